// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IIdentityRegistry} from "../src/interfaces/IIdentityRegistry.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice What an executed recovery moves inside each property: the M2, the lock and the unclaimed income of
///         the lost wallet, to the replacement, nothing more and nothing less (docs/compliance.md#recovery).
contract ComplianceRecoveryTest is SystemFixture {
    address internal replacement = makeAddr("replacement");
    PropertyToken internal villa;
    PropertyToken internal lofts;

    function setUp() public override {
        keepIdentityRequired = true;
        super.setUp();
        villa = _createProperty();
        lofts = _createProperty("Harbour Lofts", 400, 1_000 * unit, 7 days);
        _approveInvestor(replacement);
    }

    function test_executeRecovery_movesBalanceLockAndIncomeOfEveryListedProperty() public {
        _buy(alice, villa, _m2(100));
        _buy(alice, lofts, _m2(40));
        _distributeIncome(villa, 10_000 * unit); // alice: 100 / 1,000 of it
        _distributeIncome(lofts, 4_000 * unit); // alice: 40 / 400 of it
        uint256 villaUnlock = block.timestamp + LOCK;
        uint256 loftsUnlock = block.timestamp + 7 days;
        _request();

        vm.expectEmit(address(villa));
        emit IERC20.Transfer(alice, replacement, _m2(100));
        vm.expectEmit(address(villa));
        emit IPropertyToken.Locked(replacement, _m2(100), _m2(100), villaUnlock);
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryExecuted(
            alice, replacement, address(villa), _m2(100), _m2(100), 1_000 * unit, compliance
        );
        _execute(_both());

        assertEq(villa.balanceOf(alice), 0);
        assertEq(villa.balanceOf(replacement), _m2(100));
        (uint256 locked, uint256 unlockTime,) = villa.getLockInfo(replacement);
        assertEq(locked, _m2(100));
        assertEq(unlockTime, villaUnlock);
        assertEq(villa.incomeOf(replacement), 1_000 * unit);
        assertEq(villa.incomeOf(alice), 0);
        // The 7-day lock of the lofts still runs after the 3-day delay.
        (locked, unlockTime,) = lofts.getLockInfo(replacement);
        assertEq(locked, _m2(40));
        assertEq(unlockTime, loftsUnlock);
        assertEq(lofts.incomeOf(replacement), 400 * unit);
        (locked,,) = villa.getLockInfo(alice);
        assertEq(locked, 0);
    }

    function test_executeRecovery_movesAnEndedLockAsFreeM2() public {
        _buy(alice, lofts, _m2(10));
        vm.warp(block.timestamp + 7 days);
        _request();
        _execute(_only(lofts));
        (uint256 locked,, uint256 unlocked) = lofts.getLockInfo(replacement);
        assertEq(locked, 0);
        assertEq(unlocked, _m2(10));
        vm.prank(replacement);
        lofts.transfer(bob, _m2(10));
    }

    function test_executeRecovery_joinsARunningLockOfTheReplacementAtTheLaterEnd() public {
        _buy(alice, villa, _m2(10)); // ends at t0 + 30 days
        vm.warp(block.timestamp + 1 days);
        _buy(replacement, villa, _m2(5)); // ends at t0 + 31 days
        uint256 laterEnd = block.timestamp + LOCK;
        _request();
        _execute(_only(villa));
        (uint256 locked, uint256 unlockTime,) = villa.getLockInfo(replacement);
        assertEq(locked, _m2(15));
        assertEq(unlockTime, laterEnd);
        assertEq(villa.balanceOf(replacement), _m2(15));
    }

    function test_executeRecovery_keepsTheLaterEndOfTheMovedLock() public {
        _buy(replacement, villa, _m2(5)); // ends at t0 + 30 days
        vm.warp(block.timestamp + 2 days);
        _buy(alice, villa, _m2(10)); // ends at t0 + 32 days
        uint256 laterEnd = block.timestamp + LOCK;
        _request();
        _execute(_only(villa));
        (uint256 locked, uint256 unlockTime,) = villa.getLockInfo(replacement);
        assertEq(locked, _m2(15));
        assertEq(unlockTime, laterEnd);
    }

    function test_executeRecovery_keepsTheIncomeTheReplacementEarnedItself() public {
        _buy(alice, villa, _m2(100));
        _buy(replacement, villa, _m2(50));
        _distributeIncome(villa, 10_000 * unit);
        _request();
        _execute(_only(villa));
        assertEq(villa.incomeOf(replacement), 1_500 * unit);
        // Later income is earned by the whole holding.
        _distributeIncome(villa, 10_000 * unit);
        assertEq(villa.incomeOf(replacement), 3_000 * unit);
        assertEq(villa.incomeOf(alice), 0);
    }

    function test_executeRecovery_movesIncomeLeftAfterTheHoldingWasSold() public {
        _buy(alice, lofts, _m2(40));
        _distributeIncome(lofts, 4_000 * unit);
        vm.warp(block.timestamp + 7 days);
        _sell(alice, lofts, _m2(40));
        _request();
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryExecuted(alice, replacement, address(lofts), 0, 0, 400 * unit, compliance);
        _execute(_only(lofts));
        address[] memory tokens = _only(lofts);
        vm.prank(replacement);
        assertEq(vault.claimIncome(tokens), 400 * unit);
    }

    function test_executeRecovery_worksForAFrozenLostWalletAndAPropertyWithoutTheRequirement() public {
        _buy(alice, villa, _m2(10));
        vm.startPrank(manager);
        registry.setIdentityRequired(address(villa), false);
        vm.stopPrank();
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(villa)));
        _request();
        _execute(_only(villa));
        assertEq(villa.balanceOf(replacement), _m2(10));
    }

    function test_executeRecovery_leavesTheFreezeMarkWithTheLostWallet() public {
        _buy(alice, villa, _m2(10));
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(villa)));
        _request();
        _execute(_only(villa));
        assertTrue(villa.sendingFrozen(alice));
        assertFalse(villa.sendingFrozen(replacement));
        vm.warp(block.timestamp + LOCK);
        vm.prank(replacement);
        villa.transfer(bob, _m2(10));
        assertEq(villa.balanceOf(bob), _m2(10));
    }

    function test_executeRecovery_conservesSupplyAndTheVaultsBooks() public {
        _buy(alice, villa, _m2(100));
        _buy(bob, villa, _m2(30));
        _distributeIncome(villa, 10_000 * unit);
        uint256 held = vault.incomeHeld();
        uint256 booked = vault.booked();
        uint256 sold = villa.totalSupply() - villa.balanceOf(address(villa));
        _request();
        _execute(_only(villa));
        assertEq(villa.totalSupply() - villa.balanceOf(address(villa)), sold);
        assertEq(villa.balanceOf(alice) + villa.balanceOf(bob) + villa.balanceOf(replacement), sold);
        assertEq(vault.incomeHeld(), held);
        assertEq(vault.booked(), booked);
        assertEq(villa.incomeOf(bob), 300 * unit);
    }

    function test_executeRecovery_cancelledByTheLostWalletMovesNothing() public {
        _buy(alice, villa, _m2(10));
        _request();
        vm.prank(alice);
        identity.cancelRecovery(alice);
        vm.warp(block.timestamp + 3 days);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NoRecovery.selector, alice));
        vm.prank(compliance);
        identity.executeRecovery(alice, _only(villa));
        assertEq(villa.balanceOf(alice), _m2(10));
    }

    function test_executeRecovery_revertsForAnEmptyListAndKeepsTheAnnouncement() public {
        _buy(alice, villa, _m2(10));
        _request();
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        vm.prank(compliance);
        identity.executeRecovery(alice, new address[](0));
        (address pendingReplacement,) = identity.recoveryOf(alice);
        assertEq(pendingReplacement, replacement);
        _execute(_only(villa));
        assertEq(villa.balanceOf(replacement), _m2(10));
    }

    function test_executeRecovery_revertsForTheVaultAsReplacement() public {
        _buy(alice, villa, _m2(10));
        _approveInvestor(address(vault));
        vm.prank(compliance);
        identity.requestRecovery(alice, address(vault));
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferRestricted.selector, alice, address(vault)));
        vm.prank(compliance);
        identity.executeRecovery(alice, _only(villa));
        assertEq(villa.balanceOf(alice), _m2(10));
    }

    function _request() internal {
        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
    }

    function _execute(address[] memory tokens) internal {
        vm.prank(compliance);
        identity.executeRecovery(alice, tokens);
    }

    function _only(PropertyToken one) internal pure returns (address[] memory tokens) {
        tokens = new address[](1);
        tokens[0] = address(one);
    }

    function _both() internal view returns (address[] memory tokens) {
        tokens = new address[](2);
        tokens[0] = address(villa);
        tokens[1] = address(lofts);
    }
}
