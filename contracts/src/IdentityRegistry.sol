// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IIdentityRegistry} from "./interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";

/// @title IdentityRegistry
/// @notice The investors' allow-list and the recovery of lost wallets (docs/compliance.md). Compliance is
///         `COMPLIANCE_ROLE` on the MasterRegistry, so the registry's admin grants and revokes it like every role.
/// @dev One slot per account (`Identity`): a PropertyToken's check of a receiver is one cold read here.
contract IdentityRegistry is IIdentityRegistry {
    /// @inheritdoc IIdentityRegistry
    uint256 public constant RECOVERY_DELAY = 3 days;

    /// @dev Bit offsets of `Identity.frozen` and `Identity.expiry` in its slot (see `_slotOf`).
    uint256 private constant _FROZEN_SHIFT = 8;
    uint256 private constant _EXPIRY_SHIFT = 32;

    IMasterRegistry private immutable _master;

    mapping(address account => Identity) private _identities;
    mapping(address lost => Recovery) private _recoveries;

    /// @param masterRegistry_ The MasterRegistry (its `COMPLIANCE_ROLE` acts here; recovery touches its properties).
    constructor(address masterRegistry_) {
        if (masterRegistry_.code.length == 0) revert InvalidInput();
        _master = IMasterRegistry(masterRegistry_);
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
        Identity storage identity = _identities[investor];
        identity.approved = true;
        identity.country = country;
        identity.expiry = expiry;
        emit InvestorApproved(investor, country, expiry, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function revoke(address investor) external onlyCompliance {
        Identity storage identity = _identities[investor];
        if (!identity.approved) revert NotApproved(investor);
        identity.approved = false;
        identity.country = 0;
        identity.expiry = 0;
        emit InvestorRevoked(investor, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function freeze(address account) external onlyCompliance {
        if (account == address(0)) revert InvalidInput();
        Identity storage identity = _identities[account];
        if (identity.frozen) revert AlreadyFrozen(account);
        identity.frozen = true;
        emit InvestorFrozen(account, msg.sender);
    }

    /// @inheritdoc IIdentityRegistry
    function unfreeze(address account) external onlyCompliance {
        Identity storage identity = _identities[account];
        if (!identity.frozen) revert NotFrozen(account);
        identity.frozen = false;
        emit InvestorUnfrozen(account, msg.sender);
    }

    // ----------------------------------------------------------------------------------------------
    // Views
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IIdentityRegistry
    function isVerified(address account) public view returns (bool) {
        return _verified(_slotOf(account));
    }

    /// @inheritdoc IIdentityRegistry
    function isFrozen(address account) external view returns (bool) {
        return _identities[account].frozen;
    }

    /// @inheritdoc IIdentityRegistry
    function identityOf(address account) external view returns (Identity memory) {
        return _identities[account];
    }

    /// @inheritdoc IIdentityRegistry
    function transferStatus(address from, address to) external view returns (bool senderFrozen, bool receiverVerified) {
        receiverVerified = _verified(_slotOf(to));
        // Only read when the receiver passes: a refused transfer reverts anyway.
        if (receiverVerified) senderFrozen = (_slotOf(from) >> _FROZEN_SHIFT) & 0xff != 0;
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
        // Used up before the tokens are called: one announcement moves each holding once.
        delete _recoveries[lost];
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            if (!_master.isProperty(token)) revert UnknownProperty(token);
            (uint256 amount, uint256 locked, uint256 income) =
                IPropertyToken(token).recoverAccount(lost, replacement);
            emit RecoveryExecuted(lost, replacement, token, amount, locked, income, msg.sender);
        }
    }

    // ----------------------------------------------------------------------------------------------
    // Internals
    // ----------------------------------------------------------------------------------------------

    function _isCompliance(address account) private view returns (bool) {
        return _master.hasRole(_master.COMPLIANCE_ROLE(), account);
    }

    /// @dev The raw slot of `account`'s `Identity`: one SLOAD, no memory struct (the tokens' check is on every buy
    ///      and transfer, docs/compliance.md#gas). Layout (Solidity packs from the low bits): approved bits 0-7,
    ///      frozen 8-15, country 16-31, expiry 32-71.
    function _slotOf(address account) private view returns (uint256 word) {
        assembly ("memory-safe") {
            mstore(0x00, account)
            mstore(0x20, _identities.slot)
            word := sload(keccak256(0x00, 0x40))
        }
    }

    function _verified(uint256 word) private view returns (bool) {
        if (word & 0xff == 0 || (word >> _FROZEN_SHIFT) & 0xff != 0) return false;
        uint256 expiry = (word >> _EXPIRY_SHIFT) & type(uint40).max;
        return expiry == 0 || expiry > block.timestamp;
    }
}
