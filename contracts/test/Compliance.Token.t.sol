// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IIdentityRegistry} from "../src/interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice What a property's identity requirement refuses and what it leaves open (docs/compliance.md).
contract ComplianceTokenTest is SystemFixture {
    address internal carol = makeAddr("carol");
    PropertyToken internal token;

    function setUp() public override {
        keepIdentityRequired = true;
        super.setUp();
        token = _createProperty();
    }

    // ---------------------------------------------------------------- the switch

    function test_createProperty_startsWithTheRequirementOnAndEmits() public {
        vm.expectEmit(false, true, true, true, address(registry));
        emit IMasterRegistry.IdentityRequirementSet(address(0), true, manager);
        PropertyToken fresh = _createProperty();
        assertTrue(fresh.identityRequired());
        assertEq(fresh.identityRegistry(), address(identity));
    }

    function test_setIdentityRequired_byTheManagerSwitchesAndEmits() public {
        vm.expectEmit(address(registry));
        emit IMasterRegistry.IdentityRequirementSet(address(token), false, manager);
        vm.prank(manager);
        registry.setIdentityRequired(address(token), false);
        assertFalse(token.identityRequired());
    }

    function test_setIdentityRequired_byTheAdminSwitchesItBackOn() public {
        vm.prank(manager);
        registry.setIdentityRequired(address(token), false);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.IdentityRequirementSet(address(token), true, admin);
        vm.prank(admin);
        registry.setIdentityRequired(address(token), true);
        assertTrue(token.identityRequired());
    }

    function test_setIdentityRequired_revertsForAnyoneElse() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, compliance));
        vm.prank(compliance);
        registry.setIdentityRequired(address(token), false);
    }

    function test_setIdentityRequired_revertsForAnUnknownProperty() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.UnknownProperty.selector, stranger));
        vm.prank(manager);
        registry.setIdentityRequired(stranger, false);
    }

    function test_setIdentityRequired_onTheTokenRevertsForAnyoneButTheRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, manager));
        vm.prank(manager);
        token.setIdentityRequired(false);
    }

    function test_recoverAccount_revertsForAnyoneButTheIdentityRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, compliance));
        vm.prank(compliance);
        token.recoverAccount(alice, bob);
    }

    // ---------------------------------------------------------------- buy

    function test_buy_succeedsForAVerifiedBuyer() public {
        _buy(alice, token, _m2(3));
        assertEq(token.balanceOf(alice), _m2(3));
    }

    function test_buy_revertsForABuyerNeverApproved() public {
        _expectBuyRefused(carol);
    }

    function test_buy_revertsForARevokedBuyer() public {
        vm.prank(compliance);
        identity.revoke(alice);
        _expectBuyRefused(alice);
    }

    function test_buy_revertsForAFrozenBuyer() public {
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        _expectBuyRefused(alice);
    }

    function test_buy_revertsOnceTheApprovalExpired() public {
        vm.prank(compliance);
        identity.approve(carol, 0, uint40(block.timestamp + 1 days));
        vm.warp(block.timestamp + 1 days);
        _expectBuyRefused(carol);
    }

    function test_buy_succeedsForAnyoneWhenTheRequirementIsOff() public {
        vm.prank(manager);
        registry.setIdentityRequired(address(token), false);
        _buy(carol, token, _m2(1));
        assertEq(token.balanceOf(carol), _m2(1));
    }

    function test_reinvestIncome_revertsForARevokedHolder() public {
        _buy(alice, token, _m2(100));
        _distributeIncome(token, 10_000 * unit);
        vm.prank(compliance);
        identity.revoke(alice);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, alice));
        vm.prank(alice);
        vault.reinvestIncome(address(token), _m2(1) / 10, type(uint256).max, type(uint256).max, block.timestamp);
    }

    // ---------------------------------------------------------------- transfer

    function test_transfer_succeedsBetweenVerifiedInvestors() public {
        _buyUnlocked(alice, 5);
        vm.prank(alice);
        token.transfer(bob, _m2(2));
        assertEq(token.balanceOf(bob), _m2(2));
    }

    function test_transfer_revertsForAReceiverNotVerified() public {
        _buyUnlocked(alice, 5);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, carol));
        vm.prank(alice);
        token.transfer(carol, _m2(1));
    }

    function test_transfer_revertsForAFrozenReceiver() public {
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.freeze(bob, _tokenList(address(token)));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, bob));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
    }

    function test_transfer_revertsForAFrozenSender() public {
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SenderFrozen.selector, alice));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
    }

    function test_freeze_marksTheListedPropertiesOnly() public {
        PropertyToken other = _createProperty();
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        assertTrue(token.sendingFrozen(alice));
        assertFalse(other.sendingFrozen(alice));
        assertFalse(token.sendingFrozen(bob));
    }

    function test_freeze_revertsForATokenThatIsNotAProperty() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.UnknownProperty.selector, stranger));
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(stranger));
    }

    function test_freezeSending_revertsForAnyoneButTheIdentityRegistry() public {
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, compliance));
        vm.prank(compliance);
        token.freezeSending(alice);
    }

    function test_transferFrom_revertsForAFrozenSender() public {
        _buyUnlocked(alice, 5);
        vm.prank(alice);
        token.approve(carol, _m2(1));
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SenderFrozen.selector, alice));
        vm.prank(carol);
        token.transferFrom(alice, bob, _m2(1));
    }

    function test_transfer_fromAFrozenSenderSucceedsInAPropertyTheFreezeDidNotList() public {
        // The documented limit (docs/compliance.md#limits): the freeze stops sending where it was listed.
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.freeze(alice, _noTokens());
        vm.prank(alice);
        token.transfer(bob, _m2(1));
        assertEq(token.balanceOf(bob), _m2(1));
    }

    function test_transfer_afterAnUnfreezeSucceedsAndClearsTheMark() public {
        _buyUnlocked(alice, 5);
        vm.startPrank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        identity.unfreeze(alice);
        vm.stopPrank();
        assertTrue(token.sendingFrozen(alice));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
        assertEq(token.balanceOf(bob), _m2(1));
        assertFalse(token.sendingFrozen(alice));
    }

    function test_transfer_revertsAgainForAMarkLeftWhenTheAccountIsFrozenAgain() public {
        _buyUnlocked(alice, 5);
        vm.startPrank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        identity.unfreeze(alice);
        identity.freeze(alice, _noTokens());
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.SenderFrozen.selector, alice));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
    }

    function test_transfer_toAMarkedAccountRevertsAndKeepsItsMark() public {
        // A marked holder still cannot receive (frozen = not verified) and keeps its mark.
        _buyUnlocked(bob, 5);
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, alice));
        vm.prank(bob);
        token.transfer(alice, _m2(1));
        assertTrue(token.sendingFrozen(alice));
    }

    function test_balanceOf_theTokenItselfIsTheAvailableM2() public {
        _buy(alice, token, _m2(3));
        assertEq(token.balanceOf(address(token)), token.totalSupply() - _m2(3));
        assertEq(token.getPropertyDetails().availableM2, token.balanceOf(address(token)));
    }

    function test_transferFrom_revertsForAReceiverNotVerified() public {
        _buyUnlocked(alice, 5);
        vm.prank(alice);
        token.approve(bob, _m2(1));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, carol));
        vm.prank(bob);
        token.transferFrom(alice, carol, _m2(1));
    }

    function test_transfer_fromARevokedHolderToAVerifiedOneSucceeds() public {
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.revoke(alice);
        vm.prank(alice);
        token.transfer(bob, _m2(5));
        assertEq(token.balanceOf(bob), _m2(5));
    }

    function test_transfer_succeedsToAnyoneWhenTheRequirementIsOff() public {
        _buyUnlocked(alice, 5);
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        vm.prank(manager);
        registry.setIdentityRequired(address(token), false);
        vm.prank(alice);
        token.transfer(carol, _m2(1));
        assertEq(token.balanceOf(carol), _m2(1));
    }

    // ---------------------------------------------------------------- what stays open

    function test_sell_staysOpenForAFrozenAndRevokedHolder() public {
        _buyUnlocked(alice, 5);
        vm.startPrank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        identity.revoke(alice);
        vm.stopPrank();
        uint256 payout = _sell(alice, token, _m2(5));
        assertEq(payout, 5 * 2_500 * unit);
        assertEq(token.balanceOf(alice), 0);
    }

    function test_claimIncome_staysOpenForAFrozenHolder() public {
        _buy(alice, token, _m2(100));
        _distributeIncome(token, 10_000 * unit);
        vm.prank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        address[] memory tokens = new address[](1);
        tokens[0] = address(token);
        vm.prank(alice);
        assertEq(vault.claimIncome(tokens), 1_000 * unit);
    }

    function test_claimRefund_staysOpenForAFrozenHolder() public {
        uint256 cost = _buy(alice, token, _m2(10));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
        vm.startPrank(compliance);
        identity.freeze(alice, _tokenList(address(token)));
        identity.revoke(alice);
        vm.stopPrank();
        vm.prank(alice);
        assertEq(vault.claimRefund(address(token)), cost);
        assertEq(token.balanceOf(alice), 0);
    }

    function _expectBuyRefused(address buyer) internal {
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(buyer, cost);
        _approve(buyer, cost);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, buyer));
        vm.prank(buyer);
        vault.buy(address(token), _m2(1), cost, type(uint256).max, block.timestamp);
    }

    /// @dev `holder` buys `whole` M2 and waits for the lock to end.
    function _buyUnlocked(address holder, uint256 whole) internal {
        _buy(holder, token, _m2(whole));
        vm.warp(block.timestamp + LOCK);
    }
}
