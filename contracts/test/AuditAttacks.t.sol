// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {VaultTrader} from "../src/VaultTrader.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice The outside audit's attacks (docs/money-rules.md#the-audits-attacks), replayed: each now fails to profit
///         or to brick.
contract AuditAttacksTest is SystemFixture {
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty("Tower", 1_000, 1_000 * unit, LOCK);
    }

    /// High: a MANAGER_ROLE key alone set the lock to 1 s and the price to 1, bought, then set the price to
    /// pot ÷ M2 and sold the general bucket and investors' money out. Now the lock is at least a day, a
    /// price moves 20 % per announced change and only with the fund manager's confirmation.
    function test_attack_managerDrain_failsToProfit() public {
        _buy(alice, token, _m2(250)); // an investor's 250,000
        _deposit(address(0), 500_000 * unit);

        vm.startPrank(manager);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 1));
        registry.setLockDuration(address(token), 1);
        registry.setLockDuration(address(token), 1 days);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.PriceStepTooLarge.selector, 1_000 * unit, 1));
        registry.proposePrice(address(token), 1);
        vm.stopPrank();

        uint256 spent = _buy(manager, token, _m2(750));
        vm.startPrank(manager);
        registry.proposePrice(address(token), 1_200 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.SameSigner.selector, manager));
        registry.confirmPrice(address(token), 1_200 * unit);
        vm.stopPrank();
        vm.warp(block.timestamp + 1 days);
        uint256 got = _sell(manager, token, _m2(750));
        assertLe(got, spent, "the manager alone takes out no more than it put in");
        assertEq(vault.generalBucket(), 500_000 * unit, "the general bucket is untouched");
        vm.warp(block.timestamp + LOCK);
        assertEq(_sell(alice, token, _m2(250)), 250_000 * unit, "the investor still sells");
    }

    /// Medium: holders inside their lock were refused a refund (TokensLocked) for up to 3,650 days.
    function test_attack_lockedHoldersRefund_isPaidAtOnce() public {
        uint256 cost = _buy(alice, token, _m2(10));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), cost);
    }

    /// Medium: the fund manager could withdraw the refund bucket after delisting.
    function test_attack_withdrawalOfARefundPool_getsNothing() public {
        uint256 cost = _buy(alice, token, _m2(10));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), cost);
    }

    /// Medium: refund claimants drained the shared general bucket first come, first served before holders
    /// of listed properties could sell. Now one property draws at most 20 % of it per 7 days.
    function test_attack_generalBucketDrain_isCapped() public {
        PropertyToken other = _createProperty("Other", 1_000, 1_000 * unit, LOCK);
        _buy(bob, other, _m2(100));
        _buy(alice, token, _m2(100));
        _emptyBucket(address(token));
        _deposit(address(0), 100_000 * unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundUnderfunded.selector, 100_000 * unit, 20_000 * unit));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        assertEq(vault.generalBucket(), 80_000 * unit, "80 % stays for everyone else");
        vm.warp(block.timestamp + LOCK);
        assertEq(_sell(bob, other, _m2(100)), 100_000 * unit);
    }

    /// Medium: a refund delisting could be flipped to no-refund with setSellEnabled.
    function test_attack_refundFlip_reverts() public {
        _buy(alice, token, _m2(1));
        vm.startPrank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token)));
        registry.setSellEnabled(address(token), false);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token)));
        registry.proposePrice(address(token), 900 * unit);
        vm.stopPrank();
        assertTrue(token.sellEnabled());
    }

    /// Medium: emergencySweep ended the system for good, could run while trading and to any address.
    /// Now it needs a pause, pays the treasury only, leaves refund pools, and a new vault takes over.
    function test_attack_sweepThenRecovery_holdersKeepAWayOut() public {
        _buy(alice, token, _m2(10));
        vm.expectRevert(IVaultTrader.InvalidSystemState.selector);
        vm.prank(admin);
        vault.emergencySweep();
        _sweep();
        assertEq(usdt.balanceOf(treasury), 10_000 * unit);

        VaultTrader next = new VaultTrader(address(registry), address(usdt), treasury);
        PropertyToken nextImplementation = new PropertyToken(address(registry), address(next), address(identity));
        vm.startPrank(admin);
        registry.proposeVaultTrader(address(next), address(nextImplementation));
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.TooEarly.selector, block.timestamp + 2 days));
        registry.applyVaultTrader();
        vm.warp(block.timestamp + 2 days);
        registry.applyVaultTrader();
        next.setFundManager(fundManager);
        vm.stopPrank();
        assertEq(registry.vaultTrader(), address(next));
        next.adoptProperty(address(token));

        // The treasury refunds the new vault; the holder sells there once its lock ends.
        vm.prank(treasury);
        usdt.transfer(fundManager, 10_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(next), 10_000 * unit);
        next.manualDeposit(address(token), 10_000 * unit);
        vm.stopPrank();
        vm.warp(block.timestamp + LOCK);
        vm.prank(alice);
        assertEq(next.sell(address(token), _m2(10), 0, block.timestamp), 10_000 * unit);
        // New properties work again, income included: they clone the new vault's implementation.
        assertEq(registry.tokenImplementation(), address(nextImplementation));
        vm.prank(manager);
        PropertyToken later = PropertyToken(registry.createProperty("After", 10, unit, LOCK));
        assertEq(later.vaultTrader(), address(next));
        _fund(bob, 5 * unit);
        vm.startPrank(bob);
        usdt.approve(address(next), 5 * unit);
        next.buy(address(later), _m2(5), 5 * unit, type(uint256).max, block.timestamp);
        vm.stopPrank();
        _fund(fundManager, 100 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(next), 100 * unit);
        next.distributeIncome(address(later), 100 * unit, 1, 2);
        vm.stopPrank();
        assertEq(next.claimableIncome(address(later), bob), 50 * unit);
    }

    function test_proposeVaultTrader_revertsForAnImplementationOfAnotherVault() public {
        _sweep();
        VaultTrader next = new VaultTrader(address(registry), address(usdt), treasury);
        PropertyToken ofTheOldVault = new PropertyToken(address(registry), address(vault), address(identity));
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(admin);
        registry.proposeVaultTrader(address(next), address(ofTheOldVault));
    }

    function test_proposeVaultTrader_revertsBeforeASweep() public {
        VaultTrader next = new VaultTrader(address(registry), address(usdt), treasury);
        PropertyToken nextImplementation = new PropertyToken(address(registry), address(next), address(identity));
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.VaultNotSwept.selector, address(vault)));
        vm.prank(admin);
        registry.proposeVaultTrader(address(next), address(nextImplementation));
    }

    /// Low: a lock change landing first could lock a buyer for 3,650 days instead of 30.
    function test_attack_lockChangeFrontRun_revertsLockTooLong() public {
        vm.prank(manager);
        registry.setLockDuration(address(token), 1825 days);
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(alice, cost);
        _approve(alice, cost);
        uint256 maxUnlock = block.timestamp + 31 days;
        vm.expectRevert(
            abi.encodeWithSelector(IVaultTrader.LockTooLong.selector, block.timestamp + 1825 days, maxUnlock)
        );
        vm.prank(alice);
        vault.buy(address(token), _m2(1), cost, maxUnlock, block.timestamp);
    }

    /// Low: no deadline on buy or sell.
    function test_attack_staleTransaction_revertsExpired() public {
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(alice, cost);
        _approve(alice, cost);
        uint256 deadline = block.timestamp;
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Expired.selector, deadline));
        vm.prank(alice);
        vault.buy(address(token), _m2(1), cost, type(uint256).max, deadline);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Expired.selector, deadline));
        vm.prank(alice);
        vault.sell(address(token), _m2(1), 0, deadline);
    }

    /// Low: stablecoin sent straight to the vault joined no bucket and broke "held = Σ buckets".
    function test_attack_strayStablecoin_isAbsorbedIntoTheGeneralBucket() public {
        _fund(address(vault), 42 * unit);
        assertEq(vault.unaccounted(), 42 * unit);
        vm.expectEmit(address(vault));
        emit IVaultTrader.UnaccountedAbsorbed(fundManager, 42 * unit);
        vm.prank(fundManager);
        assertEq(vault.absorbUnaccounted(), 42 * unit);
        assertEq(vault.generalBucket(), 42 * unit);
        assertEq(vault.unaccounted(), 0);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, stranger));
        vm.prank(stranger);
        vault.absorbUnaccounted();
    }
}
