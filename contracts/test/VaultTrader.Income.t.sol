// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice Rental income: distributed to a property in O(1), shared pro rata by the M2 held at that moment
///         (the unsold M2's share joins the property's bucket), claimed for one or many properties at any
///         time, or reinvested in more M2 (docs/income.md).
contract VaultTraderIncomeTest is SystemFixture {
    /// @dev The accumulator's scale, pinned by value (the token's INCOME_SCALE).
    uint256 internal constant SCALE = 1e18;

    PropertyToken internal token;
    PropertyToken internal other;

    function setUp() public override {
        super.setUp();
        token = _createProperty(); // 1,000 M2
        other = _createProperty("Canal House", 500, 1_000 * unit, LOCK);
    }

    function _distribute(PropertyToken to, uint256 amount) internal returns (uint256 index) {
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.prank(fundManager);
        return vault.distributeIncome(address(to), amount, 1, 2);
    }

    function _claim(address holder, PropertyToken a) internal returns (uint256) {
        address[] memory tokens = new address[](1);
        tokens[0] = address(a);
        vm.prank(holder);
        return vault.claimIncome(tokens);
    }

    // ----------------------------------------------------------------------------------------------
    // distributeIncome
    // ----------------------------------------------------------------------------------------------

    function test_distributeIncome_sharesProRataAndBooksTheIssuerShareInTheBucket() public {
        _buy(alice, token, _m2(300));
        _buy(bob, token, _m2(100));
        uint256 bucketBefore = vault.buckets(address(token));
        uint256 amount = 10_000 * unit;

        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectEmit(address(vault));
        emit IVaultTrader.IncomeDistributed(address(token), fundManager, 1, amount, 6_000 * unit, 1, 2);
        vm.prank(fundManager);
        assertEq(vault.distributeIncome(address(token), amount, 1, 2), 1);

        assertEq(vault.claimableIncome(address(token), alice), 3_000 * unit);
        assertEq(vault.claimableIncome(address(token), bob), 1_000 * unit);
        // 600 unsold M2 of 1,000: the issuer's 60 % joins the property's bucket.
        assertEq(vault.buckets(address(token)), bucketBefore + 6_000 * unit);
        assertEq(vault.incomeHeld(), 4_000 * unit);
        (uint256 count, uint256 perUnit) = token.incomeInfo();
        assertEq(count, 1);
        assertEq(perUnit, amount * SCALE / (1_000 * ONE_M2));
        assertEq(usdt.balanceOf(address(vault)), vault.booked());
    }

    function test_incomeOf_theTokenItselfHasNone() public {
        _buy(alice, token, _m2(400));
        _distribute(token, 10_000 * unit);
        // The unsold 600 M2 earned 6,000, booked into the bucket at once: nothing is left to show or claim.
        assertEq(token.incomeOf(address(token)), 0);
        assertEq(vault.claimableIncome(address(token), address(token)), 0);
        assertEq(vault.claimableIncome(address(token), alice), 4_000 * unit);
    }

    function test_distributeIncome_lockedM2Earn() public {
        _buy(alice, token, _m2(10)); // locked for 30 days
        _distribute(token, 1_000 * unit);
        (uint256 locked,,) = token.getLockInfo(alice);
        assertEq(locked, _m2(10));
        assertEq(vault.claimableIncome(address(token), alice), 10 * unit);
    }

    function test_distributeIncome_revertsForAStrangerAndTheManager() public {
        _fund(manager, unit);
        _approve(manager, unit);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.distributeIncome(address(token), unit, 1, 2);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, stranger));
        vm.prank(stranger);
        vault.distributeIncome(address(token), unit, 1, 2);
    }

    function test_distributeIncome_byTheAdmin() public {
        _buy(alice, token, _m2(1));
        _fund(admin, 1_000 * unit);
        _approve(admin, 1_000 * unit);
        vm.prank(admin);
        vault.distributeIncome(address(token), 1_000 * unit, 1, 2);
        assertEq(vault.claimableIncome(address(token), alice), unit);
    }

    function test_distributeIncome_revertsForZeroAnEmptyPeriodOrAnUnknownToken() public {
        vm.startPrank(fundManager);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.distributeIncome(address(token), 0, 1, 2);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.distributeIncome(address(token), unit, 2, 2);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vault.distributeIncome(stranger, unit, 1, 2);
        vm.stopPrank();
    }

    function test_distributeIncome_revertsWhenNoBaseUnitGetsAShare() public {
        // 1,000 M2 = 1e21 base units: 999 stablecoin base units give each less than 1e-18 of a base unit.
        _fund(fundManager, 999);
        _approve(fundManager, 999);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.IncomeTooSmall.selector, 999));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), 999, 1, 2);
    }

    function test_distributeIncome_worksWhilePausedAndRevertsAfterASweep() public {
        _buy(alice, token, _m2(1));
        _pause();
        _distribute(token, 1_000 * unit);
        assertEq(vault.claimableIncome(address(token), alice), unit);
        vm.prank(admin);
        vault.emergencySweep();
        _fund(fundManager, unit);
        _approve(fundManager, unit);
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(fundManager);
        vault.distributeIncome(address(token), unit, 1, 2);
    }

    function test_recordIncome_revertsForAnyoneButTheVault() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, fundManager));
        vm.prank(fundManager);
        token.recordIncome(unit);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, alice));
        vm.prank(alice);
        token.takeIncome(alice, 1);
    }

    function test_recordIncome_revertsPastTheLifetimeLimit() public {
        // 2^59 income units of a millionth of the stablecoin: 576,460,752,303.423488 of it over the property's life.
        uint256 limit = 576_460_752_303_423_488 * unit / 1e6;
        assertEq(token.MAX_INCOME_UNITS() * token.incomeUnit(), limit);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.IncomeLimitReached.selector, limit));
        vm.prank(address(vault));
        token.recordIncome(limit + TOTAL_M2);
        vm.prank(address(vault));
        token.recordIncome(limit); // exactly the limit (limit / 1,000 M2 is whole)
        (, uint256 perUnit) = token.incomeInfo();
        assertEq(perUnit, limit / TOTAL_M2);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.IncomeLimitReached.selector, limit));
        vm.prank(address(vault));
        token.recordIncome(TOTAL_M2); // the smallest distribution there is
    }

    function test_incomeUnit_isAMillionthOfTheStablecoin() public view {
        assertEq(token.incomeUnit(), unit / 1e6);
    }

    function test_distributeIncome_countsEachHolderFromItsEntry() public {
        // Five distributions of different sizes: bob, who arrives after the second, earns only the last three.
        _buy(alice, token, _m2(100));
        uint256 expected;
        for (uint256 i = 1; i <= 5; ++i) {
            _distribute(token, i * 1_000 * unit);
            expected += i * 1_000 * unit / TOTAL_M2;
            (uint256 count, uint256 perUnit) = token.incomeInfo();
            assertEq(count, i);
            assertEq(perUnit, expected);
            if (i == 2) _buy(bob, token, _m2(50));
        }
        assertEq(token.incomeOf(alice), 100 * expected);
        uint256 sinceBob = expected - (1_000 * unit + 2_000 * unit) / TOTAL_M2;
        assertEq(token.incomeOf(bob), 50 * sinceBob);
    }

    function test_distributeIncome_writesOnlyTheTradeSlotOfTheToken() public {
        // The accumulator and the count share the trade slot, which initialize wrote: no distribution ever starts a
        // storage slot, whatever the number of distributions before it (docs/income.md#gas).
        _buy(alice, token, _m2(100));
        bytes32 tradeSlot;
        for (uint256 i = 1; i <= 5; ++i) {
            vm.record();
            _distribute(token, 1_000 * unit);
            (, bytes32[] memory writes) = vm.accesses(address(token));
            assertEq(writes.length, 1);
            if (i == 1) tradeSlot = writes[0];
            assertEq(writes[0], tradeSlot);
        }
    }

    function test_distributeIncome_keepsEveryPackedNeighbour() public {
        // The books a distribution adds to are packed fields written whole (docs/income.md#gas): the pause flag,
        // the refund escrow, the fund manager, a bucket's registration and the token's trade terms stay as they
        // were, and each book grows by exactly its part.
        _buy(alice, token, _m2(10));
        _buy(alice, other, _m2(5));
        uint256 refundPrice = other.currentPrice();
        vm.prank(manager);
        registry.delistWithRefund(address(other), refundPrice, false);
        _pause();
        uint256 escrowed = vault.escrowed();
        assertGt(escrowed, 0);
        uint256 booked = vault.booked();
        uint256 held = vault.incomeHeld();
        uint256 bucket = vault.buckets(address(token));
        (uint256 price, uint256 lock, uint256 available) =
            (token.currentPrice(), token.lockDuration(), token.balanceOf(address(token)));
        (bool listed, bool sellEnabled, bool required) = (token.listed(), token.sellEnabled(), token.identityRequired());

        _distribute(token, 10_000 * unit); // 990 of 1,000 M2 unsold: the issuer's share is 9,900

        assertTrue(vault.paused());
        assertEq(vault.escrowed(), escrowed);
        assertEq(vault.fundManager(), fundManager);
        assertEq(vault.booked(), booked + 10_000 * unit);
        assertEq(vault.incomeHeld(), held + 100 * unit);
        assertEq(vault.buckets(address(token)), bucket + 9_900 * unit);
        assertEq(token.currentPrice(), price);
        assertEq(token.lockDuration(), lock);
        assertEq(token.balanceOf(address(token)), available);
        assertEq(token.listed(), listed);
        assertEq(token.sellEnabled(), sellEnabled);
        assertEq(token.identityRequired(), required);
        (uint256 count,) = token.incomeInfo();
        assertEq(count, 1);
        vm.prank(admin);
        vault.unpause();
        _buy(bob, token, _m2(1)); // the bucket is still registered
    }

    function test_distributeIncome_revertsWhenTheIncomeBooksWouldPass96Bits() public {
        // Every M2 sold: the whole amount is the holders', and the income books hold at most 2^96 - 1. One property
        // cannot get there (its lifetime limit is 9 billion of the stablecoin): the income held is set just below the
        // top (slot 1, bits 160-255, as test/fuzz/IncomeStorageLayout.t.sol checks).
        _buy(alice, token, _m2(TOTAL_M2));
        uint256 amount = 1_000 * unit;
        uint256 held = type(uint96).max - amount + 1;
        bytes32 slot1 = vm.load(address(vault), bytes32(uint256(1)));
        vm.store(address(vault), bytes32(uint256(1)), bytes32(uint256(uint160(uint256(slot1))) | held << 160));
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 96, held + amount));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
        _distribute(token, amount - TOTAL_M2);
        assertEq(vault.incomeHeld(), type(uint96).max - TOTAL_M2 + 1);
        assertEq(vault.fundManager(), fundManager);
    }

    // ----------------------------------------------------------------------------------------------
    // Trades and transfers never move income already earned
    // ----------------------------------------------------------------------------------------------

    function test_sell_keepsTheIncomeEarnedBeforeIt() public {
        _buy(alice, token, _m2(100));
        _distribute(token, 1_000 * unit);
        vm.warp(block.timestamp + LOCK);
        uint256 payout = _sell(alice, token, _m2(100));
        assertEq(token.balanceOf(alice), 0);
        assertEq(vault.claimableIncome(address(token), alice), 100 * unit);
        _distribute(token, 1_000 * unit); // after the sale: nothing more for alice
        assertEq(_claim(alice, token), 100 * unit);
        assertEq(usdt.balanceOf(alice), payout + 100 * unit);
    }

    function test_transfer_incomeEarnedStaysWithTheSenderAndLaterIncomeFollowsTheM2() public {
        _buy(alice, token, _m2(100));
        _distribute(token, 1_000 * unit);
        vm.warp(block.timestamp + LOCK);
        vm.prank(alice);
        token.transfer(bob, _m2(40));
        _distribute(token, 2_000 * unit);
        assertEq(vault.claimableIncome(address(token), alice), 100 * unit + 60 * 2 * unit);
        assertEq(vault.claimableIncome(address(token), bob), 40 * 2 * unit);
    }

    function test_buy_newM2EarnOnlyLaterDistributions() public {
        _buy(alice, token, _m2(100));
        _distribute(token, 1_000 * unit);
        _buy(alice, token, _m2(100));
        assertEq(vault.claimableIncome(address(token), alice), 100 * unit);
        _distribute(token, 1_000 * unit);
        assertEq(vault.claimableIncome(address(token), alice), 100 * unit + 200 * unit);
    }

    function test_balanceChanges_leaveLessThanOneIncomeUnitEach() public {
        // 3 base units of the stablecoin per M2 base unit × 10^-18 do not divide into whole income units: each
        // balance change rounds the account's past in the protocol's favour by less than one unit, and the
        // unit's fractions stay in the vault.
        uint256 iu = token.incomeUnit();
        _buy(alice, token, 333_333_333_333_333_333); // 0.33… M2
        _distribute(token, 7 * unit * TOTAL_M2 / 3 + 1); // 0.77… of the stablecoin for alice
        uint256 before = token.incomeOf(alice);
        vm.warp(block.timestamp + LOCK);
        vm.startPrank(alice);
        for (uint256 i; i < 5; ++i) {
            token.transfer(bob, 1);
        }
        vm.stopPrank();
        uint256 afterward = token.incomeOf(alice);
        assertLe(afterward, before);
        assertGe(afterward + 5 * iu, before);
        // In all, never more than the exact share of the balances held, and short of it by less than one unit per
        // balance change and one for the whole units a claim pays.
        (, uint256 perUnitBefore) = token.incomeInfo();
        _distribute(token, 1_000 * unit);
        (, uint256 perUnitAfter) = token.incomeInfo();
        uint256 exact = 333_333_333_333_333_333 * perUnitBefore / SCALE
            + token.balanceOf(alice) * (perUnitAfter - perUnitBefore) / SCALE;
        assertLe(token.incomeOf(alice), exact + 1);
        assertGe(token.incomeOf(alice) + 6 * iu, exact);
        assertEq(token.incomeOf(alice) % iu, 0);
    }

    function test_claimRefund_keepsTheIncomeOfTheRetiredM2() public {
        _buy(alice, token, _m2(10));
        _distribute(token, 1_000 * unit);
        uint256 price = token.currentPrice();
        vm.prank(manager);
        registry.delistWithRefund(address(token), price, false);
        vm.prank(alice);
        vault.claimRefund(address(token));
        assertEq(token.balanceOf(alice), 0);
        assertEq(_claim(alice, token), 10 * unit);
    }

    // ----------------------------------------------------------------------------------------------
    // claimIncome
    // ----------------------------------------------------------------------------------------------

    function test_claimIncome_paysManyPropertiesInOneTransfer() public {
        _buy(alice, token, _m2(100));
        _buy(alice, other, _m2(50));
        _distribute(token, 1_000 * unit);
        _distribute(other, 500 * unit);
        address[] memory tokens = new address[](2);
        tokens[0] = address(token);
        tokens[1] = address(other);
        vm.expectEmit(address(vault));
        emit IVaultTrader.IncomeClaimed(alice, address(token), 100 * unit);
        vm.expectEmit(address(vault));
        emit IVaultTrader.IncomeClaimed(alice, address(other), 50 * unit);
        vm.prank(alice);
        assertEq(vault.claimIncome(tokens), 150 * unit);
        assertEq(usdt.balanceOf(alice), 150 * unit);
        assertEq(vault.claimableIncome(address(token), alice), 0);
        assertEq(vault.claimableIncome(address(other), alice), 0);
    }

    function test_claimIncome_revertsWhenNothingIsDue() public {
        _buy(alice, token, _m2(1));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, alice));
        _claim(alice, token);
        _distribute(token, 1_000 * unit);
        _claim(alice, token);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, alice));
        _claim(alice, token);
    }

    function test_claimIncome_worksWhilePausedAndAfterASweep() public {
        _buy(alice, token, _m2(100));
        _buy(bob, token, _m2(100));
        _distribute(token, 1_000 * unit);
        _pause();
        assertEq(_claim(alice, token), 100 * unit);
        vm.prank(admin);
        vault.emergencySweep();
        // The sweep left bob's income in the vault.
        assertEq(usdt.balanceOf(address(vault)), 100 * unit);
        assertEq(_claim(bob, token), 100 * unit);
    }

    // ----------------------------------------------------------------------------------------------
    // reinvestIncome
    // ----------------------------------------------------------------------------------------------

    function test_reinvestIncome_buysM2WithIncomeAndKeepsTheRest() public {
        _buy(alice, token, _m2(500));
        _distribute(token, 20_000 * unit); // alice: 10,000
        uint256 price = token.currentPrice(); // 2,500
        uint256 bucketBefore = vault.buckets(address(token));
        vm.expectEmit(address(vault));
        emit IVaultTrader.IncomeReinvested(alice, address(token), _m2(3), 3 * price);
        vm.prank(alice);
        uint256 cost = vault.reinvestIncome(address(token), _m2(3), 3 * price, type(uint256).max, block.timestamp);
        assertEq(cost, 7_500 * unit);
        assertEq(token.balanceOf(alice), _m2(503));
        assertEq(vault.claimableIncome(address(token), alice), 2_500 * unit);
        assertEq(vault.buckets(address(token)), bucketBefore + cost);
        assertEq(usdt.balanceOf(address(vault)), vault.booked());
    }

    function test_reinvestIncome_revertsWhenTheIncomeIsShort() public {
        _buy(alice, token, _m2(500));
        _distribute(token, 2_000 * unit); // alice: 1,000
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.InsufficientIncome.selector, 2_500 * unit, 1_000 * unit));
        vm.prank(alice);
        vault.reinvestIncome(address(token), ONE_M2, type(uint256).max, type(uint256).max, block.timestamp);
    }

    function test_reinvestIncome_takesTheBoundsOfBuy() public {
        _buy(alice, token, _m2(500));
        _distribute(token, 20_000 * unit);
        vm.startPrank(alice);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SlippageExceeded.selector, 2_500 * unit, 2_499 * unit));
        vault.reinvestIncome(address(token), ONE_M2, 2_499 * unit, type(uint256).max, block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Expired.selector, block.timestamp - 1));
        vault.reinvestIncome(address(token), ONE_M2, type(uint256).max, type(uint256).max, block.timestamp - 1);
        vm.expectRevert(
            abi.encodeWithSelector(IVaultTrader.LockTooLong.selector, block.timestamp + LOCK, block.timestamp)
        );
        vault.reinvestIncome(address(token), ONE_M2, type(uint256).max, block.timestamp, block.timestamp);
        vm.stopPrank();
    }

    function test_reinvestIncome_revertsOnADelistedProperty() public {
        _buy(alice, token, _m2(500));
        _distribute(token, 20_000 * unit);
        _delistWithoutRefund(token);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.PropertyDelisted.selector, address(token)));
        vm.prank(alice);
        vault.reinvestIncome(address(token), ONE_M2, type(uint256).max, type(uint256).max, block.timestamp);
        // The income stays claimable.
        assertEq(_claim(alice, token), 10_000 * unit);
    }
}
