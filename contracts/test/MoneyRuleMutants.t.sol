// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Vm} from "forge-std/Vm.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {VaultTrader} from "../src/VaultTrader.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice Unit tests that kill the money-rule mutants the other suites let survive (bench/mutation/contract-mutants.json):
///         the cap's 96-bit clamp, openRefund's caller, a zero top-up, a recovery without a claim record, and the claim
///         record moved on a replacement vault.
contract MoneyRuleMutantsTest is SystemFixture {
    address internal replacement = makeAddr("replacement");
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty("Tower", 1_000, 1_000 * unit, 1 days);
    }

    /// VT-generalCap-clamp: the cap is at most 2^96 - 1 (the draw's `used` is a uint96).
    function test_generalAllowance_isAtMost96Bits() public {
        _deposit(address(0), uint256(type(uint96).max) * 6); // 20 % of it is above 2^96 - 1
        assertEq(vault.generalAllowance(address(token)), type(uint96).max);
    }

    /// VT-openRefund-auth: only the registry opens a refund pool.
    function test_openRefund_revertsForAnyoneButTheRegistry() public {
        _buy(alice, token, _m2(10));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.openRefund(address(token), 1_000 * unit, _m2(10), true);
    }

    /// VT-fundRefund-zero: a top-up of nothing is refused.
    function test_fundRefund_revertsForZero() public {
        _buy(alice, token, _m2(10));
        _emptyBucket(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(stranger);
        vault.fundRefund(address(token), 0);
    }

    /// VT-moveClaim-none-removed: a recovery of a wallet without a refund claim record moves none (no event).
    function test_recovery_withoutAClaimRecordEmitsNoRefundClaimMoved() public {
        _approveInvestor(replacement);
        _buy(alice, token, _m2(10));
        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.recordLogs();
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));
        Vm.Log[] memory logs = vm.getRecordedLogs();
        for (uint256 i; i < logs.length; ++i) {
            assertTrue(logs[i].topics[0] != IVaultTrader.RefundClaimMoved.selector, "RefundClaimMoved without a record");
        }
    }

    /// PT-recover-moveClaim-current: after a sweep, refund pools live on the replacement vault, and a recovery moves
    /// the claim record there too.
    function test_recovery_movesTheRefundClaimOnTheReplacementVault() public {
        _approveInvestor(replacement);
        _buy(alice, token, _m2(100));
        _sweep();
        VaultTrader next = new VaultTrader(address(registry), address(usdt), treasury);
        PropertyToken nextImplementation = new PropertyToken(address(registry), address(next), address(identity));
        vm.startPrank(admin);
        registry.proposeVaultTrader(address(next), address(nextImplementation));
        vm.warp(block.timestamp + 2 days);
        registry.applyVaultTrader();
        vm.stopPrank();
        next.adoptProperty(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true); // the new vault holds nothing: funded 0
        _fund(fundManager, 100_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(next), 100_000 * unit);
        next.fundRefund(address(token), 50_000 * unit);
        vm.stopPrank();
        vm.prank(alice);
        assertEq(next.claimRefund(address(token)), 50_000 * unit);

        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));
        vm.prank(fundManager);
        next.fundRefund(address(token), 50_000 * unit);
        assertEq(next.claimableRefund(address(token), alice), 0, "the lost key has nothing left");
        vm.prank(replacement);
        assertEq(next.claimRefund(address(token)), 50_000 * unit, "the replacement claims the difference");
    }
}
