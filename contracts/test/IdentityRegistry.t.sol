// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IIdentityRegistry} from "../src/interfaces/IIdentityRegistry.sol";
import {IdentityRegistry} from "../src/IdentityRegistry.sol";
import {IdentityStore} from "../src/IdentityStore.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice The allow-list and the recovery announcements of the IdentityRegistry (docs/compliance.md). What a
///         recovery moves inside a property is in Compliance.Recovery.t.sol.
contract IdentityRegistryTest is SystemFixture {
    address internal carol = makeAddr("carol");
    address internal replacement = makeAddr("replacement");

    uint16 internal constant FRANCE = 250;

    function setUp() public override {
        keepIdentityRequired = true;
        super.setUp();
    }

    // ---------------------------------------------------------------- constructor

    function test_constructor_revertsForAnAccountWithoutCode() public {
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        new IdentityRegistry(stranger);
    }

    function test_constructor_setsTheMasterRegistryAndTheDelay() public view {
        assertEq(identity.masterRegistry(), address(registry));
        assertEq(identity.RECOVERY_DELAY(), 3 days);
    }

    // ---------------------------------------------------------------- approve

    function test_approve_storesTheIdentityAndEmits() public {
        uint40 expiry = uint40(block.timestamp + 365 days);
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.InvestorApproved(carol, FRANCE, expiry, compliance);
        vm.prank(compliance);
        identity.approve(carol, FRANCE, expiry);

        IIdentityRegistry.Identity memory stored = identity.identityOf(carol);
        assertTrue(stored.approved);
        assertFalse(stored.frozen);
        assertEq(stored.country, FRANCE);
        assertEq(stored.expiry, expiry);
        assertTrue(identity.isVerified(carol));
    }

    function test_approve_updatesCountryAndExpiryAndKeepsAFreeze() public {
        _approveInvestor(carol);
        vm.startPrank(compliance);
        identity.freeze(carol, _noTokens());
        identity.approve(carol, FRANCE, 0);
        vm.stopPrank();
        IIdentityRegistry.Identity memory stored = identity.identityOf(carol);
        assertEq(stored.country, FRANCE);
        assertTrue(stored.frozen);
        assertFalse(identity.isVerified(carol));
    }

    function test_approve_revertsForNonCompliance() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, manager));
        vm.prank(manager);
        identity.approve(carol, 0, 0);
    }

    function test_approve_revertsOnceTheAdminRevokedTheRole() public {
        vm.startPrank(admin);
        registry.revokeRole(registry.COMPLIANCE_ROLE(), compliance);
        vm.stopPrank();
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, compliance));
        vm.prank(compliance);
        identity.approve(carol, 0, 0);
    }

    function test_approve_worksForANewHolderOfTheRole() public {
        vm.startPrank(admin);
        registry.grantRole(registry.COMPLIANCE_ROLE(), stranger);
        vm.stopPrank();
        vm.prank(stranger);
        identity.approve(carol, 0, 0);
        assertTrue(identity.isVerified(carol));
    }

    function test_approve_revertsForTheZeroAddress() public {
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        vm.prank(compliance);
        identity.approve(address(0), 0, 0);
    }

    function test_approve_revertsForAnExpiryNotInTheFuture() public {
        uint40 expiry = uint40(block.timestamp);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.ExpiryInPast.selector, expiry));
        vm.prank(compliance);
        identity.approve(carol, 0, expiry);
    }

    // ---------------------------------------------------------------- revoke

    function test_revoke_clearsTheApprovalAndEmits() public {
        vm.prank(compliance);
        identity.approve(carol, FRANCE, uint40(block.timestamp + 1 days));
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.InvestorRevoked(carol, compliance);
        vm.prank(compliance);
        identity.revoke(carol);
        IIdentityRegistry.Identity memory stored = identity.identityOf(carol);
        assertFalse(stored.approved);
        assertEq(stored.country, 0);
        assertEq(stored.expiry, 0);
        assertFalse(identity.isVerified(carol));
    }

    function test_revoke_revertsWhenNotApproved() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NotApproved.selector, carol));
        vm.prank(compliance);
        identity.revoke(carol);
    }

    function test_revoke_revertsForNonCompliance() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, admin));
        vm.prank(admin);
        identity.revoke(alice);
    }

    // ---------------------------------------------------------------- freeze / unfreeze

    function test_freeze_setsTheFlagAndEmits() public {
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.InvestorFrozen(alice, compliance);
        vm.prank(compliance);
        identity.freeze(alice, _noTokens());
        assertTrue(identity.isFrozen(alice));
        assertTrue(identity.identityOf(alice).approved);
        assertFalse(identity.isVerified(alice));
    }

    function test_freeze_worksForAnAccountNeverApproved() public {
        vm.prank(compliance);
        identity.freeze(carol, _noTokens());
        assertTrue(identity.isFrozen(carol));
    }

    function test_freeze_revertsWhenAlreadyFrozen() public {
        vm.startPrank(compliance);
        identity.freeze(alice, _noTokens());
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.AlreadyFrozen.selector, alice));
        identity.freeze(alice, _noTokens());
        vm.stopPrank();
    }

    function test_freeze_revertsForTheZeroAddress() public {
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        vm.prank(compliance);
        identity.freeze(address(0), _noTokens());
    }

    function test_freeze_revertsForNonCompliance() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, stranger));
        vm.prank(stranger);
        identity.freeze(alice, _noTokens());
    }

    function test_unfreeze_liftsTheFreezeAndEmits() public {
        vm.prank(compliance);
        identity.freeze(alice, _noTokens());
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.InvestorUnfrozen(alice, compliance);
        vm.prank(compliance);
        identity.unfreeze(alice);
        assertFalse(identity.isFrozen(alice));
        assertTrue(identity.isVerified(alice));
    }

    function test_unfreeze_revertsWhenNotFrozen() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NotFrozen.selector, alice));
        vm.prank(compliance);
        identity.unfreeze(alice);
    }

    function test_unfreeze_revertsForNonCompliance() public {
        vm.prank(compliance);
        identity.freeze(alice, _noTokens());
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, alice));
        vm.prank(alice);
        identity.unfreeze(alice);
    }

    // ---------------------------------------------------------------- views

    function test_isVerified_endsAtTheExpiry() public {
        uint40 expiry = uint40(block.timestamp + 10 days);
        vm.prank(compliance);
        identity.approve(carol, 0, expiry);
        vm.warp(expiry - 1);
        assertTrue(identity.isVerified(carol));
        vm.warp(expiry);
        assertFalse(identity.isVerified(carol));
    }

    function test_isVerified_isFalseForAnUnknownAccount() public view {
        assertFalse(identity.isVerified(carol));
        IIdentityRegistry.Identity memory stored = identity.identityOf(carol);
        assertFalse(stored.approved || stored.frozen || stored.country != 0 || stored.expiry != 0);
    }

    function test_transferStatus_reportsTheFrozenSenderAndTheReceiver() public {
        vm.prank(compliance);
        identity.freeze(alice, _noTokens());
        (bool senderFrozen, bool receiverVerified) = identity.transferStatus(alice, bob);
        assertTrue(senderFrozen);
        assertTrue(receiverVerified);
        (senderFrozen, receiverVerified) = identity.transferStatus(bob, carol);
        assertFalse(senderFrozen);
        assertFalse(receiverVerified);
    }

    // ---------------------------------------------------------------- requestRecovery

    function test_requestRecovery_announcesItAndEmits() public {
        _approveInvestor(replacement);
        uint256 readyAt = block.timestamp + 3 days;
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryRequested(alice, replacement, readyAt, compliance);
        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
        (address to, uint256 at) = identity.recoveryOf(alice);
        assertEq(to, replacement);
        assertEq(at, readyAt);
    }

    function test_requestRecovery_revertsForNonCompliance() public {
        _approveInvestor(replacement);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, admin));
        vm.prank(admin);
        identity.requestRecovery(alice, replacement);
    }

    function test_requestRecovery_revertsForTheSameOrAZeroAddress() public {
        vm.startPrank(compliance);
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        identity.requestRecovery(alice, alice);
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        identity.requestRecovery(address(0), bob);
        vm.expectRevert(IIdentityRegistry.InvalidInput.selector);
        identity.requestRecovery(alice, address(0));
        vm.stopPrank();
    }

    function test_requestRecovery_revertsForAnUnverifiedReplacement() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.ReplacementNotVerified.selector, replacement));
        vm.prank(compliance);
        identity.requestRecovery(alice, replacement);
    }

    function test_requestRecovery_revertsWhileOneIsPending() public {
        _approveInvestor(replacement);
        vm.startPrank(compliance);
        identity.requestRecovery(alice, replacement);
        vm.expectRevert(
            abi.encodeWithSelector(
                IIdentityRegistry.RecoveryPending.selector, alice, replacement, block.timestamp + 3 days
            )
        );
        identity.requestRecovery(alice, bob);
        vm.stopPrank();
    }

    // ---------------------------------------------------------------- cancelRecovery

    function test_cancelRecovery_byTheLostWalletEmitsAndClears() public {
        _request(alice, replacement);
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryCancelled(alice, replacement, alice);
        vm.prank(alice);
        identity.cancelRecovery(alice);
        (address to, uint256 at) = identity.recoveryOf(alice);
        assertEq(to, address(0));
        assertEq(at, 0);
    }

    function test_cancelRecovery_byCompliance() public {
        _request(alice, replacement);
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryCancelled(alice, replacement, compliance);
        vm.prank(compliance);
        identity.cancelRecovery(alice);
    }

    function test_cancelRecovery_revertsForAnyoneElse() public {
        _request(alice, replacement);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, replacement));
        vm.prank(replacement);
        identity.cancelRecovery(alice);
    }

    function test_cancelRecovery_revertsWhenNoneIsAnnounced() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NoRecovery.selector, alice));
        vm.prank(alice);
        identity.cancelRecovery(alice);
    }

    // ---------------------------------------------------------------- executeRecovery (the announcement)

    function test_executeRecovery_revertsBeforeTheDelay() public {
        _request(alice, replacement);
        vm.warp(block.timestamp + 3 days - 1);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.RecoveryNotReady.selector, block.timestamp + 1));
        vm.prank(compliance);
        identity.executeRecovery(alice, new address[](0));
    }

    function test_executeRecovery_revertsForAnyoneButComplianceOrTheReplacement() public {
        _request(alice, replacement);
        vm.warp(block.timestamp + 3 days);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, alice));
        vm.prank(alice);
        identity.executeRecovery(alice, new address[](0));
    }

    function test_executeRecovery_revertsWhenNoneIsAnnounced() public {
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NoRecovery.selector, alice));
        vm.prank(compliance);
        identity.executeRecovery(alice, new address[](0));
    }

    function test_executeRecovery_revertsAfterACancel() public {
        _request(alice, replacement);
        vm.prank(alice);
        identity.cancelRecovery(alice);
        vm.warp(block.timestamp + 3 days);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NoRecovery.selector, alice));
        vm.prank(compliance);
        identity.executeRecovery(alice, new address[](0));
    }

    function test_executeRecovery_revertsForATokenThatIsNoProperty() public {
        _request(alice, replacement);
        vm.warp(block.timestamp + 3 days);
        address[] memory tokens = new address[](1);
        tokens[0] = address(usdt);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.UnknownProperty.selector, address(usdt)));
        vm.prank(compliance);
        identity.executeRecovery(alice, tokens);
    }

    function test_executeRecovery_revertsWhenTheReplacementIsNoLongerVerified() public {
        _request(alice, replacement);
        vm.prank(compliance);
        identity.freeze(replacement, _noTokens());
        vm.warp(block.timestamp + 3 days);
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.ReplacementNotVerified.selector, replacement));
        vm.prank(compliance);
        identity.executeRecovery(alice, new address[](0));
    }

    function test_executeRecovery_byTheReplacementUsesTheAnnouncementUp() public {
        PropertyToken token = _createProperty();
        _request(alice, replacement);
        vm.warp(block.timestamp + 3 days);
        address[] memory tokens = new address[](1);
        tokens[0] = address(token);
        vm.prank(replacement);
        identity.executeRecovery(alice, tokens);
        (address to,) = identity.recoveryOf(alice);
        assertEq(to, address(0));
        vm.expectRevert(abi.encodeWithSelector(IIdentityRegistry.NoRecovery.selector, alice));
        vm.prank(replacement);
        identity.executeRecovery(alice, tokens);
    }

    function _request(address lost, address to) internal {
        _approveInvestor(to);
        vm.prank(compliance);
        identity.requestRecovery(lost, to);
    }

    // ---------------------------------------------------------------- the store

    function test_identityStore_isCreatedByTheRegistryAndReadByTheTokens() public {
        PropertyToken token = _createProperty();
        assertTrue(identity.identityStore() != address(0));
        assertEq(identity.identityStore().code.length > 0, true);
        assertEq(token.identityRegistry(), address(identity));
    }

    function test_write_revertsForAnyoneButTheRegistry() public {
        IdentityStore store = IdentityStore(identity.identityStore());
        vm.expectRevert(abi.encodeWithSelector(IdentityStore.Unauthorized.selector, compliance));
        vm.prank(compliance);
        store.write(carol, 1);
        assertFalse(identity.isVerified(carol));
    }

    function test_fallback_answersTheWordTheRegistryWrote() public {
        vm.prank(compliance);
        identity.approve(carol, 276, uint40(block.timestamp + 1 days));
        (bool ok, bytes memory word) = identity.identityStore().staticcall(abi.encode(carol));
        assertTrue(ok);
        uint256 expected = 1 | uint256(276) << 16 | uint256(block.timestamp + 1 days) << 32;
        assertEq(abi.decode(word, (uint256)), expected);
        (ok, word) = identity.identityStore().staticcall(abi.encode(stranger));
        assertEq(abi.decode(word, (uint256)), 0);
    }

    function test_approve_keepsAFreezeInTheStoredWord() public {
        vm.startPrank(compliance);
        identity.freeze(carol, _noTokens());
        identity.approve(carol, 4, 0);
        vm.stopPrank();
        IIdentityRegistry.Identity memory id = identity.identityOf(carol);
        assertTrue(id.approved && id.frozen);
        assertEq(id.country, 4);
        assertFalse(identity.isVerified(carol));
    }
}
