// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IdentityStore} from "./IdentityStore.sol";
import {IIdentityRegistry} from "./interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IdentityWord} from "./libraries/IdentityWord.sol";

/// @title IdentityRegistry
/// @notice The investors' allow-list and the recovery of lost wallets (docs/compliance.md). Compliance is
///         `COMPLIANCE_ROLE` on the MasterRegistry, so the registry's admin grants and revokes it like every role.
/// @dev One word per account (`Identity`), kept in the `IdentityStore` this registry creates: a PropertyToken's check
///      of a receiver is one cold call to the store and one cold slot there, with no ABI dispatch
///      (docs/compliance.md#gas).
contract IdentityRegistry is IIdentityRegistry {
    /// @inheritdoc IIdentityRegistry
    uint256 public constant RECOVERY_DELAY = 3 days;

    IMasterRegistry private immutable _master;
    IdentityStore private immutable _store;

    mapping(address lost => Recovery) private _recoveries;

    /// @param masterRegistry_ The MasterRegistry (its `COMPLIANCE_ROLE` acts here; recovery touches its properties).
    constructor(address masterRegistry_) {
        if (masterRegistry_.code.length == 0) revert InvalidInput();
        _master = IMasterRegistry(masterRegistry_);
        _store = new IdentityStore();
    }

    modifier onlyCompliance() {
        if (!_isCompliance(msg.sender)) revert Unauthorized(msg.sender);
        _;
    }

    // ----------------------------------------------------------------------------------------------
    // Allow-list (compliance)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IIdentityRegistry
    function approve(address investor, uint16 country, uint40 expiry) external onlyCompliance {
        if (investor == address(0)) revert InvalidInput();
        if (expiry != 0 && expiry <= block.timestamp) revert ExpiryInPast(expiry);
        // A freeze stays; approved, country and expiry are replaced.
        _write(investor, _wordOf(investor).approved(country, expiry));
        emit InvestorApproved(investor, country, expiry, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function revoke(address investor) external onlyCompliance {
        IdentityWord word = _wordOf(investor);
        if (!word.isApproved()) revert NotApproved(investor);
        // Approval, country and expiry go; a freeze stays.
        _write(investor, word.revoked());
        emit InvestorRevoked(investor, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function freeze(address account, address[] calldata tokens) external onlyCompliance {
        if (account == address(0)) revert InvalidInput();
        IdentityWord word = _wordOf(account);
        if (word.isFrozen()) revert AlreadyFrozen(account);
        _write(account, word.withFrozen(true));
        emit InvestorFrozen(account, msg.sender);
        // Sending is stopped per property, in the holder's own slot of each token (docs/compliance.md#gas).
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            if (!_master.isProperty(token)) revert UnknownProperty(token);
            IPropertyToken(token).freezeSending(account);
        }
    }

    /// @inheritdoc IIdentityRegistry
    function unfreeze(address account) external onlyCompliance {
        IdentityWord word = _wordOf(account);
        if (!word.isFrozen()) revert NotFrozen(account);
        _write(account, word.withFrozen(false));
        emit InvestorUnfrozen(account, msg.sender);
    }

    // ----------------------------------------------------------------------------------------------
    // Views
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IIdentityRegistry
    function isVerified(address account) public view returns (bool) {
        return _wordOf(account).isVerified();
    }

    /// @inheritdoc IIdentityRegistry
    function isFrozen(address account) external view returns (bool) {
        return _wordOf(account).isFrozen();
    }

    /// @inheritdoc IIdentityRegistry
    function identityOf(address account) external view returns (Identity memory identity) {
        IdentityWord word = _wordOf(account);
        identity.approved = word.isApproved();
        identity.frozen = word.isFrozen();
        identity.country = word.country();
        identity.expiry = word.expiry();
    }

    /// @inheritdoc IIdentityRegistry
    function transferStatus(address from, address to) external view returns (bool senderFrozen, bool receiverVerified) {
        receiverVerified = _wordOf(to).isVerified();
        // Only read when the receiver passes: a refused transfer reverts anyway.
        if (receiverVerified) senderFrozen = _wordOf(from).isFrozen();
    }

    /// @inheritdoc IIdentityRegistry
    function identityStore() external view returns (address) {
        return address(_store);
    }

    /// @inheritdoc IIdentityRegistry
    function masterRegistry() external view returns (address) {
        return address(_master);
    }

    /// @inheritdoc IIdentityRegistry
    function recoveryOf(address lost) external view returns (address replacement, uint256 readyAt) {
        Recovery memory recovery = _recoveries[lost];
        return (recovery.replacement, recovery.readyAt);
    }

    // ----------------------------------------------------------------------------------------------
    // Recovery (docs/compliance.md#recovery)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IIdentityRegistry
    function requestRecovery(address lost, address replacement) external onlyCompliance {
        if (lost == address(0) || replacement == address(0) || lost == replacement) revert InvalidInput();
        if (!isVerified(replacement)) revert ReplacementNotVerified(replacement);
        Recovery memory pending = _recoveries[lost];
        if (pending.replacement != address(0)) {
            revert RecoveryPending(lost, pending.replacement, pending.readyAt);
        }
        uint256 readyAt = block.timestamp + RECOVERY_DELAY;
        // forge-lint: disable-next-line(unsafe-typecast) Unix seconds fit 40 bits until year 36,812
        _recoveries[lost] = Recovery({replacement: replacement, readyAt: uint40(readyAt)});
        emit RecoveryRequested(lost, replacement, readyAt, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function cancelRecovery(address lost) external {
        if (msg.sender != lost && !_isCompliance(msg.sender)) revert Unauthorized(msg.sender);
        address replacement = _recoveries[lost].replacement;
        if (replacement == address(0)) revert NoRecovery(lost);
        delete _recoveries[lost];
        emit RecoveryCancelled(lost, replacement, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function executeRecovery(address lost, address[] calldata tokens) external {
        Recovery memory recovery = _recoveries[lost];
        address replacement = recovery.replacement;
        if (replacement == address(0)) revert NoRecovery(lost);
        if (msg.sender != replacement && !_isCompliance(msg.sender)) revert Unauthorized(msg.sender);
        if (block.timestamp < recovery.readyAt) revert RecoveryNotReady(recovery.readyAt);
        if (!isVerified(replacement)) revert ReplacementNotVerified(replacement);
        // An empty list would use the announcement up with no event: a recovery that moves nothing is cancelled.
        if (tokens.length == 0) revert InvalidInput();
        // Used up before the tokens are called: one announcement moves each holding once.
        delete _recoveries[lost];
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            if (!_master.isProperty(token)) revert UnknownProperty(token);
            (uint256 amount, uint256 locked, uint256 income) = IPropertyToken(token).recoverAccount(lost, replacement);
            emit RecoveryExecuted(lost, replacement, token, amount, locked, income, msg.sender);
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Internals
    // ----------------------------------------------------------------------------------------------

    function _isCompliance(address account) private view returns (bool) {
        return _master.hasRole(_master.COMPLIANCE_ROLE(), account);
    }

    /// @dev The stored word of `account` (see `IdentityStore`): the same bare read the tokens make.
    function _wordOf(address account) private view returns (IdentityWord word) {
        address store = address(_store);
        assembly ("memory-safe") {
            mstore(0x00, account)
            if iszero(staticcall(gas(), store, 0x00, 0x20, 0x00, 0x20)) { revert(0x00, 0x00) }
            word := mload(0x00)
        }
    }

    function _write(address account, IdentityWord word) private {
        _store.write(account, IdentityWord.unwrap(word));
    }
}
