// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {ReentrantStablecoin} from "./mocks/ReentrantStablecoin.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice manualDeposit and withdrawFromBucket.
contract VaultTraderBucketsTest is SystemFixture {
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty();
    }

    // ---------------------------------------------------------------- manualDeposit

    function test_manualDeposit_fillsTheGeneralBucket() public {
        _fund(fundManager, 500 * unit);
        _approve(fundManager, 500 * unit);
        vm.expectEmit(address(vault));
        emit IVaultTrader.Deposited(address(0), fundManager, 500 * unit);
        vm.prank(fundManager);
        vault.manualDeposit(address(0), 500 * unit);

        assertEq(vault.generalBucket(), 500 * unit);
        assertEq(usdt.balanceOf(address(vault)), 500 * unit);
        assertEq(usdt.balanceOf(fundManager), 0);
    }

    function test_manualDeposit_addsToWhatTheBucketsHold() public {
        _deposit(address(0), 5 * unit);
        _deposit(address(0), 7 * unit);
        uint256 cost = _buy(alice, token, _m2(1));
        _deposit(address(token), 3 * unit);
        assertEq(vault.generalBucket(), 12 * unit);
        assertEq(vault.buckets(address(token)), cost + 3 * unit);
        assertEq(usdt.balanceOf(address(vault)), 15 * unit + cost);
    }

    function test_buckets_readsTheGeneralBucketAtTheZeroAddress() public {
        _deposit(address(0), 9 * unit);
        assertEq(vault.buckets(address(0)), 9 * unit);
        assertEq(vault.buckets(address(0)), vault.generalBucket());
    }

    function test_manualDeposit_fillsAPropertyBucket() public {
        _deposit(address(token), 700 * unit);
        assertEq(vault.buckets(address(token)), 700 * unit);
        assertEq(vault.generalBucket(), 0);
    }

    function test_manualDeposit_isOpenToTheAdmin() public {
        _fund(admin, unit);
        _approve(admin, unit);
        vm.prank(admin);
        vault.manualDeposit(address(token), unit);
        assertEq(vault.buckets(address(token)), unit);
    }

    function test_manualDeposit_worksWhilePaused() public {
        _pause();
        _deposit(address(0), unit);
        assertEq(vault.generalBucket(), unit);
    }

    function test_manualDeposit_revertsForOthers() public {
        _fund(manager, unit);
        _approve(manager, unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.manualDeposit(address(0), unit);
    }

    function test_manualDeposit_revertsForZero() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.manualDeposit(address(0), 0);
    }

    function test_manualDeposit_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vm.prank(fundManager);
        vault.manualDeposit(stranger, unit);
    }

    function test_manualDeposit_revertsWithoutAllowance() public {
        _fund(fundManager, unit);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(vault), 0, unit)
        );
        vm.prank(fundManager);
        vault.manualDeposit(address(0), unit);
    }

    function test_manualDeposit_revertsAboveWhatABucketHolds() public {
        _deposit(address(token), 1);
        uint256 tooMuch = type(uint128).max;
        _fund(fundManager, tooMuch);
        _approve(fundManager, tooMuch);
        vm.expectRevert(
            abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 128, uint256(tooMuch) + 1)
        );
        vm.prank(fundManager);
        vault.manualDeposit(address(token), tooMuch);
    }

    function test_manualDeposit_revertsAfterTheSweep() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(fundManager);
        vault.manualDeposit(address(0), unit);
    }

    function test_manualDeposit_revertsOnReentrancy() public {
        ReentrantStablecoin evil = _deployReentrantSystem();
        _fund(admin, unit);
        _approve(admin, unit);
        // The stablecoin is even the fund manager: only the guard stops its second deposit.
        evil.arm(address(vault), abi.encodeCall(IVaultTrader.manualDeposit, (address(0), unit)));

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        vm.prank(admin);
        vault.manualDeposit(address(token), unit);
    }

    // ---------------------------------------------------------------- withdrawFromBucket

    function test_withdrawFromBucket_paysTheTreasuryTheFreeShareAtOnce() public {
        _deposit(address(token), 1_000 * unit);
        assertEq(vault.WITHDRAW_FREE_BPS(), 1000);
        assertEq(vault.WITHDRAW_PERIOD(), 7 days);
        assertEq(vault.WITHDRAW_NOTICE(), 2 days);
        (uint256 now_,,) = vault.withdrawable(address(token));
        assertEq(now_, 100 * unit);
        vm.expectEmit(address(vault));
        emit IVaultTrader.Withdrawn(address(token), treasury, 100 * unit);
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(token), treasury), 100 * unit);
        assertEq(usdt.balanceOf(treasury), 100 * unit);
        assertEq(vault.buckets(address(token)), 900 * unit);
        // The share of the period is used up: what left counts in, so it does not shrink with the bucket.
        (now_,,) = vault.withdrawable(address(token));
        assertEq(now_, 0);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury);
    }

    function test_withdrawFromBucket_freeShareRenewsAfterThePeriod() public {
        _deposit(address(0), 1_000 * unit);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(0), treasury);
        vm.warp(block.timestamp + 7 days - 1);
        (uint256 now_,,) = vault.withdrawable(address(0));
        assertEq(now_, 0);
        vm.warp(block.timestamp + 1);
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(0), treasury), 90 * unit, "10 % of the 900 left");
    }

    function test_withdrawFromBucket_aDepositRaisesTheFreeShareAtOnce() public {
        _deposit(address(token), 100 * unit);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury); // 10
        _deposit(address(token), 910 * unit);
        // 10 % of (1,000 held + 10 out) - 10 out.
        (uint256 now_,,) = vault.withdrawable(address(token));
        assertEq(now_, 91 * unit);
    }

    function test_withdrawFromBucket_revertsForAnyDestinationButTheTreasury() public {
        _deposit(address(token), 100 * unit);
        address[4] memory others = [fundManager, bob, address(0), address(vault)];
        for (uint256 i; i < others.length; ++i) {
            vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NotTreasury.selector, others[i]));
            vm.prank(fundManager);
            vault.withdrawFromBucket(address(token), others[i]);
        }
        assertEq(vault.buckets(address(token)), 100 * unit);
    }

    function test_withdrawFromBucket_paysTheNewTreasuryOnceItApplies() public {
        _deposit(address(token), 100 * unit);
        vm.prank(admin);
        vault.proposeTreasury(bob);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NotTreasury.selector, bob));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), bob);
        vm.warp(block.timestamp + 2 days);
        vm.prank(admin);
        vault.applyTreasury();
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), bob);
        assertEq(usdt.balanceOf(bob), 10 * unit);
    }

    function test_announceWithdrawal_paysTheAnnouncedAmountOnlyAfterTheNotice() public {
        uint256 cost = _buy(alice, token, _m2(4)); // 10,000
        uint256 effectiveAt = block.timestamp + 2 days;
        vm.expectEmit(address(vault));
        emit IVaultTrader.WithdrawalAnnounced(address(token), cost, effectiveAt, fundManager);
        vm.prank(fundManager);
        vault.announceWithdrawal(address(token), cost);
        (uint256 now_, uint256 announced, uint256 at) = vault.withdrawable(address(token));
        assertEq(now_, cost / 10, "only the free share before the notice ran out");
        assertEq(announced, cost);
        assertEq(at, effectiveAt);
        vm.warp(effectiveAt - 1);
        (now_,,) = vault.withdrawable(address(token));
        assertEq(now_, cost / 10);
        vm.warp(effectiveAt);
        (now_,,) = vault.withdrawable(address(token));
        assertEq(now_, cost, "the announced amount, at most the bucket");
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(token), treasury), cost);
        assertEq(vault.buckets(address(token)), 0);
        (, announced, at) = vault.withdrawable(address(token));
        assertEq(announced, 0, "used up");
        assertEq(at, 0);
    }

    function test_announceWithdrawal_isUsedUpWholeEvenWhenTheBucketHeldLess() public {
        _deposit(address(token), 100 * unit);
        vm.prank(fundManager);
        vault.announceWithdrawal(address(token), 500 * unit);
        vm.warp(block.timestamp + 2 days);
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(token), treasury), 100 * unit);
        _deposit(address(token), 100 * unit);
        (uint256 now_,,) = vault.withdrawable(address(token));
        assertEq(now_, 10 * unit, "no announced rest: a new deposit is not announced for");
    }

    function test_announceWithdrawal_revertsWhileOneIsAnnounced() public {
        _deposit(address(token), 100 * unit);
        vm.startPrank(fundManager);
        vault.announceWithdrawal(address(token), 50 * unit);
        vm.expectRevert(
            abi.encodeWithSelector(
                IVaultTrader.WithdrawalPending.selector, address(token), 50 * unit, block.timestamp + 2 days
            )
        );
        vault.announceWithdrawal(address(token), 100 * unit);
        vault.cancelWithdrawal(address(token));
        vault.announceWithdrawal(address(token), 100 * unit);
        vm.stopPrank();
    }

    function test_cancelWithdrawal_leavesOnlyTheFreeShare() public {
        _deposit(address(0), 100 * unit);
        vm.prank(admin);
        vault.announceWithdrawal(address(0), 100 * unit);
        vm.expectEmit(address(vault));
        emit IVaultTrader.WithdrawalCancelled(address(0), fundManager);
        vm.prank(fundManager);
        vault.cancelWithdrawal(address(0));
        vm.warp(block.timestamp + 2 days);
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(0), treasury), 10 * unit);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.cancelWithdrawal(address(0));
    }

    function test_announceWithdrawal_revertsForOthersZeroAndUnknownTokens() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.announceWithdrawal(address(token), unit);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.announceWithdrawal(address(token), 0);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vm.prank(fundManager);
        vault.announceWithdrawal(stranger, unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, alice));
        vm.prank(alice);
        vault.cancelWithdrawal(address(token));
    }

    function test_withdrawFromBucket_worksWhilePaused() public {
        _deposit(address(0), 10 * unit);
        _pause();
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(0), treasury), unit);
    }

    function test_withdrawFromBucket_revertsOnReentrancy() public {
        _deployReentrantSystem();
        _deposit(address(0), 30 * unit);
        _deposit(address(token), 20 * unit);
        ReentrantStablecoin(address(usdt))
            .arm(address(vault), abi.encodeCall(IVaultTrader.withdrawFromBucket, (address(token), treasury)));

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        vm.prank(admin);
        vault.withdrawFromBucket(address(0), treasury);
    }

    function test_withdrawFromBucket_revertsForAnEmptyBucket() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury);
    }

    function test_withdrawFromBucket_revertsForOthers() public {
        _deposit(address(0), unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, alice));
        vm.prank(alice);
        vault.withdrawFromBucket(address(0), treasury);
    }

    function test_withdrawFromBucket_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vm.prank(fundManager);
        vault.withdrawFromBucket(stranger, treasury);
    }

    function test_withdrawFromBucket_revertsAfterTheSweep() public {
        _deposit(address(0), unit);
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(0), treasury);
        (uint256 now_,,) = vault.withdrawable(address(0));
        assertEq(now_, 0);
    }

    // ---------------------------------------------------------------- helpers

    /// @dev The system again on a stablecoin that calls back into the vault when armed; the stablecoin
    ///      is the fund manager and holds its own allowance to the vault, so a callback is authorised.
    function _deployReentrantSystem() private returns (ReentrantStablecoin evil) {
        evil = new ReentrantStablecoin();
        _deploySystem(address(evil));
        token = _createProperty();
        vm.prank(admin);
        vault.setFundManager(address(evil));
        vm.warp(block.timestamp + vault.ROLE_DELAY());
        vm.prank(address(evil));
        vault.acceptFundManager();
        fundManager = address(evil);
        _fund(address(evil), 10 * unit);
        _approve(address(evil), type(uint256).max);
    }
}
