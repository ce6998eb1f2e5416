// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";

/// @notice Random holdings, locks, income and identities: a transfer lands exactly when the rules say, and a
///         recovery conserves M2, locked M2 and income to the base unit (docs/compliance.md).
/// @dev In test/fuzz/, outside the gas snapshot (see IncomeProRata.t.sol).
contract ComplianceFuzzTest is SystemFixture {
    PropertyToken internal token;
    address internal replacement = makeAddr("replacement");

    function setUp() public override {
        keepIdentityRequired = true;
        super.setUp();
        token = _createProperty();
    }

    /// @notice A transfer to a random receiver succeeds iff the receiver is verified and the sender not frozen.
    function testFuzz_transfer_landsOnlyOnVerifiedReceivers(
        address receiver,
        bool approveIt,
        uint40 expiryOffset,
        bool freezeReceiver,
        bool freezeSender,
        uint32 wait
    ) public {
        vm.assume(receiver != address(0) && receiver != alice && receiver != bob && receiver != address(token));
        vm.assume(receiver != address(vault) && receiver != address(identity));
        _buy(alice, token, _m2(5));
        vm.warp(block.timestamp + LOCK);
        uint40 expiry = expiryOffset == 0 ? 0 : uint40(block.timestamp + bound(expiryOffset, 1, 400 days));
        vm.startPrank(compliance);
        if (approveIt) identity.approve(receiver, 0, expiry);
        if (freezeReceiver) identity.freeze(receiver, _tokenList(address(token)));
        if (freezeSender) identity.freeze(alice, _tokenList(address(token)));
        vm.stopPrank();
        vm.warp(block.timestamp + wait);
        bool receiverOk = approveIt && !freezeReceiver && (expiry == 0 || expiry > block.timestamp);

        uint256 before = token.balanceOf(receiver);
        if (!receiverOk) {
            vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, receiver));
        } else if (freezeSender) {
            vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SenderFrozen.selector, alice));
        }
        vm.prank(alice);
        token.transfer(receiver, _m2(1));
        uint256 expected = receiverOk && !freezeSender ? before + _m2(1) : before;
        assertEq(token.balanceOf(receiver), expected);
    }

    /// @notice Whatever alice and the replacement hold, however locked, with whatever income: the recovery moves
    ///         all of alice's to the replacement and the sums do not change.
    function testFuzz_executeRecovery_conservesBalancesLocksAndIncome(
        uint256 aliceOld,
        uint256 aliceNew,
        uint256 replacementM2,
        uint256 income,
        uint32 gap
    ) public {
        aliceOld = bound(aliceOld, 0, 300);
        aliceNew = bound(aliceNew, 0, 300);
        replacementM2 = bound(replacementM2, 0, 300);
        income = bound(income, 1_000, 1_000_000);
        _approveInvestor(replacement);
        if (aliceOld > 0) _buy(alice, token, _m2(aliceOld));
        vm.warp(block.timestamp + bound(gap, 0, 2 * LOCK));
        if (replacementM2 > 0) _buy(replacement, token, _m2(replacementM2));
        _distributeIncome(token, income * unit);
        if (aliceNew > 0) _buy(alice, token, _m2(aliceNew));

        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());

        (uint256 lockedA, uint256 endA,) = token.getLockInfo(alice);
        (uint256 lockedR, uint256 endR,) = token.getLockInfo(replacement);
        uint256 balances = token.balanceOf(alice) + token.balanceOf(replacement);
        uint256 incomes = token.incomeOf(alice) + token.incomeOf(replacement);
        uint256 available = token.balanceOf(address(token));

        address[] memory tokens = new address[](1);
        tokens[0] = address(token);
        vm.prank(compliance);
        identity.executeRecovery(alice, tokens);

        assertEq(token.balanceOf(alice), 0, "lost wallet emptied");
        assertEq(token.balanceOf(replacement), balances, "balances conserved");
        assertEq(token.balanceOf(address(token)), available, "available unchanged");
        assertEq(token.incomeOf(alice), 0, "lost wallet's income moved");
        assertEq(token.incomeOf(replacement), incomes, "income conserved");
        (uint256 lockedAfter, uint256 endAfter,) = token.getLockInfo(replacement);
        assertEq(lockedAfter, lockedA + lockedR, "locked M2 conserved");
        if (lockedA + lockedR > 0) assertEq(endAfter, endA > endR && lockedA > 0 ? endA : endR, "later end");
        (uint256 left,,) = token.getLockInfo(alice);
        assertEq(left, 0, "no lock left behind");
    }
}
