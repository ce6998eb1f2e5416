// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IIdentityRegistry} from "../src/interfaces/IIdentityRegistry.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

/// @notice From an outside review of the income correction (a signed correction in each account's slot, the
///         accumulator in the trade slot, the price in its own slot): what an attacker tried, as regression tests.
///         Rounding never pays a holder more than its exact share, whatever the sequence; the cost of an incoming
///         transfer to its receiver stays under one income unit; reinvesting all of one's income works; a recovery
///         moves the rounding debt with the M2 (docs/income.md#books-and-rounding).
contract IncomeCorrectionAttacksTest is SystemFixture {
    PropertyToken internal token;
    address internal carol = makeAddr("carol");
    address internal mallory = makeAddr("mallory");

    function setUp() public override {
        super.setUp();
        token = _createProperty(); // 1,000 M2 at 2,500, 18-decimal stablecoin (income unit 1e12)
    }

    function _distribute(uint256 amount) internal {
        _distributeIncome(token, amount);
    }

    function _claim(address holder) internal returns (uint256) {
        vm.prank(holder);
        return vault.claimIncome(_tokenList(address(token)));
    }

    /// @dev The exact income (scaled by 1e18) `balance` earns from `perUnitBefore` to now.
    function _perUnit() internal view returns (uint256 p) {
        (, p) = token.incomeInfo();
    }

    // ==============================================================================================
    // Incoming transfers: each costs the receiver less than one income unit, whoever sends it (documented in
    // docs/income.md#books-and-rounding; a stranger pays a whole transfer's gas to take a millionth of a stablecoin)
    // ==============================================================================================

    function test_transfer_eachIncomingOneWeiTransferCostsTheReceiverAtMostOneUnit() public {
        _buy(alice, token, _m2(100));
        _buy(mallory, token, _m2(1));
        _distribute(10_000 * unit); // alice earns 1,000
        vm.warp(block.timestamp + LOCK);
        uint256 before = token.incomeOf(alice);
        assertEq(before, 1_000 * unit);
        uint256 malloryBefore = token.incomeOf(mallory);

        uint256 n = 300;
        vm.startPrank(mallory);
        for (uint256 i; i < n; ++i) {
            token.transfer(alice, 1);
        }
        vm.stopPrank();

        // The receiver's new wei of M2 is charged its past earnings rounded up to a whole unit (so no account can
        // ever claim more than its exact share): n units at most, 300 millionths of the stablecoin here.
        assertEq(token.incomeOf(alice), before - n * token.incomeUnit());
        // The sender gains nothing.
        assertLe(token.incomeOf(mallory), malloryBefore);
        assertGe(token.incomeOf(mallory) + token.incomeUnit(), malloryBefore);
    }

    function test_transfer_aReceiversRoundingNeverPaysItMoreThanItsExactShare() public {
        _buy(alice, token, _m2(100));
        _buy(mallory, token, _m2(1));
        _distribute(10_000 * unit);
        vm.warp(block.timestamp + LOCK);
        _buy(bob, token, _m2(100)); // bob: no income so far
        uint256 n = 200;
        vm.startPrank(mallory);
        for (uint256 i; i < n; ++i) {
            token.transfer(bob, 1);
        }
        vm.stopPrank();
        assertEq(token.incomeOf(bob), 0, "shown as 0: a rounding debt below zero");
        // The next distribution pays bob its exact share less that debt (at most n + 2 units).
        _distribute(10_000 * unit);
        uint256 exact = 1_000 * unit;
        uint256 got = token.incomeOf(bob);
        assertLe(got, exact);
        assertLe(exact - got, (n + 2) * token.incomeUnit());
    }

    // ==============================================================================================
    // Reinvesting all of one's income: the cost is taken before the M2 are released
    // ==============================================================================================

    function test_reinvestIncome_succeedsWhenTheCostIsWithinOneUnitOfTheClaimable() public {
        _buy(alice, token, _m2(333)); // 333 M2: the accumulator's share per wei has a fraction
        _distribute(7_777 * unit + 123_456_789);
        vm.warp(block.timestamp + LOCK);

        uint256 claimable = vault.claimableIncome(address(token), alice);
        uint256 price = token.currentPrice();
        // The most M2 the income pays for where the buy's own rounding would lose a unit (which, taken before the
        // cost, made the reinvestment fall short while the M2 were released first).
        uint256 m2 = claimable * ONE_M2 / price;
        uint256 iu = token.incomeUnit();
        uint256 p = _perUnit();
        uint256 bal = token.balanceOf(alice);
        bool found;
        for (uint256 k; k < 2000; ++k) {
            uint256 cost = (m2 * price + ONE_M2 - 1) / ONE_M2;
            uint256 d = 1e18 * iu;
            uint256 after_ = (bal + m2) * p / d;
            uint256 sub = (m2 * p + d - 1) / d;
            uint256 unitsAfter = after_ + claimable / iu - bal * p / d - sub;
            if (cost <= claimable && unitsAfter * iu < cost) {
                found = true;
                break;
            }
            --m2;
        }
        assertTrue(found, "no such amount found");
        uint256 cost2 = vault.quoteBuy(address(token), m2);
        assertLe(cost2, claimable);
        vm.prank(alice);
        assertEq(vault.reinvestIncome(address(token), m2, cost2, type(uint256).max, block.timestamp), cost2);
        assertEq(token.balanceOf(alice), _m2(333) + m2);
        assertLe(vault.claimableIncome(address(token), alice) + cost2, claimable);
    }

    // ==============================================================================================
    // Recovery: the lost wallet's rounding debt moves with its M2
    // ==============================================================================================

    /// @dev A wallet that bought in several tranches since the last distribution owes a few units of rounding (shown as
    ///      0); the recovery moves that debt to the replacement with the M2, so the replacement may claim at most what
    ///      both could, and RecoveryExecuted reports the income moved (0 here).
    function test_recovery_movesTheLostWalletsRoundingDebtWithItsM2() public {
        _buy(bob, token, _m2(50));
        _distribute(10_000 * unit + 7);
        for (uint256 i; i < 10; ++i) {
            _buy(alice, token, _m2(1) + 123_456_789_012_345 * (i + 1) + 1);
        }
        vm.warp(block.timestamp + LOCK); // the locks ended: the event reports no locked M2
        assertEq(token.incomeOf(alice), 0);
        uint256 bobBefore = token.incomeOf(bob);
        vm.prank(compliance);
        identity.requestRecovery(alice, bob);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.expectEmit(address(identity));
        emit IIdentityRegistry.RecoveryExecuted(alice, bob, address(token), token.balanceOf(alice), 0, 0, compliance);
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));
        assertEq(token.incomeOf(alice), 0);
        uint256 bobAfter = token.incomeOf(bob);
        assertLe(bobAfter, bobBefore);
        // At most one unit per tranche, and one for the floor.
        assertLe(bobBefore - bobAfter, 11 * token.incomeUnit());
    }

    // ==============================================================================================
    // Held: rounding never pays a holder more than its exact share (many sequences)
    // ==============================================================================================

    address[4] internal hs;
    uint256[4] internal earnedScaled; // Σ balance × step (exact income × 1e18)
    uint256[4] internal paid; // claimed + reinvested (base units taken from the books)
    uint256 internal toHolders; // Σ (amount − issuerShare)
    uint256[4] internal changes; // balance changes + partial takes of each holder (each may lose < 1 unit)

    function _idx(address a) internal view returns (uint256) {
        for (uint256 i; i < 4; ++i) {
            if (hs[i] == a) return i;
        }
        revert("unknown");
    }

    function _free(address a) internal view returns (uint256) {
        (,, uint256 unlocked) = token.getLockInfo(a);
        return unlocked;
    }

    function _checkBooks() internal view {
        uint256 sumClaimable;
        uint256 sumPaid;
        for (uint256 i; i < 4; ++i) {
            uint256 c = token.incomeOf(hs[i]);
            // Never more than the exact pro-rata share.
            assertLe((paid[i] + c) * 1e18, earnedScaled[i], "holder above its exact share");
            // The documented loss: under one unit per balance change (and partial take), one more for the floor.
            assertLt(
                earnedScaled[i] - (paid[i] + c) * 1e18,
                (changes[i] + 1) * token.incomeUnit() * 1e18,
                "loss beyond the documented rounding"
            );
            sumClaimable += c;
            sumPaid += paid[i];
        }
        assertLe(sumClaimable + sumPaid, toHolders, "more than distributed to holders");
        assertGe(vault.incomeHeld(), sumClaimable, "income held below what is claimable");
    }

    function _distributeTracked(uint256 amount) internal {
        uint256 p0 = _perUnit();
        uint256 bucket0 = vault.buckets(address(token));
        _distribute(amount);
        uint256 step = _perUnit() - p0;
        uint256 issuer = vault.buckets(address(token)) - bucket0;
        toHolders += amount - issuer;
        for (uint256 i; i < 4; ++i) {
            earnedScaled[i] += token.balanceOf(hs[i]) * step;
        }
    }

    uint256 internal recoveries;
    uint256 internal reinvests;
    uint256 internal tinyTransfers;
    uint256 internal claims;

    function testFuzz_held_tinyTransfersSelfTransfersAndRecoveryNeverPayMore(uint256 seed) public {
        _run(seed);
    }

    /// @dev The same sequences from fixed seeds, checking that every kind of step actually ran.
    function test_held_fixedSeedsExerciseEveryStep() public {
        _run(1);
        uint256 snap = vm.snapshotState();
        for (uint256 s = 2; s < 6; ++s) {
            vm.revertToState(snap);
            _run(s * 0x9e3779b97f4a7c15);
        }
        assertGt(recoveries + reinvests + tinyTransfers + claims, 0);
        emit log_named_uint("recoveries", recoveries);
        emit log_named_uint("reinvests", reinvests);
        emit log_named_uint("tiny transfers", tinyTransfers);
        emit log_named_uint("claims", claims);
    }

    function _run(uint256 seed) internal {
        hs = [alice, bob, carol, mallory];
        _approveInvestor(carol);
        _approveInvestor(mallory);
        for (uint256 i; i < 4; ++i) {
            _buy(hs[i], token, _m2(10) + (seed >> (i * 8)) % 1e18);
            ++changes[i];
        }
        _distributeTracked(1_000 * unit + seed % 1e20);
        for (uint256 r; r < 40; ++r) {
            seed = uint256(keccak256(abi.encode(seed, r)));
            uint256 op = seed % 9;
            address a = hs[(seed >> 8) % 4];
            address b = hs[(seed >> 16) % 4];
            uint256 x = seed >> 32;
            if (op == 0) {
                uint256 m = 1 + x % _m2(3);
                if (m <= token.balanceOf(address(token))) {
                    _buy(a, token, m);
                    ++changes[_idx(a)];
                }
            } else if (op == 1) {
                uint256 f = _free(a);
                if (f > 0) {
                    uint256 m = 1 + x % f;
                    if (m * token.currentPrice() / ONE_M2 > 0) {
                        _sell(a, token, m);
                        ++changes[_idx(a)];
                    }
                }
            } else if (op == 2) {
                // bursts of 1-wei or tiny transfers, incl. to oneself
                uint256 f = _free(a);
                uint256 n = x % 12;
                uint256 amt = 1 + (x >> 8) % 3;
                vm.startPrank(a);
                for (uint256 k; k < n && amt <= f; ++k) {
                    token.transfer(b, amt);
                    if (a != b) f -= amt;
                    ++changes[_idx(a)];
                    ++changes[_idx(b)];
                    ++tinyTransfers;
                }
                vm.stopPrank();
            } else if (op == 3) {
                uint256 f = _free(a);
                if (f > 0) {
                    uint256 m = x % (f + 1);
                    vm.prank(a);
                    token.approve(b, m);
                    address to = b == a ? a : hs[(seed >> 24) % 4];
                    vm.prank(b);
                    token.transferFrom(a, to, m);
                    ++changes[_idx(a)];
                    ++changes[_idx(to)];
                }
            } else if (op == 4) {
                _distributeTracked(1_000 + x % (10_000 * unit));
            } else if (op == 5) {
                if (token.incomeOf(a) > 0) {
                    paid[_idx(a)] += _claim(a);
                    ++claims;
                }
            } else if (op == 6) {
                // partial reinvest: a cost below the claimable (rounded up to whole units by takeIncome)
                uint256 c = token.incomeOf(a);
                uint256 m = c * ONE_M2 / token.currentPrice() / 3;
                if (m > 0 && m <= token.balanceOf(address(token))) {
                    vm.prank(a);
                    try vault.reinvestIncome(
                        address(token), m, type(uint256).max, type(uint256).max, block.timestamp
                    ) returns (
                        uint256 cost
                    ) {
                        // takeIncome took ceil(cost / unit) units from the books of the holder
                        uint256 iu = token.incomeUnit();
                        paid[_idx(a)] += (cost + iu - 1) / iu * iu;
                        changes[_idx(a)] += 2;
                        ++reinvests;
                    } catch {}
                }
            } else if (op == 7) {
                vm.warp(block.timestamp + 1 + x % (2 * LOCK));
            } else {
                // recovery of a into b (compliance, 3 days): b takes a's M2, correction and exact books
                if (a != b) {
                    vm.prank(compliance);
                    identity.requestRecovery(a, b);
                    vm.warp(block.timestamp + identity.RECOVERY_DELAY());
                    vm.prank(compliance);
                    identity.executeRecovery(a, _tokenList(address(token)));
                    uint256 ia = _idx(a);
                    uint256 ib = _idx(b);
                    earnedScaled[ib] += earnedScaled[ia];
                    earnedScaled[ia] = 0;
                    paid[ib] += paid[ia];
                    paid[ia] = 0;
                    // merging two floors: the replacement's books carry both accounts' roundings
                    changes[ib] += changes[ia] + 1;
                    changes[ia] = 0;
                    ++recoveries;
                }
            }
            _checkBooks();
        }
        // Everyone claims what is left; the vault can pay it all.
        for (uint256 i; i < 4; ++i) {
            if (token.incomeOf(hs[i]) > 0) paid[i] += _claim(hs[i]);
        }
        _checkBooks();
    }

    /// @dev Self-transfers and self transferFrom never raise the claimable (each loses at most one unit).
    function test_held_selfTransfersNeverRaiseTheClaimable() public {
        _buy(alice, token, _m2(7) + 3);
        _distribute(12_345 * unit + 6_789);
        vm.warp(block.timestamp + LOCK);
        uint256 c0 = token.incomeOf(alice);
        vm.startPrank(alice);
        token.approve(alice, type(uint256).max);
        for (uint256 i = 1; i < 50; ++i) {
            uint256 c = token.incomeOf(alice);
            if (i % 2 == 0) token.transfer(alice, i * 1e15 + i);
            else token.transferFrom(alice, alice, i);
            assertLe(token.incomeOf(alice), c);
        }
        vm.stopPrank();
        assertLe(token.incomeOf(alice), c0);
        assertGe(token.incomeOf(alice) + 50 * token.incomeUnit(), c0);
    }

    /// @dev Zero-value transfers and transferFrom (also from the token's own address, which has no account) move no
    ///      correction.
    function test_held_zeroValueTransfersMoveNothing() public {
        _buy(alice, token, _m2(2) + 5);
        _distribute(3_333 * unit + 3);
        uint256 c = token.incomeOf(alice);
        vm.startPrank(bob);
        for (uint256 i; i < 20; ++i) {
            token.transfer(alice, 0);
            token.transferFrom(address(token), alice, 0);
        }
        vm.stopPrank();
        assertEq(token.incomeOf(alice), c);
        assertEq(token.incomeOf(address(token)), 0);
    }

    /// @dev Round trips of a transfer between two accounts never create income: the pair's total never grows.
    function test_held_pingPongTransfersNeverCreateIncome() public {
        _buy(alice, token, _m2(5));
        _buy(bob, token, _m2(5));
        _distribute(9_999 * unit + 999_999_999_999);
        vm.warp(block.timestamp + LOCK);
        uint256 total = token.incomeOf(alice) + token.incomeOf(bob);
        for (uint256 i; i < 60; ++i) {
            uint256 v = (i * 7_919_000_000_000_001) % _m2(1) + 1;
            vm.prank(alice);
            token.transfer(bob, v);
            vm.prank(bob);
            token.transfer(alice, v);
            uint256 t = token.incomeOf(alice) + token.incomeOf(bob);
            assertLe(t, total);
            total = t;
        }
    }

    /// @dev A recovery adds the lost correction: the replacement may gain the two fractions (≤ 1 unit) but never
    ///      more than the two exact shares; a lost wallet whose claimable is below zero reduces the replacement's.
    function test_held_recoveryMergesCorrectionsWithinTheExactShares() public {
        _buy(alice, token, _m2(3) + 1);
        _buy(bob, token, _m2(4) + 7);
        _distribute(1_000 * unit + 1);
        uint256 p = _perUnit();
        uint256 exactScaled = (_m2(3) + 1 + _m2(4) + 7) * p; // both started at perUnit 0
        vm.prank(compliance);
        identity.requestRecovery(alice, bob);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(token)));
        assertEq(token.incomeOf(alice), 0);
        assertLe(token.incomeOf(bob) * 1e18, exactScaled);
        assertEq(token.balanceOf(bob), _m2(7) + 8);
    }

    /// @dev The refund path (retireFrom) adds floor and keeps the income with the holder; no more than exact.
    function test_held_claimRefundKeepsIncomeWithoutRoundingUp() public {
        _buy(alice, token, _m2(3) + 11);
        _distribute(777 * unit + 3);
        uint256 exactScaled = (_m2(3) + 11) * _perUnit();
        vm.prank(manager);
        registry.delistWithRefund(address(token), 2_500 * unit, true);
        // (the pool is funded from the property's bucket: alice's purchase)
        vm.prank(alice);
        vault.claimRefund(address(token));
        assertEq(token.balanceOf(alice), 0);
        uint256 c = token.incomeOf(alice);
        assertLe(c * 1e18, exactScaled);
        assertGe(c + token.incomeUnit(), exactScaled / 1e18);
        // income is still claimable after the refund
        assertEq(_claim(alice), c);
    }

    // ==============================================================================================
    // Held: packing — the 61-bit correction at its extremes, the lifetime limit first
    // ==============================================================================================

    /// @dev One holder owns the whole supply bought at perUnit 0; income to the lifetime limit; sells everything at
    ///      the top: its correction is +floor(supply × perUnit / 1e30), up to 2^59 (fits). It buys it all back at the top:
    ///      ≈ −2^59. Then the limit stops any further distribution before a correction could pass 61 bits.
    function test_held_correctionExtremesFitBeforeTheLimit() public {
        PropertyToken small = _createProperty("Tiny", 1, 1 * unit, 1 days);
        _buy(alice, small, ONE_M2); // the whole supply
        uint256 limit = small.MAX_INCOME_UNITS() * small.incomeUnit();
        // Distribute up to the limit exactly (perUnit × totalM2 = limit), in eight parts claimed as they come: the
        // vault holds at most 2^96 - 1 of income at once, less than the limit of an 18-decimal stablecoin.
        uint256 claimedSoFar;
        for (uint256 i; i < 8; ++i) {
            _distributeIncome(small, limit / 8);
            if (i < 7) {
                vm.prank(alice);
                claimedSoFar += vault.claimIncome(_tokenList(address(small)));
            }
        }
        (, uint256 p) = small.incomeInfo();
        assertEq(p, limit);
        assertEq(small.incomeOf(alice) + claimedSoFar, limit);
        limit = small.incomeOf(alice); // what stays claimable below
        // Any more reverts IncomeLimitReached.
        _fund(fundManager, 1);
        _approve(fundManager, 1);
        uint256 cap = p * small.totalM2();
        vm.prank(fundManager);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.IncomeLimitReached.selector, cap));
        vault.distributeIncome(address(small), 1, 1, 2);

        vm.warp(block.timestamp + 1 days);
        // Sell everything at the top: the correction takes the whole past, claimable unchanged.
        _sell(alice, small, ONE_M2);
        assertEq(small.incomeOf(alice), limit);
        // Buy it back: correction near -2^59, claimable unchanged.
        _buy(alice, small, ONE_M2);
        assertEq(small.incomeOf(alice), limit);
        // bob buys nothing; a recovery of alice into bob (bob fresh) still fits
        vm.prank(compliance);
        identity.requestRecovery(alice, bob);
        vm.warp(block.timestamp + identity.RECOVERY_DELAY());
        vm.prank(compliance);
        identity.executeRecovery(alice, _tokenList(address(small)));
        assertEq(small.incomeOf(bob), limit);
        // Pay it: the whole held income.
        vm.prank(bob);
        assertEq(vault.claimIncome(_tokenList(address(small))), limit);
    }

    /// @dev The most negative correction: the whole supply bought at the top of the accumulator, never claimed,
    ///      then the holder sells and buys in tiny pieces: it stays far inside −2^60.
    function test_held_mostNegativeCorrectionFits() public {
        PropertyToken small = _createProperty("Tiny", 1, 1 * unit, 1 days);
        _buy(bob, small, 1);
        uint256 limit = small.MAX_INCOME_UNITS() * small.incomeUnit();
        _distributeIncome(small, limit); // perUnit at the limit
        _buy(alice, small, ONE_M2 - 1); // correction ≈ −2^59
        vm.warp(block.timestamp + 1 days);
        for (uint256 i; i < 20; ++i) {
            _sell(alice, small, 1e17 - 1);
            _buy(alice, small, 1e17 - 1);
            vm.warp(block.timestamp + 1 days);
        }
        assertEq(small.incomeOf(alice), 0);
        // still transferable
        vm.warp(block.timestamp + 1 days);
        vm.prank(alice);
        small.transfer(carol, ONE_M2 - 1);
        assertEq(small.incomeOf(carol), 0);
    }

    // ==============================================================================================
    // Held: price scheduling in its own slot
    // ==============================================================================================

    function test_held_priceScheduleAroundEffectiveAt() public {
        uint256 p0 = token.currentPrice();
        uint256 p1 = p0 + p0 / 10;
        vm.prank(manager);
        registry.proposePrice(address(token), p1);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), p1);
        uint256 at = block.timestamp + registry.PRICE_NOTICE();
        (uint256 pp, uint256 pat) = token.pendingPrice();
        assertEq(pp, p1);
        assertEq(pat, at);
        vm.warp(at - 1);
        assertEq(token.currentPrice(), p0);
        assertEq(vault.quoteBuy(address(token), ONE_M2), p0);
        vm.warp(at);
        assertEq(token.currentPrice(), p1, "in force at effectiveAt");
        (pp, pat) = token.pendingPrice();
        assertEq(pp, 0);
        assertEq(pat, 0);
        uint256 cost = _buy(alice, token, ONE_M2);
        assertEq(cost, p1);
        // A cancel after the time keeps the new price.
        vm.prank(manager);
        vm.expectRevert(); // NothingPending: pendingPrice says none
        registry.cancelPriceChange(address(token));
        assertEq(token.currentPrice(), p1);
        // The next schedule settles p1 as current, a cancel before its time restores p1.
        uint256 p2 = p1 - p1 / 10;
        vm.prank(manager);
        registry.proposePrice(address(token), p2);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), p2);
        vm.warp(block.timestamp + 1);
        assertEq(token.currentPrice(), p1);
        vm.prank(manager);
        registry.cancelPriceChange(address(token));
        assertEq(token.currentPrice(), p1);
        (pp, pat) = token.pendingPrice();
        assertEq(pat, 0);
        // A third schedule passes its time, then a delist freezes the price in force.
        vm.prank(manager);
        registry.proposePrice(address(token), p2);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), p2);
        vm.warp(block.timestamp + registry.PRICE_NOTICE());
        assertEq(token.currentPrice(), p2);
        _delistWithoutRefund(token);
        vm.warp(block.timestamp + 365 days);
        assertEq(token.currentPrice(), p2);
        (pp, pat) = token.pendingPrice();
        assertEq(pat, 0);
        // Distributions and transfers do not touch the price slot.
        _distribute(1_000 * unit);
        assertEq(token.currentPrice(), p2);
    }

    /// @dev A delist while a price is announced but not yet in force keeps the old price (the announcement dies).
    function test_held_delistBeforeEffectiveKeepsTheOldPrice() public {
        uint256 p0 = token.currentPrice();
        // The delisting is announced first; a day later a price change is confirmed for 2 days later still, so the
        // delisting applies (after its 2-day notice) before the new price.
        vm.prank(manager);
        registry.delistProperty(address(token), false);
        vm.warp(block.timestamp + 1 days);
        vm.prank(manager);
        registry.proposePrice(address(token), p0 + p0 / 10);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), p0 + p0 / 10);
        vm.warp(block.timestamp + 1 days);
        vm.prank(manager);
        registry.applyClosure(address(token));
        vm.warp(block.timestamp + 30 days);
        assertEq(token.currentPrice(), p0);
        (, uint256 pat) = token.pendingPrice();
        assertEq(pat, 0);
    }
}
