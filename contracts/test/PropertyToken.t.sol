// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Errors} from "@openzeppelin/contracts/interfaces/draft-IERC6093.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

contract PropertyTokenTest is SystemFixture {
    PropertyToken internal token;

    function setUp() public override {
        super.setUp();
        token = _createProperty();
    }

    // ---------------------------------------------------------------- initialize

    function test_initialize_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, stranger));
        vm.prank(stranger);
        token.initialize("Hijack", "M2-X", 1, 1, 1);
    }

    function test_initialize_revertsWhenCalledAgain() public {
        vm.expectRevert(IPropertyToken.AlreadyInitialized.selector);
        vm.prank(address(registry));
        token.initialize("Again", "M2-X", 1, 1, 1);
    }

    function test_initialize_mintsTheWholeSupplyToTheTokenItself() public {
        address expected = vm.computeCreateAddress(address(registry), vm.getNonce(address(registry)));
        vm.expectEmit(expected);
        emit IERC20.Transfer(address(0), expected, 250e18);
        PropertyToken lofts = _createProperty("Harbour Lofts", 250, unit, LOCK);
        assertEq(address(lofts), expected);
        assertEq(lofts.balanceOf(address(lofts)), 250e18);
    }

    function test_initialize_implementationStaysEmpty() public view {
        PropertyToken implementation = PropertyToken(registry.tokenImplementation());
        assertEq(implementation.totalSupply(), 0);
        assertEq(implementation.name(), "");
    }

    // ---------------------------------------------------------------- ERC-20 surface

    function test_decimals_is18() public view {
        assertEq(token.decimals(), 18);
    }

    function test_balanceOf_tracksPurchases() public {
        _buy(alice, token, _m2(3));
        assertEq(token.balanceOf(alice), _m2(3));
        assertEq(token.balanceOf(address(token)), _m2(TOTAL_M2 - 3));
        assertEq(token.totalSupply(), _m2(TOTAL_M2));
    }

    function test_transfer_movesUnlockedM2() public {
        _buy(alice, token, _m2(3));
        vm.warp(block.timestamp + LOCK);
        vm.prank(alice);
        assertTrue(token.transfer(bob, _m2(2)));
        assertEq(token.balanceOf(alice), _m2(1));
        assertEq(token.balanceOf(bob), _m2(2));
        (uint256 locked,, uint256 unlocked) = token.getLockInfo(bob);
        assertEq(locked, 0, "received M2 are never locked");
        assertEq(unlocked, _m2(2));
    }

    function test_transfer_emitsTransfer() public {
        _buy(alice, token, _m2(3));
        vm.warp(block.timestamp + LOCK);
        vm.expectEmit(address(token));
        emit IERC20.Transfer(alice, bob, _m2(2));
        vm.prank(alice);
        token.transfer(bob, _m2(2));
    }

    function test_transfer_revertsTransferLockedForLockedM2() public {
        _buy(alice, token, _m2(3));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, block.timestamp + LOCK));
        vm.prank(alice);
        token.transfer(bob, 1);
    }

    function test_transfer_revertsTransferLockedUntilTheUnlockTime() public {
        _buy(alice, token, _m2(3));
        uint256 unlockTime = block.timestamp + LOCK;
        vm.warp(unlockTime - 1);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, unlockTime));
        vm.prank(alice);
        token.transfer(bob, _m2(3));

        vm.warp(unlockTime);
        vm.prank(alice);
        assertTrue(token.transfer(bob, _m2(3)), "transferable from the unlock time on");
        assertEq(token.balanceOf(bob), _m2(3));
    }

    function test_transfer_revertsTransferLockedWithTheLaterDateOfAnExtendedLock() public {
        uint256 start = block.timestamp;
        _buy(alice, token, _m2(2));
        vm.warp(start + 10 days);
        _buy(alice, token, _m2(1)); // joins the running lock, which now ends 10 days later
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, start + 10 days + LOCK));
        vm.prank(alice);
        token.transfer(bob, 1);
    }

    function test_transfer_allowsTheUnlockedPartOfALockedBalance() public {
        uint256 unlockTime = _buyUnlockedThenLocked(alice, token, _m2(2), _m2(5));
        vm.prank(alice);
        token.transfer(bob, _m2(2));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, unlockTime));
        vm.prank(alice);
        token.transfer(bob, 1);
    }

    function test_transfer_revertsInsufficientBalanceBeyondALockedBalance() public {
        _buy(alice, token, _m2(3));
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, _m2(3), _m2(3) + 1)
        );
        vm.prank(alice);
        token.transfer(bob, _m2(3) + 1);
    }

    function test_transfer_revertsIntoTheTokenItself() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferRestricted.selector, alice, address(token)));
        vm.prank(alice);
        token.transfer(address(token), _m2(1));
    }

    function test_transfer_revertsToTheVaultTrader() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferRestricted.selector, alice, address(vault)));
        vm.prank(alice);
        token.transfer(address(vault), _m2(1));
    }

    function test_transfer_revertsBeyondTheBalance() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(
            abi.encodeWithSelector(IERC20Errors.ERC20InsufficientBalance.selector, alice, _m2(1), _m2(1) + 1)
        );
        vm.prank(alice);
        token.transfer(bob, _m2(1) + 1);
    }

    function test_transfer_revertsToTheZeroAddress() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InvalidReceiver.selector, address(0)));
        vm.prank(alice);
        token.transfer(address(0), 1);
    }

    function test_transferFrom_movesUnlockedM2WithAnAllowance() public {
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + LOCK);
        vm.prank(alice);
        token.approve(bob, _m2(3));
        vm.prank(bob);
        assertTrue(token.transferFrom(alice, stranger, _m2(3)));
        assertEq(token.balanceOf(stranger), _m2(3));
        assertEq(token.allowance(alice, bob), 0);
    }

    function test_transferFrom_revertsTransferLockedForLockedM2() public {
        _buy(alice, token, _m2(4));
        vm.prank(alice);
        token.approve(bob, _m2(4));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, block.timestamp + LOCK));
        vm.prank(bob);
        token.transferFrom(alice, bob, _m2(1));
    }

    function test_transferFrom_movesTheUnlockedPartOnly() public {
        uint256 unlockTime = _buyUnlockedThenLocked(alice, token, _m2(2), _m2(5));
        vm.prank(alice);
        token.approve(bob, _m2(7));
        vm.prank(bob);
        assertTrue(token.transferFrom(alice, stranger, _m2(2)));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, unlockTime));
        vm.prank(bob);
        token.transferFrom(alice, stranger, 1);
        assertEq(token.allowance(alice, bob), _m2(5), "the refused transfer spent no allowance");
    }

    function test_transferFrom_revertsIntoTheTokenItself() public {
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + LOCK);
        vm.prank(alice);
        token.approve(bob, _m2(4));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferRestricted.selector, alice, address(token)));
        vm.prank(bob);
        token.transferFrom(alice, address(token), _m2(1));
    }

    function test_transferFrom_revertsWithoutAllowance() public {
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + LOCK);
        vm.expectRevert(abi.encodeWithSelector(IERC20Errors.ERC20InsufficientAllowance.selector, bob, 0, 1));
        vm.prank(bob);
        token.transferFrom(alice, bob, 1);
    }

    // ---------------------------------------------------------------- lock rule

    function test_getLockInfo_reportsTheRunningLock() public {
        _buy(alice, token, _m2(3));
        (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(alice);
        assertEq(locked, _m2(3));
        assertEq(unlockTime, block.timestamp + LOCK);
        assertEq(unlocked, 0);
    }

    function test_getLockInfo_releasesEverythingAtTheUnlockTime() public {
        _buy(alice, token, _m2(3));
        vm.warp(block.timestamp + LOCK - 1);
        (uint256 locked,,) = token.getLockInfo(alice);
        assertEq(locked, _m2(3), "still locked one second before");
        vm.warp(block.timestamp + 1);
        (uint256 lockedAfter, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(alice);
        assertEq(lockedAfter, 0);
        assertEq(unlockTime, block.timestamp, "the date stays readable");
        assertEq(unlocked, _m2(3));
    }

    function test_getLockInfo_isEmptyForAnAccountThatNeverBought() public view {
        (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(bob);
        assertEq(locked + unlockTime + unlocked, 0);
    }

    function test_releaseTo_addsToARunningLockAndKeepsTheLaterDate() public {
        uint256 start = block.timestamp;
        _buy(alice, token, _m2(2));
        vm.warp(start + 10 days);
        _buy(alice, token, _m2(1));
        (uint256 locked, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(locked, _m2(3));
        assertEq(unlockTime, start + 10 days + LOCK, "moved to the later date");
    }

    function test_releaseTo_neverMovesARunningLockEarlier() public {
        uint256 start = block.timestamp;
        _buy(alice, token, _m2(2));
        vm.prank(manager);
        registry.setLockDuration(address(token), 1 days);
        vm.warp(start + 1 days);
        _buy(alice, token, _m2(1));
        (uint256 locked, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(locked, _m2(3));
        assertEq(unlockTime, start + LOCK, "the earlier purchase keeps its end date");
    }

    function test_releaseTo_doesNotRelockM2ThatAlreadyUnlocked() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK + 5);
        _buy(alice, token, _m2(1));
        (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(alice);
        assertEq(locked, _m2(1), "only the new purchase is locked");
        assertEq(unlockTime, block.timestamp + LOCK);
        assertEq(unlocked, _m2(2));
    }

    function test_releaseTo_startsAFreshLockAtExactlyTheUnlockTime() public {
        _buy(alice, token, _m2(2));
        vm.warp(block.timestamp + LOCK); // the first lock ends now: its M2 are free
        _buy(alice, token, _m2(1));
        (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(alice);
        assertEq(locked, _m2(1), "only the new purchase is locked");
        assertEq(unlockTime, block.timestamp + LOCK);
        assertEq(unlocked, _m2(2));
    }

    function test_releaseTo_emitsLockedWithTheWholeRunningLock() public {
        uint256 start = block.timestamp;
        _buy(alice, token, _m2(2));
        vm.warp(start + 1 days);
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(alice, cost);
        _approve(alice, cost);
        vm.expectEmit(address(token));
        emit IPropertyToken.Locked(alice, _m2(1), _m2(3), start + 1 days + LOCK);
        vm.prank(alice);
        vault.buy(address(token), _m2(1), cost, type(uint256).max, block.timestamp);
    }

    function test_releaseTo_emitsTransferAndLocked() public {
        uint256 cost = vault.quoteBuy(address(token), _m2(2));
        _fund(alice, cost);
        _approve(alice, cost);
        vm.expectEmit(address(token));
        emit IERC20.Transfer(address(token), alice, _m2(2));
        vm.expectEmit(address(token));
        emit IPropertyToken.Locked(alice, _m2(2), _m2(2), block.timestamp + LOCK);
        vm.prank(alice);
        vault.buy(address(token), _m2(2), cost, type(uint256).max, block.timestamp);
    }

    function test_releaseTo_revertsForAnyoneButTheVault() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.releaseTo(manager, 1);
    }

    function test_releaseTo_revertsBeyondTheAvailableM2() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IERC20Errors.ERC20InsufficientBalance.selector, address(token), _m2(TOTAL_M2), _m2(TOTAL_M2) + 1
            )
        );
        vm.prank(address(vault));
        token.releaseTo(alice, _m2(TOTAL_M2) + 1);
    }

    function test_releaseTo_revertsOnceDelisted() public {
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.PropertyDelisted.selector, address(token)));
        vm.prank(address(vault));
        token.releaseTo(alice, 1);
    }

    function test_reclaimFrom_emitsTransferBackToTheToken() public {
        _buy(alice, token, _m2(3));
        vm.warp(block.timestamp + LOCK);
        vm.expectEmit(address(token));
        emit IERC20.Transfer(alice, address(token), _m2(2));
        _sell(alice, token, _m2(2));
        assertEq(token.balanceOf(address(token)), _m2(TOTAL_M2 - 1));
    }

    function test_reclaimFrom_revertsForAnyoneButTheVault() public {
        _buy(alice, token, _m2(1));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, alice));
        vm.prank(alice);
        token.reclaimFrom(alice, 1);
    }

    function test_reclaimFrom_revertsTokensLockedBeyondTheUnlockedPart() public {
        _buyUnlockedThenLocked(alice, token, _m2(2), _m2(5));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, alice, _m2(3), _m2(2)));
        vm.prank(address(vault));
        token.reclaimFrom(alice, _m2(3));
    }

    function test_reclaimFrom_revertsWhileSellingBackIsDisabled() public {
        _buy(alice, token, _m2(1));
        _disableSellBack(token);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SellDisabled.selector, address(token)));
        vm.prank(address(vault));
        token.reclaimFrom(alice, 1);
    }

    // ---------------------------------------------------------------- registry-only setters

    function test_schedulePrice_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.schedulePrice(1, block.timestamp);
    }

    function test_cancelScheduledPrice_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.cancelScheduledPrice();
    }

    function test_retireFrom_revertsForAnyoneButTheVault() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.retireFrom(alice);
    }

    function test_retireFrom_revertsWithoutARefund() public {
        _buy(alice, token, _m2(1));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.NoRefund.selector, address(token)));
        vm.prank(address(vault));
        token.retireFrom(alice);
    }

    function test_retireFrom_takesLockedM2Too() public {
        _buy(alice, token, _m2(3));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.prank(address(vault));
        assertEq(token.retireFrom(alice), _m2(3));
        assertEq(token.balanceOf(alice), 0);
        (uint256 locked,,) = token.getLockInfo(alice);
        assertEq(locked, 0);
        assertEq(token.balanceOf(address(token)), _m2(TOTAL_M2));
    }

    function test_reclaimFrom_revertsOnceDelistedWithARefund() public {
        _buy(alice, token, _m2(1));
        vm.warp(block.timestamp + LOCK);
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SellDisabled.selector, address(token)));
        vm.prank(address(vault));
        token.reclaimFrom(alice, 1);
    }

    function test_setLockDuration_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.setLockDuration(1);
    }

    function test_setSellEnabled_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, address(vault)));
        vm.prank(address(vault));
        token.setSellEnabled(false);
    }

    function test_delist_revertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, admin));
        vm.prank(admin);
        token.delist(true);
    }

    // ---------------------------------------------------------------- views

    function test_getPropertyDetails_returnsEveryFigure() public {
        _buy(alice, token, _m2(10));
        _walkPrice(token, 3_000 * unit);

        IPropertyToken.PropertyDetails memory d = token.getPropertyDetails();
        assertEq(d.name, "Sunset Villa");
        assertEq(d.symbol, "M2-1");
        assertEq(d.totalM2, TOTAL_M2);
        assertEq(d.initialPrice, 2_500 * unit);
        assertEq(d.currentPrice, 3_000 * unit);
        assertEq(d.lockDuration, LOCK);
        assertEq(d.totalSupply, _m2(TOTAL_M2));
        assertEq(d.availableM2, _m2(TOTAL_M2 - 10));
        assertEq(d.soldM2, _m2(10));
        assertTrue(d.listed);
        assertTrue(d.sellEnabled);
        assertEq(d.registry, address(registry));
    }

    function test_getValue_roundsDown() public {
        _walkPrice(token, 7); // 7 base units per whole M2
        assertEq(token.getValue(_m2(2)), 14);
        assertEq(token.getValue(ONE_M2 / 2), 3, "3.5 rounds down");
        assertEq(token.getValue(1), 0);
    }

    // ---------------------------------------------------------------- fuzz

    /// @dev Before the unlock time, any transfer reaching into the locked M2 (but within the balance)
    ///      reverts `TransferLocked` with the account's unlock time, however much is already free.
    function testFuzz_transfer_revertsTransferLockedIntoTheLockedM2(
        uint256 freeM2,
        uint256 lockedM2,
        uint256 elapsed,
        uint256 amount
    ) public {
        freeM2 = bound(freeM2, 0, _m2(50));
        lockedM2 = bound(lockedM2, 1, _m2(50));
        uint256 unlockTime = _buyUnlockedThenLocked(alice, token, freeM2, lockedM2);
        vm.warp(block.timestamp + bound(elapsed, 0, LOCK - 1));
        amount = bound(amount, freeM2 + 1, freeM2 + lockedM2);

        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, alice, unlockTime));
        vm.prank(alice);
        token.transfer(bob, amount);
    }

    /// @dev Whatever the order and timing of purchases, the locked amount is exactly the M2 bought
    ///      while the previous lock was running, and never exceeds the balance.
    function testFuzz_releaseTo_lockedAmountFollowsTheLockRule(uint8 purchases, uint256 seed) public {
        purchases = uint8(bound(purchases, 1, 12));
        uint256 expectedLocked;
        uint256 expectedUnlock;
        for (uint256 i; i < purchases; ++i) {
            uint256 gap = uint256(keccak256(abi.encode(seed, i, "gap"))) % (2 * LOCK);
            uint256 amount = 1 + uint256(keccak256(abi.encode(seed, i, "m2"))) % _m2(20);
            vm.warp(block.timestamp + gap);
            if (block.timestamp >= expectedUnlock) expectedLocked = 0;
            _buy(alice, token, amount);
            expectedLocked += amount;
            if (block.timestamp + LOCK > expectedUnlock) expectedUnlock = block.timestamp + LOCK;

            (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(alice);
            assertEq(locked, expectedLocked);
            assertEq(unlockTime, expectedUnlock);
            assertEq(locked + unlocked, token.balanceOf(alice));
        }
    }
}
