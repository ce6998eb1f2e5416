// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev One account's word on the allow-list, as the `IdentityStore` keeps it (docs/compliance.md#the-allow-list):
///      approved in bits 0-7 (1 once approved), frozen in bits 8-15 (1 while frozen), the country in bits 16-31
///      (ISO 3166-1 numeric) and the expiry in bits 32-71 (Unix seconds; 0 = none). The IdentityRegistry writes
///      it; the registry and every PropertyToken read it through this library only, so the layout has one home.
type IdentityWord is uint256;

using IdentityWordLibrary for IdentityWord global;

/// @title IdentityWordLibrary
/// @notice Packs and reads an `IdentityWord`, and says whether it lets its account receive M2.
library IdentityWordLibrary {
    uint256 internal constant APPROVED = 1;
    uint256 internal constant FROZEN_SHIFT = 8;
    uint256 internal constant FROZEN = APPROVED << FROZEN_SHIFT;
    uint256 internal constant COUNTRY_SHIFT = 16;
    uint256 internal constant EXPIRY_SHIFT = 32;
    /// @dev The approved and frozen bytes together: verified needs them to read exactly `APPROVED`.
    uint256 internal constant STATUS_MASK = 0xffff;
    uint256 internal constant EXPIRY_MASK = 0xffffffffff;

    /// @notice An approved word with `country_` and `expiry_`, keeping the freeze of `previous`.
    function approved(IdentityWord previous, uint16 country_, uint40 expiry_) internal pure returns (IdentityWord) {
        return IdentityWord.wrap(
            APPROVED | (IdentityWord.unwrap(previous) & FROZEN) | uint256(country_) << COUNTRY_SHIFT
                | uint256(expiry_) << EXPIRY_SHIFT
        );
    }

    /// @notice The word without approval, country or expiry: only a freeze stays.
    function revoked(IdentityWord word) internal pure returns (IdentityWord) {
        return IdentityWord.wrap(IdentityWord.unwrap(word) & FROZEN);
    }

    /// @notice The word frozen (`frozen_`) or not, the rest as it is.
    function withFrozen(IdentityWord word, bool frozen_) internal pure returns (IdentityWord) {
        uint256 raw = IdentityWord.unwrap(word);
        return IdentityWord.wrap(frozen_ ? raw | FROZEN : raw & ~FROZEN);
    }

    function isApproved(IdentityWord word) internal pure returns (bool) {
        return IdentityWord.unwrap(word) & 0xff != 0;
    }

    function isFrozen(IdentityWord word) internal pure returns (bool) {
        return IdentityWord.unwrap(word) & FROZEN != 0;
    }

    function country(IdentityWord word) internal pure returns (uint16) {
        // forge-lint: disable-next-line(unsafe-typecast) the 16 bits `approved` wrote
        return uint16(IdentityWord.unwrap(word) >> COUNTRY_SHIFT);
    }

    function expiry(IdentityWord word) internal pure returns (uint40) {
        // forge-lint: disable-next-line(unsafe-typecast) the 40 bits `approved` wrote
        return uint40(IdentityWord.unwrap(word) >> EXPIRY_SHIFT);
    }

    /// @notice Whether the account may receive M2 now: approved, not frozen, and its expiry none or after the block's
    ///         time. Branch-free: every transfer and purchase of a property that requires the allow-list runs it.
    function isVerified(IdentityWord word) internal view returns (bool verified) {
        assembly ("memory-safe") {
            let expiry_ := and(shr(EXPIRY_SHIFT, word), EXPIRY_MASK)
            verified := and(eq(and(word, STATUS_MASK), APPROVED), or(iszero(expiry_), gt(expiry_, timestamp())))
        }
    }
}
