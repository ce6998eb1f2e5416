// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IIdentityRegistry} from "../src/interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice What one key cannot do to holders' money alone (docs/money-rules.md#what-each-key-can-do-alone): each
///         power over it is bounded, confirmed by a second key, or announced before it takes effect.
contract SingleKeyPowersTest is SystemFixture {
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty("Tower", 1_000, 1_000 * unit, 1 days);
        _buy(alice, token, _m2(100)); // 100,000 in the bucket
        vm.warp(block.timestamp + 1 days); // alice's M2 unlocked
    }

    // ------------------------------------------------------------------ manager

    function test_manager_cannotApplyAPriceAlone() public {
        vm.startPrank(manager);
        registry.proposePrice(address(token), 1_200 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.SameSigner.selector, manager));
        registry.confirmPrice(address(token), 1_200 * unit);
        vm.stopPrank();
        vm.warp(block.timestamp + 30 days);
        assertEq(token.currentPrice(), 1_000 * unit, "a proposal alone never applies");
    }

    function test_manager_cannotCutARefundByMoreThanOneStep() public {
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, 1_000 * unit, 800 * unit - 1)
        );
        vm.prank(manager);
        registry.delistWithRefund(address(token), 800 * unit - 1, true);
    }

    function test_manager_cannotCloseTheWayOutAtOnce() public {
        vm.startPrank(manager);
        registry.setSellEnabled(address(token), false);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.TooEarly.selector, block.timestamp + 2 days));
        registry.applyClosure(address(token));
        vm.stopPrank();
        // The holder leaves during the notice, paid in full.
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(100), 0, block.timestamp), 100_000 * unit);
    }

    function test_manager_cannotTakeBucketsOrHoldings() public {
        vm.startPrank(manager);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vault.withdrawFromBucket(address(token), treasury);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, manager, 0, _m2(1))
        );
        token.transferFrom(alice, manager, _m2(1));
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ fund manager

    function test_fundManager_cannotPayABucketAnywhereButTheTreasury() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NotTreasury.selector, fundManager));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), fundManager);
    }

    function test_fundManager_cannotEmptyABucketWithoutNotice() public {
        vm.prank(fundManager);
        assertEq(vault.withdrawFromBucket(address(token), treasury), 10_000 * unit, "10 % at most");
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury);
        // Announced, the rest leaves 2 days later: the holder sells back first.
        vm.prank(fundManager);
        vault.announceWithdrawal(address(token), 90_000 * unit);
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(90), 0, block.timestamp), 90_000 * unit);
    }

    function test_fundManager_cannotChangeAPriceOrTheTreasury() public {
        vm.startPrank(fundManager);
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControl.AccessControlUnauthorizedAccount.selector, fundManager, registry.MANAGER_ROLE()
            )
        );
        registry.proposePrice(address(token), 1_100 * unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vault.proposeTreasury(fundManager);
        vm.stopPrank();
    }

    // ------------------------------------------------------------------ admin

    function test_admin_cannotSweepWhileTradingNorAnywhereButTheTreasury() public {
        vm.expectRevert(IVaultTrader.InvalidSystemState.selector);
        vm.prank(admin);
        vault.emergencySweep();
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NotTreasury.selector, admin));
        vm.prank(admin);
        vault.withdrawFromBucket(address(token), admin);
        vm.prank(admin);
        vault.proposeTreasury(admin);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.TooEarly.selector, block.timestamp + 2 days));
        vm.prank(admin);
        vault.applyTreasury();
    }

    function test_admin_sweepLeavesRefundPoolsAndIncome() public {
        PropertyToken other = _createProperty("Harbour", 1_000, 1_000 * unit, 1 days);
        _buy(bob, other, _m2(10));
        vm.prank(manager);
        registry.delistProperty(address(other), true); // 10,000 escrowed for bob
        _distributeIncome(token, 5_000 * unit);
        uint256 aliceIncome = vault.claimableIncome(address(token), alice);
        _sweep();
        vm.prank(bob);
        assertEq(vault.claimRefund(address(other)), 10_000 * unit);
        vm.prank(alice);
        assertEq(vault.claimIncome(_tokenList(address(token))), aliceIncome);
    }

    // ------------------------------------------------------------------ compliance

    function test_compliance_cannotRecoverAtOnceNorStopAHolderLeaving() public {
        address thief = makeAddr("thief");
        _approveInvestor(thief);
        vm.startPrank(compliance);
        identity.requestRecovery(alice, thief);
        vm.expectRevert(
            abi.encodeWithSelector(
                IIdentityRegistry.RecoveryNotReady.selector, block.timestamp + identity.RECOVERY_DELAY()
            )
        );
        identity.executeRecovery(alice, _tokenList(address(token)));
        identity.revoke(alice);
        vm.stopPrank();
        // The holder cancels it and, revoked, still sells back.
        vm.prank(alice);
        identity.cancelRecovery(alice);
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(100), 0, block.timestamp), 100_000 * unit);
    }
}
