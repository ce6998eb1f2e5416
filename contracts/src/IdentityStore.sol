// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IdentityStore
/// @notice The allow-list's storage: one word per account (the `IIdentityRegistry.Identity` layout: approved bits
///         0-7, frozen 8-15, country 16-31, expiry 32-71), written only by the IdentityRegistry that created it.
/// @dev A contract of its own so that a PropertyToken's check of a receiver costs the cold account and the cold slot
///      (EIP-2929: 2,600 + 2,100 gas) and almost nothing else: the read is the fallback, called with the account as
///      one 32-byte word and no selector, so no ABI dispatch or decoding runs (docs/compliance.md#gas). Everything
///      else (roles, events, views, recovery) stays in the IdentityRegistry.
contract IdentityStore {
    /// @notice The caller is not the IdentityRegistry that created the store.
    error Unauthorized(address caller);

    /// @dev The words have no declared storage: account `a`'s word is at slot `uint160(a)` (no hashing on the read;
    ///      nothing else is stored here, so no slot can collide).
    address private immutable _registry;

    constructor() {
        _registry = msg.sender;
    }

    /// @notice IdentityRegistry-only: sets the word of `account`.
    function write(address account, uint256 word) external {
        if (msg.sender != _registry) revert Unauthorized(msg.sender);
        assembly ("memory-safe") {
            sstore(account, word)
        }
    }

    /// @notice The read: calldata is `abi.encode(account)` (its first four bytes are zero, so it matches no
    ///         function); returns the account's word as 32 bytes (0 for an account never written).
    fallback() external {
        assembly ("memory-safe") {
            mstore(0x00, sload(calldataload(0x00)))
            return(0x00, 0x20)
        }
    }
}
