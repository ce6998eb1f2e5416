// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";

/// @notice The storage layout the income code's assembly relies on (docs/income.md#gas), checked on the raw slots:
///         a distribution writes the vault's packed books and the token's trade slot whole, so every neighbouring
///         bit must survive it; and `prepayIncomeStorage`, called by anyone at any time, changes no figure.
///         (Written first by an outside review of the change.) A reordered state variable fails these tests.
contract IncomeStorageLayoutTest is SystemFixture {
    // Slots per `forge inspect VaultTrader storageLayout` / `forge inspect PropertyToken storageLayout`.
    uint256 internal constant VT_SLOT0 = 0; // _paused(0) _swept(1) _booked(2..17) _escrowed(18..31)
    uint256 internal constant VT_SLOT1 = 1; // _fundManager(0..19) _incomeHeld(20..31)
    uint256 internal constant VT_BUCKETS = 6;
    uint256 internal constant PT_TERMS = 5;
    uint256 internal constant PT_POINTS = 11;
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

    function _pointSlot(uint256 i) internal pure returns (uint256) {
        return uint256(keccak256(abi.encode(i, PT_POINTS)));
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
        amount_ = bound(amt, TOTAL_M2 * ONE_M2, 1e30);
        _scramble(g0, g1, gb, gt);
        issuer = uint256(uint96(st >> 96)) * (amount_ / TOTAL_M2) / 1e18;
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
        // terms: keep available and distributions, random price/lock/flag bits (SCHEDULED kept off)
        uint256 keepMask = (uint256(type(uint96).max) << 96) | (uint256(0xffff) << 224);
        st = (_ld(b, PT_TERMS) & keepMask) | (gt & ~keepMask & ~(uint256(4) << 240));
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
        assertEq(at & ~(uint256(0xffff) << 224), st & ~(uint256(0xffff) << 224), "terms neighbours");
        assertEq(uint16(at >> 224), uint16(st >> 224) + 1, "distributions");
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

    /// Random interleavings of prepayments (any caller, any legal `through`), buys and distributions:
    /// every figure equals an identical property never prepaid, and points <= count are bit-identical.
    function testFuzz_prepayInterleavingChangesNothing(uint256 seed) public {
        for (uint256 i; i < 24; ++i) {
            uint256 r = uint256(keccak256(abi.encode(seed, i)));
            (uint256 count,) = token.incomeInfo();
            if (r % 3 == 0) {
                uint256 through = count + 1 + (r >> 8) % 120;
                vm.prank(address(uint160(r >> 40)));
                token.prepayIncomeStorage(through);
                assertGe(token.incomeStorageThrough(), through, "view below prepaid");
            } else if (r % 3 == 1) {
                uint256 m2 = 1 + (r >> 8) % 20;
                address who = (r >> 100) % 2 == 0 ? alice : bob;
                _buy(who, token, _m2(m2));
                _buy(who, plain, _m2(m2));
            } else {
                uint256 amount = TOTAL_M2 * ONE_M2 + (r >> 8) % (1e24);
                _dist(token, amount);
                _dist(plain, amount);
            }
            (uint256 ca, uint256 pa) = token.incomeInfo();
            (uint256 cb, uint256 pb) = plain.incomeInfo();
            assertEq(ca, cb);
            assertEq(pa, pb);
            for (uint256 s; s <= ca >> 1; ++s) {
                uint256 wa = _ld(address(token), _pointSlot(s));
                uint256 wb = _ld(address(plain), _pointSlot(s));
                if (s < ca >> 1 || ca & 1 == 1) assertEq(wa, wb, "point slot differs");
                else assertEq(wa & ((uint256(1) << 109) - 1), wb & ((uint256(1) << 109) - 1));
            }
            assertEq(token.incomeOf(alice), plain.incomeOf(alice));
            assertEq(token.incomeOf(bob), plain.incomeOf(bob));
            assertEq(vault.buckets(address(token)), vault.buckets(address(plain)));
            // the view never claims a slot that does not exist
            uint256 th = token.incomeStorageThrough();
            assertTrue(_ld(address(token), _pointSlot(th >> 1)) != 0, "view claims a missing slot");
        }
    }

    /// At the uint16 end: no prepayment reaches past distribution 65,535, the view stops there, and the 65,536th
    /// distribution reverts like SafeCast and leaves the trade slot intact.
    function test_prepayAndDistributeAtTheUint16End() public {
        _buy(alice, token, _m2(10));
        _dist(token, 1_000 * unit);
        address b = address(token);
        uint256 st0 = _ld(b, PT_TERMS);
        uint256 p1 = _ld(b, _pointSlot(0)); // points 0 and 1 + total
        // pretend 65,534 distributions: slot 32767 holds point 65534 (= point 1 here) and the total
        _st(b, PT_TERMS, (st0 & ~(uint256(0xffff) << 224)) | (uint256(65534) << 224));
        _st(b, _pointSlot(32767), ((p1 >> 109) & ((uint256(1) << 109) - 1)) | (p1 >> 218 << 218));
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.PrepayOutOfRange.selector, 65536, 65534));
        token.prepayIncomeStorage(65536);
        token.prepayIncomeStorage(65535);
        assertEq(token.incomeStorageThrough(), 65535);
        assertEq(_ld(b, _pointSlot(32768)), 0);
        uint256 before = _ld(b, _pointSlot(32767));
        _dist(token, 1_000 * unit); // 65,535
        uint256 afterW = _ld(b, _pointSlot(32767));
        assertEq(afterW & ((uint256(1) << 109) - 1), before & ((uint256(1) << 109) - 1));
        (uint256 c,) = token.incomeInfo();
        assertEq(c, 65535);
        assertEq(token.incomeStorageThrough(), 65535);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.PrepayOutOfRange.selector, 65536, 65535));
        token.prepayIncomeStorage(65536);
        uint256 amount = 1_000 * unit;
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.expectRevert(abi.encodeWithSelector(SafeCast.SafeCastOverflowedUintDowncast.selector, 16, 65536));
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
        uint256 st2 = _ld(b, PT_TERMS);
        assertEq(st2 & ~(uint256(0xffff) << 224), st0 & ~(uint256(0xffff) << 224));
        assertEq(uint16(st2 >> 224), 65535);
    }

    /// Prepay on a delisted / refund property and on the bare implementation: harmless.
    function test_prepayOnDelistedRefundAndImplementation() public {
        _buy(alice, token, _m2(10));
        uint256 price = token.currentPrice();
        vm.prank(manager);
        registry.delistWithRefund(address(token), price, false);
        token.prepayIncomeStorage(120);
        assertEq(token.incomeStorageThrough(), 121);
        assertEq(_ld(address(token), _pointSlot(60)), TOTAL_M2 << 218);
        // An uninitialised implementation writes nothing (total M2 is 0).
        PropertyToken impl = new PropertyToken(address(registry), address(vault), address(identity));
        vm.record();
        impl.prepayIncomeStorage(120);
        (, bytes32[] memory writes) = vm.accesses(address(impl));
        // every write stores zero
        for (uint256 i; i < writes.length; ++i) {
            assertEq(vm.load(address(impl), writes[i]), bytes32(0));
        }
        assertEq(impl.incomeStorageThrough(), 1);
    }
}
