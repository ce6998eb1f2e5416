// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Test} from "forge-std/Test.sol";
import {IdentityWord, IdentityWordLibrary} from "../src/libraries/IdentityWord.sol";

/// @notice The allow-list word's layout and its verification rule, the one home both the IdentityRegistry and every
///         PropertyToken read (docs/compliance.md#the-allow-list).
contract IdentityWordTest is Test {
    function _word(uint256 raw) private pure returns (IdentityWord) {
        return IdentityWord.wrap(raw);
    }

    function test_approved_packsTheDocumentedBits() public pure {
        // approved bits 0-7, frozen 8-15, country 16-31, expiry 32-71.
        IdentityWord word = _word(0).approved(643, 1_900_000_000);
        assertEq(IdentityWord.unwrap(word), 1 | uint256(643) << 16 | uint256(1_900_000_000) << 32);
        assertEq(IdentityWord.unwrap(_word(0).withFrozen(true)), 0x100);
    }

    function testFuzz_approved_readsBackAndKeepsOnlyTheFreeze(uint256 previous, uint16 country, uint40 expiry)
        public
        pure
    {
        IdentityWord word = _word(previous).approved(country, expiry);
        assertTrue(word.isApproved());
        assertEq(word.country(), country);
        assertEq(word.expiry(), expiry);
        assertEq(word.isFrozen(), previous & 0x100 != 0);
        // Nothing else of the previous word survives.
        assertEq(IdentityWord.unwrap(word) >> 72, 0);
    }

    function testFuzz_revoked_keepsOnlyTheFreeze(uint256 raw) public pure {
        IdentityWord word = _word(raw).revoked();
        assertFalse(word.isApproved());
        assertEq(word.isFrozen(), raw & 0x100 != 0);
        assertEq(IdentityWord.unwrap(word) & ~uint256(0x100), 0);
    }

    function testFuzz_withFrozen_setsAndClearsOnlyTheFreeze(uint16 country, uint40 expiry) public pure {
        IdentityWord approved = _word(0).approved(country, expiry);
        IdentityWord frozen = approved.withFrozen(true);
        assertTrue(frozen.isFrozen());
        assertEq(frozen.country(), country);
        assertEq(frozen.expiry(), expiry);
        assertEq(IdentityWord.unwrap(frozen.withFrozen(false)), IdentityWord.unwrap(approved));
    }

    function test_isVerified_needsApprovedUnfrozenAndAnExpiryAhead() public {
        uint256 at = 1_800_000_000;
        vm.warp(at);
        assertFalse(_word(0).isVerified(), "never approved");
        assertTrue(_word(0).approved(250, 0).isVerified(), "no expiry");
        assertTrue(_word(0).approved(250, uint40(at + 1)).isVerified(), "expires after");
        assertFalse(_word(0).approved(250, uint40(at)).isVerified(), "expires at that second");
        assertFalse(_word(0).approved(250, 0).withFrozen(true).isVerified(), "frozen");
        assertFalse(_word(0).approved(250, 0).revoked().isVerified(), "revoked");
        // All 40 bits of the expiry count: 2^32 + 5 lies far ahead, not at second 5.
        assertTrue(_word(0).approved(250, uint40(1 << 32) + 5).isVerified(), "an expiry beyond 32 bits");
    }

    function testFuzz_isVerified_readsEveryField(uint16 country, uint40 expiry, bool frozen, uint40 at) public {
        vm.warp(at);
        uint256 raw = 1 | (frozen ? 0x100 : 0) | uint256(country) << 16 | uint256(expiry) << 32;
        assertEq(_word(raw).isVerified(), !frozen && (expiry == 0 || expiry > at));
    }

    function testFuzz_isVerified_matchesTheRule(uint256 raw, uint40 at) public {
        vm.warp(at);
        uint256 expiry = (raw >> 32) & type(uint40).max;
        bool expected = raw & 0xff == 1 && (raw >> 8) & 0xff == 0 && (expiry == 0 || expiry > at);
        assertEq(_word(raw).isVerified(), expected);
    }

    function test_constants_areTheLayout() public pure {
        assertEq(IdentityWordLibrary.FROZEN, 0x100);
        assertEq(IdentityWordLibrary.COUNTRY_SHIFT, 16);
        assertEq(IdentityWordLibrary.EXPIRY_SHIFT, 32);
    }
}
