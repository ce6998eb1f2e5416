// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";

/// @notice The storage layout the income code's assembly relies on (docs/income.md#gas), checked on the raw slots:
///         a distribution writes the vault's packed books and the token's trade slot whole, so every neighbouring
///         bit must survive it; an account's balance, lock, freeze mark and income correction share one word.
///         (Written first by an outside review of the change.) A reordered state variable fails these tests.
contract IncomeStorageLayoutTest is SystemFixture {
    // Slots per `forge inspect VaultTrader storageLayout` / `forge inspect PropertyToken storageLayout`.
    uint256 internal constant VT_SLOT0 = 0; // _paused(0) _swept(1) _booked(2..17) _escrowed(18..31)
    uint256 internal constant VT_SLOT1 = 1; // _fundManager(0..19) _incomeHeld(20..31)
    uint256 internal constant VT_BUCKETS = 6;
    uint256 internal constant PT_TERMS = 5;
    uint256 internal constant PT_ACCOUNTS = 10;
    // Terms: available (0-79), perUnit (80-199), lockDuration (200-231), distributions (232-247), flags (248-255).
    uint256 internal constant PER_UNIT = uint256(type(uint120).max) << 80;
    uint256 internal constant COUNT = uint256(0xffff) << 232;
    uint256 internal constant M128 = type(uint128).max;

    PropertyToken internal token;
    PropertyToken internal plain;

    function setUp() public override {
        super.setUp();
        token = _createProperty();
        plain = _createProperty("Plain House", TOTAL_M2, token.currentPrice(), LOCK);
    }

    function _dist(PropertyToken to, uint256 amount) internal returns (uint256) {
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.prank(fundManager);
        return vault.distributeIncome(address(to), amount, 1, 2);
    }

    function _ld(address a, uint256 s) internal view returns (uint256) {
        return uint256(vm.load(a, bytes32(s)));
    }

    function _st(address a, uint256 s, uint256 v) internal {
        vm.store(a, bytes32(s), bytes32(v));
    }

    function _bucketSlot(address t) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode(t, VT_BUCKETS)));
    }

    uint256 internal s0;
    uint256 internal s1;
    uint256 internal sb;
    uint256 internal st;
    uint256 internal issuer;
    uint256 internal amount_;

    /// Garbage in every neighbour bit the assembly must preserve (swept kept 0 so the call is allowed):
    /// only the field a write targets may change, by exactly its part.
    function testFuzz_vaultAndTermsNeighboursBitExact(uint256 g0, uint256 g1, uint256 gb, uint256 gt, uint96 amt)
        public
    {
        _buy(alice, token, _m2(10));
        amount_ = bound(amt, TOTAL_M2 * ONE_M2, 1e28); // the vault's income books hold 2^96 - 1 (7.9e28)
        _scramble(g0, g1, gb, gt);
        issuer = uint256(uint80(st)) * (amount_ / TOTAL_M2) / 1e18;
        _dist(token, amount_);
        _checkAfter();
    }

    function _scramble(uint256 g0, uint256 g1, uint256 gb, uint256 gt) internal {
        address v = address(vault);
        address b = address(token);
        uint256 bs = _bucketSlot(b);
        // slot 0: keep booked, swept = 0, random paused byte and escrowed bits
        uint256 x = _ld(v, VT_SLOT0);
        s0 = (x & (M128 << 16)) | (g0 & ~(M128 << 16) & ~uint256(0xff00));
        _st(v, VT_SLOT0, s0);
        // slot 1: keep fund manager, random income held below 2^95
        s1 = (_ld(v, VT_SLOT1) & type(uint160).max) | ((g1 >> 161) << 160);
        _st(v, VT_SLOT1, s1);
        // bucket: keep balance, registered byte = 1, random bits above it
        sb = (_ld(v, bs) & M128) | (uint256(1) << 128) | ((gb >> 136) << 136);
        _st(v, bs, sb);
        // terms: keep available, the accumulator and the count; random lock and flag bits
        uint256 keepMask = uint256(type(uint80).max) | PER_UNIT | COUNT;
        st = (_ld(b, PT_TERMS) & keepMask) | (gt & ~keepMask);
        _st(b, PT_TERMS, st);
    }

    function _checkAfter() internal view {
        address v = address(vault);
        uint256 a0 = _ld(v, VT_SLOT0);
        assertEq(a0 & ~(M128 << 16), s0 & ~(M128 << 16), "slot0 neighbours");
        assertEq(uint128(a0 >> 16), uint128(s0 >> 16) + amount_, "booked");
        uint256 a1 = _ld(v, VT_SLOT1);
        assertEq(uint160(a1), uint160(s1), "fund manager");
        assertEq(a1 >> 160, (s1 >> 160) + amount_ - issuer, "income held");
        uint256 ab = _ld(v, _bucketSlot(address(token)));
        assertEq(ab >> 128, sb >> 128, "bucket upper bits");
        assertEq(uint128(ab), uint128(sb) + issuer, "bucket balance");
        uint256 at = _ld(address(token), PT_TERMS);
        assertEq(at & ~(COUNT | PER_UNIT), st & ~(COUNT | PER_UNIT), "terms neighbours");
        assertEq(uint16(at >> 232), uint16(st >> 232) + 1, "distributions");
        assertEq(uint120(at >> 80), uint120(st >> 80) + amount_ / TOTAL_M2, "accumulator");
    }

    /// The three checked sums revert exactly like SafeCast at 2^128 / 2^96, and pass at max.
    function test_overflowChecksMatchSafeCast() public {
        _buy(alice, token, _m2(10));
        uint256 amount = 1_000 * unit; // issuer share 990
        uint256 issuerAmt = 990 * unit;
        address v = address(vault);
        uint256 s00 = _ld(v, VT_SLOT0);
        // booked: max - amount + 1 -> overflow by 1
        _st(v, VT_SLOT0, (s00 & ~(M128 << 16)) | ((M128 - amount + 1) << 16));
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 128, M128 + 1));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
        // exactly max passes
        _st(v, VT_SLOT0, (s00 & ~(M128 << 16)) | ((M128 - amount) << 16));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
        assertEq(vault.booked(), M128);
        assertEq(vault.paused(), false);
        _st(v, VT_SLOT0, s00);
        // bucket
        uint256 bs = _bucketSlot(address(token));
        uint256 sb0 = _ld(v, bs);
        _st(v, bs, (sb0 & ~M128) | (M128 - issuerAmt + 1));
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 128, M128 + 1));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
    }

    /// At the uint16 end of the count: the 65,536th distribution reverts like SafeCast and leaves the trade slot
    /// and the accumulator intact.
    function test_distributeAtTheUint16End() public {
        _buy(alice, token, _m2(10));
        _dist(token, 1_000 * unit);
        address b = address(token);
        uint256 st0 = _ld(b, PT_TERMS);
        _st(b, PT_TERMS, (st0 & ~COUNT) | (uint256(65534) << 232));
        assertEq(_dist(token, 1_000 * unit), 65535);
        st0 = _ld(b, PT_TERMS);
        uint256 amount = 1_000 * unit;
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 16, 65536));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
        assertEq(_ld(b, PT_TERMS), st0);
        assertEq(uint16(st0 >> 232), 65535);
        assertEq(token.incomeOf(alice), 20 * unit);
    }

    /// The trade slot: the accumulator in bits 80-199 beside the M2 the token holds, the lock, the count and the
    /// flags; a distribution changes only the accumulator and the count.
    function test_termsSlotHoldsTheAccumulatorBesideTheTradeFigures() public {
        uint256 start = _ld(address(token), PT_TERMS);
        assertEq(uint80(start), TOTAL_M2 * ONE_M2);
        assertEq(uint32(start >> 200), LOCK);
        _buy(alice, token, _m2(10));
        _dist(token, 3_000 * unit);
        _dist(token, 1_000 * unit);
        (, uint256 perUnit) = token.incomeInfo();
        assertEq(perUnit, 4 * unit);
        uint256 word = _ld(address(token), PT_TERMS);
        assertEq(uint120(word >> 80), 4 * unit);
        assertEq(uint16(word >> 232), 2);
        assertEq(uint80(word), _m2(TOTAL_M2 - 10));
        assertEq(word & ~(PER_UNIT | COUNT | type(uint80).max), start & ~(PER_UNIT | COUNT | type(uint80).max));
    }

    /// An account's word: balance (0-79), locked amount (80-159), unlock time (160-193), freeze mark (194) and the
    /// income correction (195-255, two's complement). Any values of the fields read back as written, and what the
    /// account may claim is balance × perUnit / (10^18 × incomeUnit) + correction units.
    function testFuzz_accountWordLayout(uint80 balance, uint80 locked, uint40 unlock, bool frozen, int64 raw) public {
        int256 correction = int256(raw) >> 3; // 61 bits
        unlock = uint40(bound(unlock, 0, 2 ** 34 - 1));
        locked = uint80(bound(locked, 0, balance)); // a lock never holds more than the balance
        _dist(token, 1_000 * unit); // perUnit = unit
        uint256 word = uint256(balance) | uint256(locked) << 80 | uint256(unlock) << 160
            | (frozen ? uint256(1) << 194 : 0) | uint256(correction) << 195;
        _st(address(token), _accountSlot(alice), word);
        assertEq(token.balanceOf(alice), balance);
        (uint256 lockedNow, uint256 unlockTime,) = token.getLockInfo(alice);
        assertEq(unlockTime, unlock);
        assertEq(lockedNow, unlock > block.timestamp ? locked : 0);
        assertEq(token.sendingFrozen(alice), frozen);
        int256 units = int256(uint256(balance) * unit / 1e18 / token.incomeUnit()) + correction;
        assertEq(token.incomeOf(alice), units > 0 ? uint256(units) * token.incomeUnit() : 0);
    }

    /// The correction's whole 61-bit range is stored as it is (a rewrite of the slot keeps its ends), and one unit past
    /// either end reverts like SafeCast instead of wrapping into the neighbouring bits.
    function test_storeAccount_keepsTheCorrectionsWholeRangeAndRefusesBeyond() public {
        _dist(token, 1_000 * unit); // perUnit = unit: 1 M2 has earned 10^6 income units
        int256 lowest = -(2 ** 60);
        int256 highest = 2 ** 60 - 1;
        for (uint256 i; i < 2; ++i) {
            int256 correction = i == 0 ? lowest : highest;
            uint256 word = uint256(_m2(10)) | uint256(correction) << 195;
            _st(address(token), _accountSlot(alice), word);
            vm.prank(alice);
            token.transfer(bob, 0); // rewrites alice's slot with the same figures
            assertEq(_ld(address(token), _accountSlot(alice)), word);
        }
        // At the top, 1 M2 sent adds its 10^6 units: past 2^60 - 1.
        int256 past = highest + int256(unit / token.incomeUnit());
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedIntDowncast.selector, 61, past));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
        // At the bottom, 1 M2 received takes them off: below -2^60 (alice back to a plain slot).
        _st(address(token), _accountSlot(alice), uint256(_m2(10)));
        _st(address(token), _accountSlot(bob), uint256(lowest) << 195);
        past = lowest - int256(unit / token.incomeUnit());
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedIntDowncast.selector, 61, past));
        vm.prank(alice);
        token.transfer(bob, _m2(1));
    }

    /// A buy and a transfer write the whole word: every field lands in its bits.
    function test_buyAndTransferWriteEveryField() public {
        _buy(alice, token, _m2(10));
        _dist(token, 1_000 * unit); // alice earns 10 units of the stablecoin
        _buy(alice, token, _m2(5));
        uint256 word = _ld(address(token), _accountSlot(alice));
        assertEq(uint80(word), _m2(15));
        assertEq(uint80(word >> 80), _m2(15));
        assertEq((word >> 160) & (2 ** 34 - 1), block.timestamp + LOCK);
        assertEq((word >> 194) & 1, 0);
        // 15 M2 × 1 stablecoin per M2 earned "before", minus the 10 alice earned: -5 stablecoins in income units.
        assertEq(int256(word) >> 195, -int256(5 * unit / token.incomeUnit()));
        assertEq(token.incomeOf(alice), 10 * unit);
    }

    function _accountSlot(address account) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode(account, PT_ACCOUNTS)));
    }
}
