// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {VaultTrader} from "../src/VaultTrader.sol";
import {ReentrantStablecoin} from "./mocks/ReentrantStablecoin.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice Constructor, fund manager, pause/unpause, emergency sweep, registration and views.
contract VaultTraderAdminTest is SystemFixture {
    // ---------------------------------------------------------------- constructor and views

    function test_constructor_wiresRegistryAndStablecoin() public view {
        assertEq(vault.masterRegistry(), address(registry));
        assertEq(vault.USDT(), address(usdt));
        assertEq(vault.fundManager(), fundManager);
        assertFalse(vault.paused());
        assertFalse(vault.emergencySwept());
        assertEq(vault.generalBucket(), 0);
    }

    function test_constructor_revertsForARegistryWithoutCode() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        new VaultTrader(stranger, address(usdt), treasury);
    }

    function test_constructor_revertsForAStablecoinWithoutCode() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        new VaultTrader(address(registry), stranger, treasury);
    }

    function test_constructor_revertsForAZeroTreasury() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        new VaultTrader(address(registry), address(usdt), address(0));
    }

    function test_fundManager_isZeroUntilSet() public {
        VaultTrader fresh = new VaultTrader(address(registry), address(usdt), treasury);
        assertEq(fresh.fundManager(), address(0));
    }

    // ---------------------------------------------------------------- setFundManager

    function test_setFundManager_firstAppointmentAppliesAtOnce() public {
        VaultTrader fresh = new VaultTrader(address(registry), address(usdt), treasury);
        vm.expectEmit(address(fresh));
        emit IVaultTrader.FundManagerSet(address(0), bob);
        vm.prank(admin);
        fresh.setFundManager(bob);
        assertEq(fresh.fundManager(), bob);
    }

    function test_setFundManager_replacementIsAnnouncedAndAcceptedAfterTheDelay() public {
        vm.expectEmit(address(vault));
        emit IVaultTrader.FundManagerProposed(bob, block.timestamp + 2 days);
        vm.prank(admin);
        vault.setFundManager(bob);
        assertEq(vault.fundManager(), fundManager, "nothing changes at once");
        (address next, uint256 at) = vault.pendingFundManager();
        assertEq(next, bob);
        assertEq(at, block.timestamp + 2 days);

        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.TooEarly.selector, at));
        vm.prank(bob);
        vault.acceptFundManager();
        vm.warp(at);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, stranger));
        vm.prank(stranger);
        vault.acceptFundManager();
        vm.expectEmit(address(vault));
        emit IVaultTrader.FundManagerSet(fundManager, bob);
        vm.prank(bob);
        vault.acceptFundManager();
        assertEq(vault.fundManager(), bob);

        _fund(fundManager, unit);
        _approve(fundManager, unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.manualDeposit(address(0), unit);
    }

    function test_setFundManager_revertsForTheZeroAddress() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(admin);
        vault.setFundManager(address(0));
    }

    function test_setFundManager_revertsForTheFundManager() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.setFundManager(fundManager);
    }

    function test_setFundManager_revertsForAManager() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.setFundManager(manager);
    }

    function test_setFundManager_followsTheRegistryAdminRole() public {
        vm.prank(admin);
        registry.beginDefaultAdminTransfer(bob);
        vm.warp(block.timestamp + 2 days + 1);
        vm.prank(bob);
        registry.acceptDefaultAdminTransfer();

        vm.prank(bob);
        vault.setFundManager(alice);
        (address next,) = vault.pendingFundManager();
        assertEq(next, alice);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, admin));
        vm.prank(admin);
        vault.setFundManager(bob);
    }

    function test_setFundManager_revertsAfterTheSweep() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(admin);
        vault.setFundManager(bob);
    }

    // ---------------------------------------------------------------- pause / unpause

    function test_pause_stopsTrading() public {
        vm.expectEmit(address(vault));
        emit Pausable.Paused(admin);
        vm.prank(admin);
        vault.pause();
        assertTrue(vault.paused());
    }

    function test_pause_revertsWhenAlreadyPaused() public {
        _pause();
        vm.expectRevert(IVaultTrader.InvalidSystemState.selector);
        vm.prank(admin);
        vault.pause();
    }

    function test_pause_revertsForNonAdmin() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.pause();
    }

    function test_pause_revertsAfterTheSweep() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(admin);
        vault.pause();
    }

    function test_unpause_resumesTrading() public {
        PropertyToken token = _createProperty();
        _pause();
        vm.expectEmit(address(vault));
        emit Pausable.Unpaused(admin);
        vm.prank(admin);
        vault.unpause();
        assertFalse(vault.paused());
        _buy(alice, token, _m2(1));
    }

    function test_unpause_revertsWhenNotPaused() public {
        vm.expectRevert(IVaultTrader.InvalidSystemState.selector);
        vm.prank(admin);
        vault.unpause();
    }

    function test_unpause_revertsForNonAdmin() public {
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, stranger));
        vm.prank(stranger);
        vault.unpause();
    }

    function test_unpause_revertsAfterTheSweepEvenWhenPaused() public {
        _pause();
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(admin);
        vault.unpause();
    }

    // ---------------------------------------------------------------- treasury

    function test_treasury_isSetAtDeployment() public view {
        assertEq(vault.treasury(), treasury);
    }

    function test_proposeTreasury_appliesOnlyAfterTheDelay() public {
        vm.expectEmit(address(vault));
        emit IVaultTrader.TreasuryProposed(bob, block.timestamp + 2 days);
        vm.prank(admin);
        vault.proposeTreasury(bob);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.TooEarly.selector, block.timestamp + 2 days));
        vm.prank(admin);
        vault.applyTreasury();
        vm.warp(block.timestamp + 2 days);
        vm.expectEmit(address(vault));
        emit IVaultTrader.TreasurySet(treasury, bob);
        vm.prank(admin);
        vault.applyTreasury();
        assertEq(vault.treasury(), bob);
    }

    function test_proposeTreasury_revertsForNonAdmin() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.proposeTreasury(fundManager);
    }

    // ---------------------------------------------------------------- emergencySweep

    function test_emergencySweep_sendsEveryStablecoinToTheTreasuryAndEmptiesTheBuckets() public {
        PropertyToken token = _createProperty();
        uint256 cost = _buy(alice, token, _m2(3));
        _deposit(address(0), 40 * unit);
        _fund(address(vault), 5 * unit); // sent directly, outside any bucket
        uint256 held = cost + 45 * unit;
        _pause();

        vm.expectEmit(address(vault));
        emit IVaultTrader.EmergencySwept(treasury, held);
        vm.prank(admin);
        vault.emergencySweep();

        assertTrue(vault.emergencySwept());
        assertEq(usdt.balanceOf(treasury), held);
        assertEq(usdt.balanceOf(address(vault)), 0);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(vault.generalBucket(), 0);
    }

    function test_emergencySweep_revertsWhileTradingIsOpen() public {
        vm.expectRevert(IVaultTrader.InvalidSystemState.selector);
        vm.prank(admin);
        vault.emergencySweep();
    }

    function test_emergencySweep_leavesTheRefundPoolsClaimable() public {
        PropertyToken token = _createProperty();
        uint256 cost = _buy(alice, token, _m2(2));
        _deposit(address(0), 40 * unit);
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        _sweep();
        assertEq(usdt.balanceOf(treasury), 40 * unit, "only the general bucket left");
        assertEq(usdt.balanceOf(address(vault)), cost);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), cost, "the locked holder is refunded after the sweep");
    }

    function test_emergencySweep_worksOnAnEmptyVault() public {
        _sweep();
        assertTrue(vault.emergencySwept());
    }

    function test_emergencySweep_revertsTheSecondTime() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(admin);
        vault.emergencySweep();
    }

    function test_emergencySweep_revertsOnReentrancy() public {
        ReentrantStablecoin evil = new ReentrantStablecoin();
        _deploySystem(address(evil));
        _deposit(address(0), 5 * unit);
        _pause();
        evil.arm(address(vault), abi.encodeCall(IVaultTrader.emergencySweep, ()));

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        vm.prank(admin);
        vault.emergencySweep();
    }

    function test_emergencySweep_revertsForTheFundManager() public {
        _pause();
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.emergencySweep();
    }

    function test_emergencySweep_stopsPropertyCreation() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(manager);
        registry.createProperty("After", 10, unit, LOCK);
    }

    // ---------------------------------------------------------------- registerProperty

    function test_registerProperty_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.registerProperty(stranger);
    }

    function test_registerProperty_opensTheBucketOfANewProperty() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vault.quoteBuy(stranger, 1);
        PropertyToken token = _createProperty();
        assertEq(vault.quoteBuy(address(token), ONE_M2), token.currentPrice());
    }

    function test_registerProperty_revertsAfterTheSweep() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(address(registry));
        vault.registerProperty(stranger);
    }

    function test_masterRegistry_isTheRegistryThatAcceptedThisVault() public view {
        assertEq(IMasterRegistry(vault.masterRegistry()).vaultTrader(), address(vault));
    }
}
