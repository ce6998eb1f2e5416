// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {ReentrantStablecoin} from "./mocks/ReentrantStablecoin.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice buy, sell and the quotes.
contract VaultTraderTradeTest is SystemFixture {
    PropertyToken internal token;
    uint256 internal price;

    function setUp() public override {
        super.setUp();
        token = _createProperty();
        price = token.currentPrice();
    }

    // ---------------------------------------------------------------- buy

    function test_buy_chargesTheCostIntoThePropertyBucket() public {
        uint256 cost = 3 * price;
        _fund(alice, cost);
        _approve(alice, cost);

        vm.expectEmit(address(vault));
        emit IVaultTrader.Bought(alice, address(token), _m2(3), cost, price);
        vm.prank(alice);
        uint256 charged = vault.buy(address(token), _m2(3), cost, type(uint256).max, block.timestamp);

        assertEq(charged, cost);
        assertEq(usdt.balanceOf(alice), 0);
        assertEq(usdt.balanceOf(address(vault)), cost);
        assertEq(vault.buckets(address(token)), cost);
        assertEq(vault.generalBucket(), 0);
        assertEq(token.balanceOf(alice), _m2(3));
        assertEq(token.balanceOf(address(token)), _m2(TOTAL_M2 - 3));
    }

    function test_buy_roundsTheCostUp() public {
        PropertyToken cheap = _createProperty("Cheap", 10, 3, LOCK); // 3 base units per M2
        uint256 cost = _buy(alice, cheap, ONE_M2 / 2); // 1.5 -> 2
        assertEq(cost, 2);
        assertEq(_buy(bob, cheap, 1), 1, "the smallest purchase still costs one base unit");
    }

    function test_buy_locksTheBoughtM2() public {
        _buy(alice, token, _m2(3));
        (uint256 locked, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(locked, _m2(3));
        assertEq(unlockTime, block.timestamp + LOCK);
    }

    function test_buy_canTakeEveryAvailableM2() public {
        _buy(alice, token, _m2(TOTAL_M2));
        assertEq(token.balanceOf(address(token)), 0);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, address(token), 0, 1));
        vm.prank(bob);
        vault.buy(address(token), 1, type(uint256).max, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsBeyondTheAvailableM2() public {
        uint256 tooMuch = _m2(TOTAL_M2) + 1;
        _fund(alice, 10_000_000 * unit);
        _approve(alice, type(uint256).max);
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientBalance.selector, address(token), _m2(TOTAL_M2), tooMuch
            )
        );
        vm.prank(alice);
        vault.buy(address(token), tooMuch, type(uint256).max, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsWhenTheCostExceedsMaxCost() public {
        uint256 cost = vault.quoteBuy(address(token), _m2(2));
        _fund(alice, cost);
        _approve(alice, cost);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SlippageExceeded.selector, cost, cost - 1));
        vm.prank(alice);
        vault.buy(address(token), _m2(2), cost - 1, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsAfterAPriceRiseAboveMaxCost() public {
        uint256 quoted = vault.quoteBuy(address(token), _m2(2));
        _walkPrice(token, price + 1);
        _fund(alice, 2 * quoted);
        _approve(alice, 2 * quoted);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SlippageExceeded.selector, quoted + 2, quoted));
        vm.prank(alice);
        vault.buy(address(token), _m2(2), quoted, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsWithoutAllowance() public {
        _fund(alice, price);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, address(vault), 0, price)
        );
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsWithoutTheStablecoin() public {
        _approve(alice, price);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, 0, price));
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsForADelistedProperty() public {
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        _fund(alice, price);
        _approve(alice, price);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.PropertyDelisted.selector, address(token)));
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vm.prank(alice);
        vault.buy(stranger, _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsForACloneTheRegistryDidNotCreate() public {
        // Anyone can clone the implementation, but the vault trades only registered properties.
        address rogue = Clones.clone(registry.tokenImplementation());
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, rogue));
        vm.prank(alice);
        vault.buy(rogue, _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsForZeroM2() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(alice);
        vault.buy(address(token), 0, price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsAboveTheLargestPossibleAmount() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vm.prank(alice);
        vault.buy(address(token), 2 ** 96, type(uint256).max, type(uint256).max, block.timestamp);
    }

    function test_buy_theSmallestPurchaseAtTheSmallestPriceCostsOneBaseUnit() public {
        // 1 base unit of M2 at 1 base unit per M2 is worth 1e-18: rounded up, never free. This is why
        // `buy` needs no zero-cost check.
        PropertyToken cheapest = _createProperty("Cheapest", 10, 1, LOCK);
        assertEq(_buy(alice, cheapest, 1), 1);
        assertEq(vault.buckets(address(cheapest)), 1);
    }

    function test_buy_letsTheLargestAmountThroughToTheSupplyCheck() public {
        // 2^96 - 1 passes the amount check; only the supply (smaller for every property) refuses it.
        uint256 largest = 2 ** 96 - 1;
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientBalance.selector, address(token), _m2(TOTAL_M2), largest
            )
        );
        vm.prank(alice);
        vault.buy(address(token), largest, type(uint256).max, type(uint256).max, block.timestamp);
    }

    function test_buy_canTakeTheWholeSupplyOfTheLargestProperty() public {
        PropertyToken largest = _createProperty("Largest", 1_208_925, 1, LOCK);
        assertEq(_buy(alice, largest, 1_208_925e18), 1_208_925);
        assertEq(largest.balanceOf(alice), 1_208_925e18);
    }

    function test_buy_revertsWhilePaused() public {
        _pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsAfterTheSweep() public {
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    function test_buy_revertsOnReentrancy() public {
        ReentrantStablecoin evil = new ReentrantStablecoin();
        _deploySystem(address(evil));
        token = _createProperty();
        evil.mint(alice, 10 * price);
        vm.prank(alice);
        evil.approve(address(vault), type(uint256).max);
        evil.arm(
            address(vault),
            abi.encodeCall(IVaultTrader.buy, (address(token), _m2(1), price, type(uint256).max, block.timestamp))
        );

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        vm.prank(alice);
        vault.buy(address(token), _m2(1), price, type(uint256).max, block.timestamp);
    }

    // ---------------------------------------------------------------- sell

    function test_sell_paysFromThePropertyBucket() public {
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + LOCK);

        vm.expectEmit(address(vault));
        emit IVaultTrader.Sold(alice, address(token), _m2(3), 3 * price, price, 0);
        vm.prank(alice);
        uint256 payout = vault.sell(address(token), _m2(3), 3 * price, block.timestamp);

        assertEq(payout, 3 * price);
        assertEq(usdt.balanceOf(alice), 3 * price);
        assertEq(vault.buckets(address(token)), price);
        assertEq(token.balanceOf(alice), _m2(1));
        assertEq(token.balanceOf(address(token)), _m2(TOTAL_M2 - 1), "M2 return to the token's balance");
    }

    function test_sell_takesTheShortfallFromTheGeneralBucket() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price); // now worth 4 * price, bucket holds 2 * price
        _deposit(address(0), 15 * price);

        vm.expectEmit(address(vault));
        emit IVaultTrader.Sold(alice, address(token), _m2(2), 4 * price, 2 * price, 2 * price);
        uint256 payout = _sell(alice, token, _m2(2));

        assertEq(payout, 4 * price);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(vault.generalBucket(), 13 * price);
        assertEq(usdt.balanceOf(address(vault)), 13 * price);
    }

    function test_sell_canEmptyThePropertyBucketExactly() public {
        uint256 cost = _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _deposit(address(0), 7 * price);

        vm.expectEmit(address(vault));
        emit IVaultTrader.Sold(alice, address(token), _m2(2), cost, price, 0);
        assertEq(_sell(alice, token, _m2(2)), cost);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(vault.generalBucket(), 7 * price, "the general bucket is not touched");
    }

    function test_sell_canTakeExactlyTheGeneralCapOfThePeriod() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price); // worth 4 * price, bucket 2 * price
        _deposit(address(0), 10 * price); // cap: 20 % = 2 * price

        vm.expectEmit(address(vault));
        emit IVaultTrader.GeneralBucketDrawn(address(token), 2 * price, 2 * price, 2 * price);
        assertEq(_sell(alice, token, _m2(2)), 4 * price);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(vault.generalBucket(), 8 * price);
        assertEq(usdt.balanceOf(alice), 4 * price);
        assertEq(vault.generalAllowance(address(token)), 0, "the period's cap is used up");
    }

    function test_sell_revertsOneBaseUnitAboveTheGeneralCap() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price);
        _deposit(address(0), 10 * price - 5); // cap: 2 * price - 1
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.GeneralCapExceeded.selector, 2 * price, 2 * price - 1));
        _sell(alice, token, _m2(2));
    }

    function test_sell_generalCapRenewsAfterSevenDays() public {
        assertEq(vault.GENERAL_PERIOD(), 7 days);
        assertEq(vault.GENERAL_CAP_BPS(), 2000);
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price); // worth 8 * price, bucket 4 * price
        _deposit(address(0), 15 * price); // cap of the period: 3 * price
        _sell(alice, token, _m2(3)); // 6 * price: 4 from the bucket, 2 from the general bucket
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.GeneralCapExceeded.selector, 2 * price, price));
        _sell(alice, token, _m2(1));
        vm.warp(block.timestamp + 7 days);
        assertEq(_sell(alice, token, _m2(1)), 2 * price, "a new period: 20 % of the 13 * price left");
    }

    /// A sale that needs exactly the whole general bucket is refused by the cap (20 % of it), never as short of
    /// funds: both buckets together hold the payout.
    function test_sell_revertsGeneralCapExceededWhenItNeedsExactlyTheWholeGeneralBucket() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price); // payout 4 * price, bucket 2 * price
        _deposit(address(0), 2 * price); // the general bucket holds exactly the rest
        uint256 room = (2 * price) * vault.GENERAL_CAP_BPS() / 10_000;
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.GeneralCapExceeded.selector, 2 * price, room));
        _sell(alice, token, _m2(2));
    }

    function test_sell_revertsInsufficientFundsOneBaseUnitShortOfBothBuckets() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 2 * price);
        _deposit(address(0), 2 * price - 1);

        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.InsufficientFunds.selector, 4 * price, 4 * price - 1));
        _sell(alice, token, _m2(2));
    }

    function test_sell_revertsWhenBothBucketsCannotPay() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 3 * price); // worth 6 * price, bucket 2 * price
        _deposit(address(0), 3 * price);

        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.InsufficientFunds.selector, 6 * price, 5 * price));
        _sell(alice, token, _m2(2));
    }

    function test_sell_revertsWhenTheBucketWasWithdrawn() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _emptyBucket(address(token));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.InsufficientFunds.selector, 2 * price, 0));
        _sell(alice, token, _m2(2));
    }

    function test_sell_roundsThePayoutDown() public {
        PropertyToken cheap = _createProperty("Cheap", 10, 3, LOCK); // 3 base units per M2
        _buy(alice, cheap, _m2(2));
        vm.warp(block.timestamp + LOCK);
        assertEq(_sell(alice, cheap, ONE_M2 / 2), 1, "1.5 rounds down");
    }

    function test_sell_revertsWhenThePayoutRoundsToZero() public {
        PropertyToken cheap = _createProperty("Cheap", 10, 3, LOCK);
        _buy(alice, cheap, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        _sell(alice, cheap, 1);
    }

    function test_sell_revertsBelowMinPayout() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SlippageExceeded.selector, price, price + 1));
        vm.prank(alice);
        vault.sell(address(token), _m2(1), price + 1, block.timestamp);
    }

    function test_sell_revertsTokensLockedForLockedM2() public {
        _buy(alice, token, _m2(2));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, alice, _m2(1), 0));
        _sell(alice, token, _m2(1));
    }

    function test_sell_revertsTokensLockedWithTheUnlockedAmount() public {
        _buyUnlockedThenLocked(alice, token, _m2(2), _m2(3));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, alice, _m2(2) + 1, _m2(2)));
        _sell(alice, token, _m2(2) + 1);
        assertEq(_sell(alice, token, _m2(2)), 2 * price, "the unlocked part still sells");
    }

    function test_sell_revertsBeyondTheBalance() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, _m2(2), _m2(3)));
        _sell(alice, token, _m2(3));
    }

    function test_sell_revertsWhileSellingBackIsDisabled() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _disableSellBack(token);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SellDisabled.selector, address(token)));
        _sell(alice, token, _m2(1));
    }

    function test_sell_revertsAfterDelistingWithRefund() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SellDisabled.selector, address(token)));
        _sell(alice, token, _m2(2));
    }

    function test_sell_revertsAfterDelistingWithoutRefund() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _delistWithoutRefund(token);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.SellDisabled.selector, address(token)));
        _sell(alice, token, _m2(2));
    }

    function test_sell_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        _sell(alice, PropertyToken(stranger), 1);
    }

    function test_sell_revertsForZeroM2() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        _sell(alice, token, 0);
    }

    function test_sell_revertsAboveTheLargestPossibleAmount() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        _sell(alice, token, 2 ** 96);
    }

    function test_sell_letsTheLargestAmountThroughToTheBalanceCheck() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        uint256 largest = 2 ** 96 - 1;
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, _m2(2), largest));
        _sell(alice, token, largest);
    }

    function test_sell_revertsWhilePaused() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        _pause();
        vm.expectRevert(Pausable.EnforcedPause.selector);
        _sell(alice, token, _m2(1));
    }

    function test_sell_revertsAfterTheSweep() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        _sweep();
        vm.expectRevert(IVaultTrader.ContractSwept.selector);
        _sell(alice, token, _m2(1));
    }

    function test_sell_revertsOnReentrancy() public {
        ReentrantStablecoin evil = new ReentrantStablecoin();
        _deploySystem(address(evil));
        token = _createProperty();
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        evil.arm(address(vault), abi.encodeCall(IVaultTrader.sell, (address(token), _m2(1), 0, block.timestamp)));

        vm.expectRevert(ReentrancyGuardTransient.ReentrancyGuardReentrantCall.selector);
        _sell(alice, token, _m2(1));
    }

    // ---------------------------------------------------------------- quotes

    function test_quoteBuy_matchesWhatBuyCharges() public {
        uint256 quoted = vault.quoteBuy(address(token), ONE_M2 / 3);
        assertEq(_buy(alice, token, ONE_M2 / 3), quoted);
        assertEq(quoted, (ONE_M2 / 3 * price + ONE_M2 - 1) / ONE_M2);
    }

    function test_quoteSell_matchesWhatSellPays() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        uint256 quoted = vault.quoteSell(address(token), ONE_M2 / 3);
        assertEq(_sell(alice, token, ONE_M2 / 3), quoted);
        assertEq(quoted, ONE_M2 / 3 * price / ONE_M2);
    }

    function test_quoteBuy_acceptsTheLargestAmount() public view {
        uint256 largest = 2 ** 96 - 1;
        assertEq(vault.quoteBuy(address(token), largest), (largest * price + ONE_M2 - 1) / ONE_M2);
        assertEq(vault.quoteSell(address(token), largest), largest * price / ONE_M2);
    }

    function test_quoteBuy_revertsAboveTheLargestAmount() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.quoteBuy(address(token), 2 ** 96);
    }

    function test_quoteSell_revertsAboveTheLargestAmount() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.quoteSell(address(token), 2 ** 96);
    }

    function test_quoteBuy_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vault.quoteBuy(stranger, 1);
    }

    function test_quoteSell_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.UnknownProperty.selector, stranger));
        vault.quoteSell(stranger, 1);
    }

    function test_quoteSell_revertsForZeroM2() public {
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.quoteSell(address(token), 0);
    }

    // ---------------------------------------------------------------- fuzz

    function testFuzz_buy_chargesTheRoundedUpCost(uint256 m2, uint256 pricePerM2) public {
        pricePerM2 = bound(pricePerM2, 1, 1e10 * unit);
        m2 = bound(m2, 1, _m2(TOTAL_M2));
        PropertyToken fuzzed = _createProperty("Fuzz", TOTAL_M2, pricePerM2, LOCK);
        uint256 cost = _buy(alice, fuzzed, m2);

        assertEq(cost, (m2 * pricePerM2 + ONE_M2 - 1) / ONE_M2);
        assertGe(cost * ONE_M2, m2 * pricePerM2, "never below the exact value");
        assertLt((cost - 1) * ONE_M2, m2 * pricePerM2, "at most one base unit above it");
        assertEq(vault.buckets(address(fuzzed)), cost);
        assertEq(fuzzed.balanceOf(alice), m2);
    }

    function testFuzz_sell_paysTheRoundedDownPayout(uint256 m2, uint256 pricePerM2, uint256 newPrice) public {
        pricePerM2 = bound(pricePerM2, 1, 1e10 * unit);
        newPrice = bound(newPrice, 1, 1e10 * unit);
        // The sale price is the creation price (its bucket pays the whole sale): rounding is what counts.
        newPrice = pricePerM2 % 2 == 0 ? newPrice : pricePerM2;
        PropertyToken fuzzed = _createProperty("Fuzz", TOTAL_M2, newPrice, LOCK);
        _buy(alice, fuzzed, _m2(TOTAL_M2));
        vm.warp(block.timestamp + LOCK);

        m2 = bound(m2, 1, _m2(TOTAL_M2));
        uint256 expected = m2 * newPrice / ONE_M2;
        if (expected == 0) {
            vm.expectRevert(IVaultTrader.InvalidInput.selector);
            _sell(alice, fuzzed, m2);
            return;
        }
        assertEq(_sell(alice, fuzzed, m2), expected);
        assertLe(expected * ONE_M2, m2 * newPrice, "never above the exact value");
        assertEq(usdt.balanceOf(alice), expected);
    }

    function testFuzz_buyThenSell_neverProfitsAtAnUnchangedPrice(uint256 m2, uint256 pricePerM2) public {
        pricePerM2 = bound(pricePerM2, 1, 1e10 * unit);
        m2 = bound(m2, 1, _m2(TOTAL_M2));
        PropertyToken fuzzed = _createProperty("Fuzz", TOTAL_M2, pricePerM2, LOCK);
        uint256 cost = _buy(alice, fuzzed, m2);
        vm.warp(block.timestamp + LOCK);
        uint256 payout = vault.quoteSell(address(fuzzed), m2);
        if (payout > 0) assertEq(_sell(alice, fuzzed, m2), payout);
        assertLe(payout, cost);
        assertLe(cost - payout, 1, "the round trip loses at most one base unit");
    }
}

