// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PropertyToken} from "../src/PropertyToken.sol";
import {TestUSDT} from "../src/TestUSDT.sol";
import {NoReturnUSDT} from "./mocks/NoReturnUSDT.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice The money flows with stablecoins other than the default 18-decimal one. Each concrete
///         suite below picks the stablecoin; every test here runs with each of them.
abstract contract StablecoinFlows is SystemFixture {
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty(); // 2,500 stablecoins per M2
    }

    function test_buy_chargesInTheStablecoinUnits() public {
        uint256 cost = _buy(alice, token, ONE_M2 * 5 / 2);
        assertEq(cost, 6_250 * unit);
        assertEq(usdt.balanceOf(address(vault)), cost);
        assertEq(vault.buckets(address(token)), cost);
    }

    function test_buy_roundsTheSmallestAmountUpToOneBaseUnit() public {
        assertEq(_buy(alice, token, 1), 1);
    }

    function test_buy_revertsWhenTheStablecoinTransferFails() public {
        _fund(alice, 2_500 * unit); // funded but nothing approved
        vm.expectRevert();
        vm.prank(alice);
        vault.buy(address(token), ONE_M2, 2_500 * unit, type(uint256).max, block.timestamp);
        assertEq(token.balanceOf(alice), 0, "no M2 without payment");
    }

    function test_sell_paysFromTheBucketThenTheGeneralBucket() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK);
        _walkPrice(token, 3_000 * unit);
        _deposit(address(0), 10_000 * unit);

        assertEq(_sell(alice, token, _m2(2)), 6_000 * unit);
        assertEq(usdt.balanceOf(alice), 6_000 * unit);
        assertEq(vault.buckets(address(token)), 0);
        assertEq(vault.generalBucket(), 9_000 * unit);
        assertEq(usdt.balanceOf(address(vault)), 9_000 * unit);
    }

    function test_withdrawFromBucket_paysOutWithTheStablecoin() public {
        _deposit(address(token), 123 * unit);
        _emptyBucket(address(token));
        assertEq(usdt.balanceOf(treasury), 123 * unit);
    }

    function test_emergencySweep_sendsEverything() public {
        uint256 cost = _buy(alice, token, _m2(1));
        _deposit(address(0), 50 * unit);
        _sweep();
        assertEq(usdt.balanceOf(treasury), cost + 50 * unit);
        assertEq(usdt.balanceOf(address(vault)), 0);
    }

    function test_quoteBuy_scalesWithTheStablecoinDecimals() public view {
        assertEq(vault.quoteBuy(address(token), ONE_M2), 2_500 * unit);
        assertEq(vault.quoteSell(address(token), ONE_M2 / 1_000), 2_500 * unit / 1_000);
    }
}

contract SixDecimalsStablecoinTest is StablecoinFlows {
    function _deployStablecoin() internal override returns (address) {
        return address(new TestUSDT("Test USDT", "USDT", 6, address(this)));
    }

    function test_unit_isOneMillionBaseUnits() public view {
        assertEq(unit, 1e6);
    }
}

/// @notice USDT-style stablecoin: transfer/transferFrom/approve return nothing (SafeERC20 copes).
contract NoReturnStablecoinTest is StablecoinFlows {
    function _deployStablecoin() internal override returns (address) {
        return address(new NoReturnUSDT());
    }

    function test_transfer_returnsNoData() public {
        _fund(alice, 1);
        vm.prank(alice);
        (bool ok, bytes memory data) = address(usdt).call(abi.encodeWithSignature("transfer(address,uint256)", bob, 1));
        assertTrue(ok);
        assertEq(data.length, 0, "like USDT: no return value");
    }

    function test_buy_revertsWithTheStablecoinsReason() public {
        _fund(alice, 2_500 * unit);
        vm.expectRevert(bytes("allowance"));
        vm.prank(alice);
        vault.buy(address(token), ONE_M2, 2_500 * unit, type(uint256).max, block.timestamp);
    }
}
