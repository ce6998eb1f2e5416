// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {PropertyToken} from "../../src/PropertyToken.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";

/// @notice Random buys, transfers, sells, distributions and claims by three holders: each holder's claims equal
///         its pro rata share to the wei, up to the documented rounding (docs/income.md#books-and-rounding).
/// @dev In test/fuzz/, outside the gas snapshot: the fuzzer's inputs (so the gas) depend on the other tests of
///      the run, which would make the snapshot differ from machine to machine.
contract IncomeProRataFuzzTest is SystemFixture {
    /// @dev The accumulator's scale, pinned by value (the token's INCOME_SCALE).
    uint256 internal constant SCALE = 1e18;

    PropertyToken internal token;
    address internal carol = makeAddr("carol");

    function setUp() public override {
        super.setUp();
        token = _createProperty();
    }

    function _distribute(PropertyToken to, uint256 amount) internal {
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.prank(fundManager);
        vault.distributeIncome(address(to), amount, 1, 2);
    }

    function _claim(address holder, PropertyToken a) internal returns (uint256) {
        address[] memory tokens = new address[](1);
        tokens[0] = address(a);
        vm.prank(holder);
        return vault.claimIncome(tokens);
    }

    address[3] internal holders;
    uint256[3] internal owedScaled; // owed × supply (exact)
    uint256[3] internal claimed;
    uint256[3] internal checkpoints;
    uint256[3] internal accumulatorRounding;
    uint256 internal distributed;
    uint256 internal issuerShares;

    /// @dev Random buys, transfers, sells, distributions and claims by three holders. Expected income is
    ///      computed independently: at each distribution every holder is owed balance × amount / supply
    ///      (exact, as a fraction); a holder's claims never exceed it and fall short of it only by the
    ///      documented rounding (down, in the protocol's favour): under one income unit (a millionth of the
    ///      stablecoin) per balance change and one more for the whole units a claim pays, plus the
    ///      accumulator's rounding (balance / 1e18 base units per distribution).
    function testFuzz_claimIncome_equalsTheProRataShare(uint256 seed) public {
        holders = [alice, bob, carol];
        for (uint256 i; i < 24; ++i) {
            seed = uint256(keccak256(abi.encode(seed, i)));
            _fuzzStep(seed);
        }
        uint256 totalPaid;
        for (uint256 h; h < 3; ++h) {
            if (vault.claimableIncome(address(token), holders[h]) > 0) claimed[h] += _claim(holders[h], token);
            uint256 exact = owedScaled[h] / token.totalSupply();
            assertLe(claimed[h], exact, "never more than the pro rata share");
            uint256 rounding = (checkpoints[h] + 1) * unit / 1e6 + accumulatorRounding[h];
            assertGe(claimed[h] + rounding, exact, "short by rounding only");
            totalPaid += claimed[h];
        }
        assertLe(totalPaid + issuerShares, distributed, "never more than distributed");
        assertEq(vault.incomeHeld(), distributed - issuerShares - totalPaid, "the dust stays booked");
        assertEq(usdt.balanceOf(address(vault)), vault.booked());
    }

    function _fuzzStep(uint256 seed) internal {
        uint256 who = seed % 3;
        address holder = holders[who];
        uint256 action = (seed >> 8) % 5;
        if (action == 0) {
            uint256 m2 = ((seed >> 16) % 50 + 1) * ONE_M2 / 4;
            if (token.balanceOf(address(token)) < m2) return;
            _buy(holder, token, m2);
            checkpoints[who]++;
        } else if (action == 1) {
            vm.warp(block.timestamp + LOCK);
            uint256 next = (who + 1) % 3;
            uint256 amount = token.balanceOf(holder) / 2;
            vm.prank(holder);
            token.transfer(holders[next], amount);
            checkpoints[who]++;
            checkpoints[next]++;
        } else if (action == 2) {
            vm.warp(block.timestamp + LOCK);
            uint256 amount = token.balanceOf(holder) / 3;
            if (amount == 0 || vault.quoteSell(address(token), amount) == 0) return;
            _sell(holder, token, amount);
            checkpoints[who]++;
        } else if (action == 3) {
            uint256 amount = ((seed >> 32) % 100_000 + 1) * unit + (seed >> 64) % unit;
            for (uint256 h; h < 3; ++h) {
                uint256 balance = token.balanceOf(holders[h]);
                owedScaled[h] += balance * amount;
                // The step per base unit is rounded down by less than 1 / 1e18 of a stablecoin base unit.
                accumulatorRounding[h] += balance / SCALE + 1;
            }
            uint256 bucketBefore = vault.buckets(address(token));
            _distribute(token, amount);
            issuerShares += vault.buckets(address(token)) - bucketBefore;
            distributed += amount;
        } else if (vault.claimableIncome(address(token), holder) > 0) {
            claimed[who] += _claim(holder, token);
            checkpoints[who]++;
        }
    }
}
