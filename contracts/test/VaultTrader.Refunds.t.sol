// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice Delisting with a refund is an escrow: funded at delisting, claimed pro rata by every holder
///         whether locked or not, topped up when short, closed after its window (docs/money-rules.md).
contract VaultTraderRefundsTest is SystemFixture {
    PropertyToken internal token;
    uint256 internal price;

    function setUp() public override {
        super.setUp();
        token = _createProperty();
        price = token.currentPrice();
    }

    function _delistWithRefund(uint256 refundPrice, bool allowPartial) internal {
        vm.prank(manager);
        registry.delistWithRefund(address(token), refundPrice, allowPartial);
    }

    function test_claimRefund_paysALockedHolderAndRetiresAllItsM2() public {
        _buy(alice, token, _m2(3)); // locked for 30 days
        _delistWithRefund(price, false);
        vm.expectEmit(address(vault));
        emit IVaultTrader.RefundClaimed(address(token), alice, _m2(3), 3 * price);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 3 * price);
        assertEq(token.balanceOf(alice), 0);
        assertEq(usdt.balanceOf(alice), 3 * price);
        assertEq(vault.escrowed(), 0);
    }

    function test_claimRefund_shortPoolPaysEveryoneTheSameFraction() public {
        _buy(alice, token, _m2(3));
        _buy(bob, token, _m2(1));
        _emptyBucket(address(token)); // the bucket left before delisting
        _deposit(address(token), 2 * price); // half of the refund
        _delistWithRefund(price, true);

        vm.prank(bob);
        assertEq(vault.claimRefund(address(token)), price / 2, "half, not first come first served");
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 3 * price / 2);
    }

    function test_fundRefund_topUpLetsEarlierClaimantsClaimTheDifference() public {
        _buy(alice, token, _m2(3));
        _buy(bob, token, _m2(1));
        _emptyBucket(address(token));
        _deposit(address(token), 2 * price);
        _delistWithRefund(price, true);
        vm.prank(bob);
        vault.claimRefund(address(token));

        _fund(stranger, 2 * price);
        vm.startPrank(stranger);
        usdt.approve(address(vault), 2 * price);
        vm.expectEmit(address(vault));
        emit IVaultTrader.RefundFunded(address(token), stranger, 2 * price, 4 * price);
        vault.fundRefund(address(token), 2 * price);
        vm.stopPrank();

        vm.prank(bob);
        assertEq(vault.claimRefund(address(token)), price / 2, "the difference after the top-up");
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), 3 * price);
        assertEq(usdt.balanceOf(address(vault)), 0);
    }

    function test_fundRefund_revertsAboveWhatThePoolMisses() public {
        _buy(alice, token, _m2(1));
        _delistWithRefund(price, false);
        _fund(stranger, 1);
        vm.startPrank(stranger);
        usdt.approve(address(vault), 1);
        vm.expectRevert(IVaultTrader.InvalidInput.selector);
        vault.fundRefund(address(token), 1);
        vm.stopPrank();
    }

    function test_fundRefund_revertsWithoutAPool() public {
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NoRefundPool.selector, address(token)));
        vault.fundRefund(address(token), 1);
    }

    function test_claimRefund_revertsWithNothingToClaim() public {
        _buy(alice, token, _m2(1));
        _delistWithRefund(price, false);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, bob));
        vm.prank(bob);
        vault.claimRefund(address(token));
        vm.prank(alice);
        vault.claimRefund(address(token));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, alice));
        vm.prank(alice);
        vault.claimRefund(address(token));
    }

    function test_claimRefund_revertsWithoutARefundDelisting() public {
        _buy(alice, token, _m2(1));
        _delistWithoutRefund(token);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.NoRefundPool.selector, address(token)));
        vm.prank(alice);
        vault.claimRefund(address(token));
    }

    function test_claimRefund_worksWhilePaused() public {
        _buy(alice, token, _m2(1));
        _delistWithRefund(price, false);
        _pause();
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), price);
    }

    function test_claimRefund_revertsAfterTheWindow() public {
        _buy(alice, token, _m2(1));
        _delistWithRefund(price, false);
        uint256 deadline = block.timestamp + 730 days;
        assertEq(vault.REFUND_WINDOW(), 730 days);
        vm.warp(deadline + 1);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundWindowOver.selector, deadline));
        vm.prank(alice);
        vault.claimRefund(address(token));
    }

    function test_closeRefund_movesTheUnclaimedRestToTheGeneralBucketAfterTheWindow() public {
        _buy(alice, token, _m2(2));
        _delistWithRefund(price, false);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundWindowOpen.selector, block.timestamp + 730 days));
        vm.prank(fundManager);
        vault.closeRefund(address(token));
        vm.warp(block.timestamp + 730 days + 1);
        vm.expectEmit(address(vault));
        emit IVaultTrader.RefundClosed(address(token), 2 * price);
        vm.prank(fundManager);
        assertEq(vault.closeRefund(address(token)), 2 * price);
        assertEq(vault.generalBucket(), 2 * price);
        assertEq(vault.escrowed(), 0);
    }

    function test_closeRefund_revertsForOthers() public {
        _buy(alice, token, _m2(2));
        _delistWithRefund(price, false);
        vm.warp(block.timestamp + 731 days);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, manager));
        vm.prank(manager);
        vault.closeRefund(address(token));
    }

    function test_withdrawFromBucket_neverTouchesARefundPool() public {
        uint256 cost = _buy(alice, token, _m2(2));
        _deposit(address(token), 7 * unit);
        _delistWithRefund(price, false);
        _emptyBucket(address(token));
        assertEq(usdt.balanceOf(treasury), 7 * unit, "only what exceeds the refund");
        assertEq(usdt.balanceOf(address(vault)), cost);
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0));
        vm.prank(fundManager);
        vault.withdrawFromBucket(address(token), treasury);
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), cost);
    }

    function test_delistWithRefund_takesTheGeneralBucketOnlyWithinItsCap() public {
        _buy(alice, token, _m2(2));
        _emptyBucket(address(token));
        _deposit(address(0), 5 * price); // cap 1 * price of the 2 * price refund
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundUnderfunded.selector, 2 * price, price));
        _delistWithRefund(price, false);
        _delistWithRefund(price, true);
        assertEq(vault.refundPools(address(token)).funded, price);
        assertEq(vault.generalBucket(), 4 * price);
    }

    function test_claimableRefund_readsWhatAClaimPays() public {
        _buy(alice, token, _m2(2));
        _delistWithRefund(price, false);
        assertEq(vault.claimableRefund(address(token), alice), 2 * price);
        assertEq(vault.claimableRefund(address(token), bob), 0);
    }

    function test_retireFrom_emitsTheTransferBackToTheToken() public {
        _buy(alice, token, _m2(2));
        _delistWithRefund(price, false);
        vm.expectEmit(address(token));
        emit IERC20.Transfer(alice, address(token), _m2(2));
        vm.prank(alice);
        vault.claimRefund(address(token));
    }
}
