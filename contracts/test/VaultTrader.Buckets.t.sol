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

    function test_withdrawFromBucket_paysTheWholePropertyBucket() public {
        uint256 cost = _buy(alice, token, _m2(4));
        vm.expectEmit(address(vault));
        emit IVaultTrader.Withdrawn(address(token), bob, cost);
        vm.prank(fundManager);
        uint256 amount = vault.withdrawFromBucket(address(token), bob);

        assertEq(amount, cost);
        assertEq(usdt.balanceOf(bob), cost);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(usdt.balanceOf(address(vault)), 0);
    }

    function test_withdrawFromBucket_paysTheWholeGeneralBucket() public {
        _deposit(address(0), 300 * unit);
        _deposit(address(token), 100 * unit);
        vm.prank(admin);
        uint256 amount = vault.withdrawFromBucket(address(0), admin);
        assertEq(amount, 300 * unit);
        assertEq(vault.generalBucket(), 0);
        assertEq(vault.buckets(address(token)), 100 * unit, "other buckets untouched");
    }

    function test_withdrawFromBucket_worksWhilePaused() public {
        _deposit(address(0), unit);
        _pause();
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(0), fundManager), unit);
    }

    function test_withdrawFromBucket_revertsOnReentrancy() public {
        _deployReentrantSystem();
        _deposit(address(0), 3 * unit);
        _deposit(address(token), 2 * unit);
        ReentrantStablecoin(address(usdt))
            .arm(address(vault), abi.encodeCall(IVaultTrader.withdrawFromBucket, (address(token), admin)));

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        vm.prank(admin);
        vault.withdrawFromBucket(address(0), admin);
    }

    function test_withdrawFromBucket_revertsForAnEmptyBucket() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), fundManager);
    }

    function test_withdrawFromBucket_revertsForTheZeroDestination() public {
        _deposit(address(0), unit);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(0), address(0));
    }

    function test_withdrawFromBucket_revertsForTheVaultAsDestination() public {
        _deposit(address(0), unit);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(0), address(vault));
    }

    function test_withdrawFromBucket_revertsForOthers() public {
        _deposit(address(0), unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, alice));
        vm.prank(alice);
        vault.withdrawFromBucket(address(0), alice);
    }

    function test_withdrawFromBucket_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vm.prank(fundManager);
        vault.withdrawFromBucket(stranger, fundManager);
    }

    function test_withdrawFromBucket_revertsAfterTheSweep() public {
        _deposit(address(0), unit);
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(0), fundManager);
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
