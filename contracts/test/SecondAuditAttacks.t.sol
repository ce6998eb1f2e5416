// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {VaultTrader} from "../src/VaultTrader.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice The second outside audit's findings (docs/money-rules.md#the-audits-attacks), replayed: each failed
///         before its fix and fails to profit, reset or trap now.
contract SecondAuditAttacksTest is SystemFixture {
    address internal replacement = makeAddr("replacement");
    PropertyToken internal token;
    PropertyToken internal other;

    function setUp() public override {
        super.setUp();
        token = _createProperty("Tower", 1_000, 1_000 * unit, 1 days);
        other = _createProperty("Harbour", 1_000, 1_000 * unit, 1 days);
    }

    // ------------------------------------------------------------------ the general-bucket cap

    /// Medium: anyone called `adoptProperty` on the live vault before each sale; it reset the property's period
    /// ("never drawn"), so every sale started a fresh 20 % cap: 22 sales in one block emptied the general bucket.
    function test_attack_adoptResetsTheGeneralCap_isRefused() public {
        _deposit(address(0), 1_000_000 * unit);
        _buy(alice, token, _m2(900));
        _emptyBucket(address(token));
        vm.warp(block.timestamp + 1 days);
        // The first sale draws the whole cap: 20 % of 1,000,000.
        vm.prank(alice);
        vault.sell(address(token), _m2(200), 0, block.timestamp);
        assertEq(vault.generalBucket(), 800_000 * unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.AlreadyRegistered.selector, address(token)));
        vm.prank(stranger);
        vault.adoptProperty(address(token));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.GeneralCapExceeded.selector, 1_000 * unit, 0));
        vm.prank(alice);
        vault.sell(address(token), _m2(1), 0, block.timestamp);
        assertEq(vault.generalAllowance(address(other)), 160_000 * unit, "another property keeps its share");
    }

    /// The replacement vault adopts a property once; a second adoption would reset its period there too.
    function test_adoptProperty_revertsForAPropertyTheReplacementAlreadyAdopted() public {
        _buy(alice, token, _m2(10));
        _sweep();
        VaultTrader next = new VaultTrader(address(registry), address(usdt), treasury);
        PropertyToken nextImplementation = new PropertyToken(address(registry), address(next), address(identity));
        vm.startPrank(admin);
        registry.proposeVaultTrader(address(next), address(nextImplementation));
        vm.warp(block.timestamp + 2 days);
        registry.applyVaultTrader();
        vm.stopPrank();
        vm.prank(stranger);
        next.adoptProperty(address(token));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.AlreadyRegistered.selector, address(token)));
        vm.prank(stranger);
        next.adoptProperty(address(token));
    }

    /// Low: the cap was fixed at the period's first draw (2,500 when the general bucket held 12,500), even after a
    /// 1,000,000 deposit. It now follows what the general bucket holds at each draw.
    function test_generalCap_followsADepositInTheMiddleOfAPeriod() public {
        _deposit(address(0), 12_500 * unit);
        _buy(alice, token, _m2(100));
        _emptyBucket(address(token));
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        vault.sell(address(token), _m2(2) + _m2(1) / 2, 0, block.timestamp); // 2,500: the whole cap
        assertEq(vault.generalAllowance(address(token)), 0);
        _deposit(address(0), 1_000_000 * unit);
        // 20 % of (1,010,000 held + 2,500 already drawn) - 2,500 drawn.
        assertEq(vault.generalAllowance(address(token)), 200_000 * unit);
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(50), 0, block.timestamp), 50_000 * unit);
        assertEq(vault.generalAllowance(address(token)), 150_000 * unit);
    }

    /// The property's own draws never shrink its cap within a period (it counts what was drawn back in).
    function test_generalCap_ownDrawsDoNotShrinkIt() public {
        _deposit(address(0), 100_000 * unit);
        _buy(alice, token, _m2(100));
        _emptyBucket(address(token));
        vm.warp(block.timestamp + 1 days);
        for (uint256 i; i < 4; ++i) {
            vm.prank(alice);
            vault.sell(address(token), _m2(5), 0, block.timestamp);
        }
        // 4 × 5,000 = 20,000 = 20 % of the 100,000 the general bucket held at the start.
        assertEq(vault.generalAllowance(address(token)), 0);
        assertEq(vault.generalBucket(), 80_000 * unit);
    }

    // ------------------------------------------------------------------ one key alone

    /// Medium: `delistWithRefund(token, 1, false)` refunded 100 wei to a holder who paid 250,000, and the rest
    /// stayed in the bucket for the fund manager. One key may now cut at most one price step.
    function test_attack_refundOfOneWei_isRefused() public {
        _buy(alice, token, _m2(250));
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, 1_000 * unit, 1));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1, false);
        vm.prank(manager);
        registry.delistWithRefund(address(token), 800 * unit, false);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 200_000 * unit, "at most one price step below what was paid");
    }

    /// Low–medium: a manager replaced a +2 % proposal with +20 % just before the other key confirmed.
    function test_attack_proposalSwappedBeforeTheConfirmation_isRefused() public {
        vm.prank(manager);
        registry.proposePrice(address(token), 1_020 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.ProposalPending.selector, address(token), 1_020 * unit));
        vm.prank(manager);
        registry.proposePrice(address(token), 1_200 * unit);
        // Even a cancel-and-propose in between cannot pass: the confirmation names the reviewed price.
        vm.startPrank(manager);
        registry.cancelPriceChange(address(token));
        registry.proposePrice(address(token), 1_200 * unit);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.ProposalMismatch.selector, 1_200 * unit, 1_020 * unit));
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 1_020 * unit);
    }

    // ------------------------------------------------------------------ the notice and the lock

    /// Low: the lock (1 day) was shorter than the notice (2 days): buy before an announced rise, sell once it
    /// applies, paid from the bucket. A buy during the notice is now locked from the change on.
    function test_attack_buyBeforeAnAnnouncedRiseSellAfter_isLockedPastTheChange() public {
        _buy(bob, token, _m2(250));
        vm.prank(manager);
        registry.proposePrice(address(token), 1_200 * unit);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 1_200 * unit);
        uint256 effectiveAt = block.timestamp + 2 days;

        uint256 cost = _buy(alice, token, _m2(250));
        assertEq(cost, 250_000 * unit, "bought at the price in force");
        (uint256 locked, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(locked, _m2(250));
        assertEq(unlockTime, effectiveAt + 1 days, "locked for a whole lock from the change");

        vm.warp(effectiveAt);
        assertEq(token.currentPrice(), 1_200 * unit);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, alice, _m2(250), 0));
        vm.prank(alice);
        vault.sell(address(token), _m2(250), 0, block.timestamp);
        vm.warp(effectiveAt + 1 days - 1);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, alice, _m2(250), 0));
        vm.prank(alice);
        vault.sell(address(token), _m2(250), 0, block.timestamp);
    }

    /// A buy bounds its unlock time: the later unlock during a notice is refused unless the buyer accepted it.
    function test_buy_duringANoticeRevertsWhenTheBuyerBoundedTheUnlockToTheUsualLock() public {
        vm.prank(manager);
        registry.proposePrice(address(token), 900 * unit);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 900 * unit);
        uint256 effectiveAt = block.timestamp + 2 days;
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(alice, cost);
        _approve(alice, cost);
        vm.expectRevert(
            abi.encodeWithSelector(
                IVaultTrader.LockTooLong.selector, effectiveAt + 1 days, block.timestamp + 1 days
            )
        );
        vm.prank(alice);
        vault.buy(address(token), _m2(1), cost, block.timestamp + 1 days, block.timestamp);
    }

    /// Once the announced price is in force, a buy locks from its own time again.
    function test_buy_afterTheChangeAppliedLocksFromNow() public {
        _changePrice(token, 1_100 * unit);
        _buy(alice, token, _m2(1));
        (, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(unlockTime, block.timestamp + 1 days);
        assertEq(usdt.balanceOf(address(vault)), 1_100 * unit, "charged the price in force");
    }

    // ------------------------------------------------------------------ refunds after a sweep and a recovery

    /// Low: after a sweep a refund pool could never be closed (`closeRefund` refused a swept vault), so its
    /// unclaimed rest stayed in the old vault for good. Now the admin closes it to the treasury.
    function test_attack_sweptVaultsRefundPoolCanBeClosedToTheTreasury() public {
        _buy(alice, token, _m2(10));
        _buy(bob, token, _m2(30));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.prank(alice);
        vault.claimRefund(address(token));
        _sweep();
        uint256 swept = usdt.balanceOf(treasury);
        vm.warp(block.timestamp + vault.REFUND_WINDOW() + 1);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        vault.closeRefund(address(token));
        vm.prank(admin);
        assertEq(vault.closeRefund(address(token)), 30_000 * unit);
        assertEq(usdt.balanceOf(treasury) - swept, 30_000 * unit, "bob's unclaimed refund went to the treasury");
        assertEq(usdt.balanceOf(address(vault)), 0);
        assertEq(vault.booked(), 0);
        assertEq(vault.escrowed(), 0);
        assertFalse(vault.refundPools(address(token)).open);
    }

    /// Info: a recovery left the refund-claim record with the lost wallet: after a top-up only the lost key could
    /// claim the difference. It now moves with the balance.
    function test_attack_recoveryLeavesTheRefundClaimBehind_isFixed() public {
        _approveInvestor(replacement);
        _buy(alice, token, _m2(100));
        _buy(bob, token, _m2(100));
        _emptyBucket(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        _fund(fundManager, 100_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 100_000 * unit);
        vault.fundRefund(address(token), 100_000 * unit); // half of the 200,000 needed
        vm.stopPrank();
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 50_000 * unit, "half of alice's refund");

        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.expectEmit(address(vault));
        emit IVaultTrader.RefundClaimMoved(address(token), alice, replacement, _m2(100));
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));

        _fund(fundManager, 100_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 100_000 * unit);
        vault.fundRefund(address(token), 100_000 * unit);
        vm.stopPrank();
        assertEq(vault.claimableRefund(address(token), alice), 0, "the lost key has nothing left");
        assertEq(vault.claimableRefund(address(token), replacement), 50_000 * unit);
        vm.prank(replacement);
        assertEq(vault.claimRefund(address(token)), 50_000 * unit, "the replacement claims the difference");
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, alice));
        vm.prank(alice);
        vault.claimRefund(address(token));
    }

    /// A replacement with a claim record of its own gets both merged: owed what both were, less what both got.
    function test_moveRefundClaim_mergesWithTheReplacementsOwnRecord() public {
        _approveInvestor(replacement);
        _buy(alice, token, _m2(100));
        _buy(replacement, token, _m2(60));
        _emptyBucket(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        _fund(fundManager, 40_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 40_000 * unit);
        vault.fundRefund(address(token), 40_000 * unit); // a quarter of 160,000
        vm.stopPrank();
        vm.prank(alice);
        vault.claimRefund(address(token)); // 25,000
        vm.prank(replacement);
        vault.claimRefund(address(token)); // 15,000
        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));
        _fund(fundManager, 120_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 120_000 * unit);
        vault.fundRefund(address(token), 120_000 * unit);
        vm.stopPrank();
        vm.prank(replacement);
        assertEq(vault.claimRefund(address(token)), 120_000 * unit, "160,000 owed less 40,000 paid");
        assertEq(usdt.balanceOf(address(vault)), 0);
    }

    /// Only a token's own records can move: a stranger calling the vault finds none.
    function test_moveRefundClaim_movesNothingForAnotherCaller() public {
        _buy(alice, token, _m2(100));
        _emptyBucket(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        _fund(fundManager, 50_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 50_000 * unit);
        vault.fundRefund(address(token), 50_000 * unit);
        vm.stopPrank();
        vm.prank(alice);
        vault.claimRefund(address(token));
        vm.prank(stranger);
        vault.moveRefundClaim(alice, stranger);
        _fund(fundManager, 50_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 50_000 * unit);
        vault.fundRefund(address(token), 50_000 * unit);
        vm.stopPrank();
        assertEq(vault.claimableRefund(address(token), alice), 50_000 * unit);
        assertEq(vault.claimableRefund(address(token), stranger), 0);
    }

    // ------------------------------------------------------------------ the audit's surviving mutants

    /// A claimant of a short pool, topped up to full, is paid the difference once, never again (the record is
    /// updated in a full pool too when one exists: `if (!full || claim.m2 != 0)`).
    function test_claimRefund_afterATopUpToFullPaysTheDifferenceOnce() public {
        _buy(alice, token, _m2(100));
        _buy(bob, token, _m2(100));
        _emptyBucket(address(token));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_000 * unit, true);
        _fund(fundManager, 200_000 * unit);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 200_000 * unit);
        vault.fundRefund(address(token), 50_000 * unit);
        vm.stopPrank();
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 25_000 * unit);
        vm.prank(fundManager);
        vault.fundRefund(address(token), 150_000 * unit);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 75_000 * unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, alice));
        vm.prank(alice);
        vault.claimRefund(address(token));
        vm.prank(bob);
        assertEq(vault.claimRefund(address(token)), 100_000 * unit, "bob's escrow is whole");
    }

    /// The share is rounded down: 1 M2 of 3 sold in a pool funded with 1,000 base units pays 333, not 334.
    function test_claimRefund_roundsTheShareDown() public {
        PropertyToken tiny = _createProperty("Tiny", 3, 1_000, 1 days);
        _buy(alice, tiny, _m2(1));
        _buy(bob, tiny, _m2(2));
        _emptyBucket(address(tiny));
        vm.prank(manager);
        registry.delistWithRefund(address(tiny), 1_000, true);
        _fund(fundManager, 1_000);
        vm.startPrank(fundManager);
        usdt.approve(address(vault), 1_000);
        vault.fundRefund(address(tiny), 1_000); // a third of the 3,000 needed
        vm.stopPrank();
        vm.prank(alice);
        assertEq(vault.claimRefund(address(tiny)), 333);
        vm.prank(bob);
        assertEq(vault.claimRefund(address(tiny)), 666);
        assertEq(usdt.balanceOf(address(vault)), 1, "the rounding stays in the pool");
    }

    /// A claim at exactly the deadline second is paid; one second later it is refused.
    function test_claimRefund_isOpenAtTheDeadlineSecond() public {
        _buy(alice, token, _m2(10));
        _buy(bob, token, _m2(10));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        uint256 deadline = vault.refundPools(address(token)).deadline;
        vm.warp(deadline);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 10_000 * unit);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundWindowOver.selector, deadline));
        vm.prank(bob);
        vault.claimRefund(address(token));
    }
}
