// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IPropertyLens} from "../src/interfaces/IPropertyLens.sol";
import {MasterRegistry} from "../src/MasterRegistry.sol";
import {PropertyLens} from "../src/PropertyLens.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

contract PropertyLensTest is SystemFixture {
    PropertyToken internal villa;
    PropertyToken internal lofts;

    function setUp() public override {
        super.setUp();
        villa = _createProperty("Sunset Villa", 1_000, 2_500 * unit, LOCK);
        lofts = _createProperty("Harbour Lofts", 400, 1_000 * unit, 7 days);
    }

    // ---------------------------------------------------------------- getAllPropertyViews

    function test_getAllPropertyViews_isEmptyWithoutProperties() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        PropertyLens freshLens = new PropertyLens(address(fresh));
        assertEq(freshLens.getPropertyViewsPage(0, 100).length, 0);
    }

    function test_getAllPropertyViews_returnsEveryFigureOfAFreshProperty() public view {
        IPropertyLens.PropertyView[] memory views = lens.getPropertyViewsPage(0, 100);
        assertEq(views.length, 2);
        IPropertyLens.PropertyView memory v = views[1];
        assertEq(v.token, address(lofts));
        assertEq(v.name, "Harbour Lofts");
        assertEq(v.initialPrice, 1_000 * unit);
        assertEq(v.currentPrice, 1_000 * unit);
        assertEq(v.totalM2, 400);
        assertEq(v.lockDuration, 7 days);
        assertEq(v.soldM2, 0);
        assertEq(v.availableM2, _m2(400));
        assertEq(v.bucketBalance, 0);
        assertEq(v.soldValue, 0);
        assertEq(v.availableValue, 400_000 * unit);
        assertFalse(v.hasActiveBucket);
        assertFalse(v.hasUserInvestments);
        assertTrue(v.isSellEnabled);
        assertTrue(v.isListed);
        assertFalse(v.refund);
        assertFalse(v.isLiquidityInsufficient);
    }

    function test_getAllPropertyViews_followsTradesAndPrices() public {
        uint256 cost = _buy(alice, villa, _m2(10));
        _walkPrice(villa, 3_000 * unit);

        IPropertyLens.PropertyView memory v = lens.getPropertyViewsPage(0, 100)[0];
        assertEq(v.currentPrice, 3_000 * unit);
        assertEq(v.initialPrice, 2_500 * unit);
        assertEq(v.soldM2, _m2(10));
        assertEq(v.availableM2, _m2(990));
        assertEq(v.bucketBalance, cost);
        assertEq(v.soldValue, 30_000 * unit, "value of the sold M2 at the current price");
        assertEq(v.availableValue, 990 * 3_000 * unit);
        assertTrue(v.hasActiveBucket);
        assertTrue(v.hasUserInvestments);
        assertTrue(v.isLiquidityInsufficient, "bucket 25,000 < sold value 30,000 with selling enabled");
    }

    function test_getAllPropertyViews_flagsInsufficientLiquidityOnlyWhenSellingIsEnabled() public {
        _buy(alice, villa, _m2(10));
        _emptyBucket(address(villa));
        assertTrue(lens.getPropertyView(address(villa)).isLiquidityInsufficient);

        _disableSellBack(villa);
        IPropertyLens.PropertyView memory v = lens.getPropertyView(address(villa));
        assertFalse(v.isLiquidityInsufficient);
        assertFalse(v.hasActiveBucket);
        assertTrue(v.hasUserInvestments);
    }

    function test_getAllPropertyViews_reportsDelistingAndRefunds() public {
        vm.prank(manager);
        registry.delistProperty(address(villa), true);
        _delistWithoutRefund(lofts);

        IPropertyLens.PropertyView[] memory views = lens.getPropertyViewsPage(0, 100);
        assertFalse(views[0].isListed);
        assertTrue(views[0].refund);
        assertTrue(views[0].isSellEnabled);
        assertFalse(views[1].isListed);
        assertFalse(views[1].refund);
        assertFalse(views[1].isSellEnabled);
    }

    function test_getPropertyView_aRefundDelistingIsNotFlaggedShortOfLiquidity() public {
        _buy(alice, villa, _m2(10));
        // The refund (refund price x sold M2) is escrowed from the bucket: the bucket is now empty, yet nobody
        // sells back from it; holders claim from the pool.
        vm.prank(manager);
        registry.delistProperty(address(villa), true);
        IPropertyLens.PropertyView memory v = lens.getPropertyView(address(villa));
        assertTrue(v.refund);
        assertLt(v.bucketBalance, v.soldValue);
        assertFalse(v.isLiquidityInsufficient);
    }

    function test_getSystemStatus_readsZerosBeforeTheVaultIsSet() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        PropertyLens freshLens = new PropertyLens(address(fresh));
        IPropertyLens.SystemStatus memory status = freshLens.getSystemStatus();
        assertEq(status.registry, address(fresh));
        assertEq(status.vaultTrader, address(0));
        assertEq(status.usdt, address(0));
        assertEq(status.propertyCount, 0);
    }

    // ---------------------------------------------------------------- getPropertyView

    function test_getPropertyView_matchesTheListEntry() public {
        _buy(bob, lofts, _m2(3));
        IPropertyLens.PropertyView memory one = lens.getPropertyView(address(lofts));
        IPropertyLens.PropertyView memory listed = lens.getPropertyViewsPage(0, 100)[1];
        assertEq(keccak256(abi.encode(one)), keccak256(abi.encode(listed)));
    }

    function test_getPropertyView_roundsTheValuesDown() public {
        PropertyToken cheap = _createProperty("Cheap", 10, 3, LOCK); // 3 base units per M2
        uint256 cost = _buy(alice, cheap, ONE_M2 / 2); // 1.5 base units, charged 2
        IPropertyLens.PropertyView memory v = lens.getPropertyView(address(cheap));
        assertEq(cost, 2);
        assertEq(v.soldM2, ONE_M2 / 2);
        assertEq(v.soldValue, 1, "0.5 M2 x 3 = 1.5 rounds down to 1, not up to 2");
        assertEq(v.availableValue, 28, "9.5 M2 x 3 = 28.5 rounds down to 28");
        assertEq(v.bucketBalance, 2);
        assertFalse(v.isLiquidityInsufficient);

        // 1.5 rounded down is 1: a bucket of 1 still covers it, a bucket of 0 does not.
        _emptyBucket(address(cheap));
        _deposit(address(cheap), 1);
        assertFalse(lens.getPropertyView(address(cheap)).isLiquidityInsufficient, "bucket 1 = sold value 1");
    }

    function test_getPropertyView_liquidityIsSufficientWhenTheBucketEqualsTheSoldValue() public {
        uint256 cost = _buy(alice, villa, _m2(10));
        IPropertyLens.PropertyView memory v = lens.getPropertyView(address(villa));
        assertEq(v.bucketBalance, cost);
        assertEq(v.soldValue, cost);
        assertFalse(v.isLiquidityInsufficient);

        _walkPrice(villa, 2_500 * unit + 1);
        assertTrue(lens.getPropertyView(address(villa)).isLiquidityInsufficient, "one base unit short");
    }

    function test_getPropertyView_revertsForAnUnknownToken() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.UnknownProperty.selector, stranger));
        lens.getPropertyView(stranger);
    }

    // ---------------------------------------------------------------- getAccountPositions

    function test_getAccountPositions_listsEveryPropertyWithBalanceAndLock() public {
        _buy(alice, villa, _m2(5));
        vm.warp(block.timestamp + 1 days);
        _buy(alice, lofts, _m2(2));

        IPropertyLens.AccountPosition[] memory positions = lens.getAccountPositionsPage(alice, 0, 100);
        assertEq(positions.length, 2);
        assertEq(positions[0].token, address(villa));
        assertEq(positions[0].balance, _m2(5));
        assertEq(positions[0].lockedAmount, _m2(5));
        assertEq(positions[0].unlockTime, block.timestamp - 1 days + LOCK);
        assertEq(positions[0].unlockedBalance, 0);
        assertEq(positions[1].token, address(lofts));
        assertEq(positions[1].balance, _m2(2));

        vm.warp(block.timestamp + 7 days);
        positions = lens.getAccountPositionsPage(alice, 0, 100);
        assertEq(positions[1].lockedAmount, 0);
        assertEq(positions[1].unlockedBalance, _m2(2));
        assertEq(positions[0].lockedAmount, _m2(5), "the villa lock still runs");
    }

    function test_getAccountPositions_includesZeroBalances() public view {
        IPropertyLens.AccountPosition[] memory positions = lens.getAccountPositionsPage(stranger, 0, 100);
        assertEq(positions.length, 2);
        assertEq(positions[0].balance + positions[1].balance, 0);
    }

    // ---------------------------------------------------------------- getSystemStatus

    function test_getPropertyViewsPage_aPageOf100CostsUnder5MGas() public {
        for (uint256 i; i < 105; ++i) {
            _createProperty("A property with a name of an ordinary length", 1_000, unit, LOCK);
        }
        uint256 before = gasleft();
        IPropertyLens.PropertyView[] memory page = lens.getPropertyViewsPage(3, 100);
        uint256 used = before - gasleft();
        assertEq(page.length, 100);
        assertLt(used, 5_000_000, "a page of 100 properties");
        before = gasleft();
        lens.getAccountPositionsPage(alice, 3, 100);
        assertLt(before - gasleft(), 5_000_000, "a page of 100 positions");
        before = gasleft();
        registry.getAllProperties(3, 100);
        assertLt(before - gasleft(), 5_000_000, "a page of 100 registry entries");
        assertEq(lens.getPropertyViewsPage(100, 100).length, registry.propertyCount() - 100, "the last page");
    }

    function test_getSystemStatus_reportsTheWholeSystem() public {
        uint256 villaCost = _buy(alice, villa, _m2(2));
        uint256 loftsCost = _buy(bob, lofts, _m2(3));
        _deposit(address(0), 77 * unit);

        IPropertyLens.SystemStatus memory status = lens.getSystemStatus();
        assertEq(status.registry, address(registry));
        assertEq(status.vaultTrader, address(vault));
        assertEq(status.usdt, address(usdt));
        assertEq(status.fundManager, fundManager);
        assertFalse(status.paused);
        assertFalse(status.emergencySwept);
        assertEq(status.generalBucket, 77 * unit);
        assertEq(status.totalBuckets, villaCost + loftsCost);
        assertEq(status.propertyCount, 2);
    }

    function test_getSystemStatus_reportsPauseAndSweep() public {
        _pause();
        assertTrue(lens.getSystemStatus().paused);
        _sweep();
        IPropertyLens.SystemStatus memory status = lens.getSystemStatus();
        assertTrue(status.emergencySwept);
        assertEq(status.totalBuckets, 0);
    }
}
