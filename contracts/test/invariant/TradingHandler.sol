// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Test} from "forge-std/Test.sol";
import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {MasterRegistry} from "../../src/MasterRegistry.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {TestUSDT} from "../../src/TestUSDT.sol";
import {VaultTrader} from "../../src/VaultTrader.sol";

/// @notice Drives the system the way its users do: investors buy, sell and transfer; managers change
///         prices, locks, sell flags and delist; the fund manager moves buckets; the admin pauses,
///         resumes and (rarely) sweeps. Every action knows whether it must succeed, and records any
///         surprise, any locked M2 that moved (or were refused with another error than the lock's)
///         and any profitable buy-then-sell round trip.
contract TradingHandler is Test {
    uint256 private constant ONE_M2 = 1e18;

    MasterRegistry private immutable _registry;
    VaultTrader private immutable _vault;
    TestUSDT private immutable _usdt;
    address private immutable _admin;
    address private immutable _manager;
    address private immutable _fundManager;
    address[] private _actors;
    PropertyToken[] private _tokens;

    /// @notice Block time of the run (every action starts by warping to it).
    uint256 public time;
    /// @notice Actions run so far (also rotates the invariants' choice of caller).
    uint256 public calls;
    /// @notice First action whose outcome differed from the model ("" when none).
    string public surprise;
    /// @notice Set when M2 that were locked left an account.
    bool public lockedMoved;
    /// @notice First refused move of locked M2 whose error was not the lock's own ("" when none).
    string public wrongLockError;
    /// @notice Set when a buy-then-sell round trip at an unchanged price paid back more than it cost.
    bool public roundTripProfited;

    constructor(
        MasterRegistry registry,
        VaultTrader vault,
        TestUSDT usdt,
        address[3] memory staff,
        address[] memory actors,
        PropertyToken[] memory tokens
    ) {
        _registry = registry;
        _vault = vault;
        _usdt = usdt;
        (_admin, _manager, _fundManager) = (staff[0], staff[1], staff[2]);
        _actors = actors;
        _tokens = tokens;
        time = block.timestamp;
    }

    /// @dev Warps to the run's time and checks afterwards that no locked M2 left any account (when the
    ///      action let time pass, locks may have ended on the way; `roundTrip` is the only such mover).
    modifier step() {
        vm.warp(time);
        calls++;
        uint256 startTime = time;
        uint256[] memory lockedBefore = _lockedAmounts();
        _;
        if (time != startTime) return;
        uint256 k;
        for (uint256 t; t < _tokens.length; ++t) {
            for (uint256 a; a < _actors.length; ++a) {
                if (_tokens[t].balanceOf(_actors[a]) < lockedBefore[k++]) lockedMoved = true;
            }
        }
    }

    // ---------------------------------------------------------------- investors

    function buy(uint256 actorSeed, uint256 tokenSeed, uint256 m2) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        uint256 available = token.balanceOf(address(token));
        if (available == 0) return;
        m2 = bound(m2, 1, _min(available, 200 * ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(actor, cost);
        vm.prank(actor);
        _usdt.approve(address(_vault), cost);

        bool allowed = _trading() && token.listed();
        vm.prank(actor);
        try _vault.buy(address(token), m2, cost) returns (uint256 charged) {
            if (!allowed) _surprise("buy succeeded while closed");
            if (charged != cost) _surprise("buy charged other than quoted");
        } catch {
            if (allowed) _surprise("buy failed while open");
        }
    }

    function sell(uint256 actorSeed, uint256 tokenSeed, uint256 m2) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        (,, uint256 unlocked) = token.getLockInfo(actor);
        if (unlocked == 0) return;
        m2 = bound(m2, 1, unlocked);
        uint256 payout = _vault.quoteSell(address(token), m2);
        bool allowed = _trading() && token.sellEnabled() && payout > 0
            && payout <= _vault.buckets(address(token)) + _vault.generalBucket();

        uint256 before = _usdt.balanceOf(actor);
        vm.prank(actor);
        try _vault.sell(address(token), m2, payout) {
            if (!allowed) _surprise("sell succeeded while it should not");
            if (_usdt.balanceOf(actor) != before + payout) _surprise("sell paid other than quoted");
        } catch {
            if (allowed) _surprise("sell failed while allowed");
        }
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 tokenSeed, uint256 m2) external step {
        (address from, address to, PropertyToken token) = (_actor(fromSeed), _actor(toSeed), _token(tokenSeed));
        (,, uint256 unlocked) = token.getLockInfo(from);
        if (unlocked == 0 || from == to) return;
        m2 = bound(m2, 1, unlocked);
        vm.prank(from);
        try token.transfer(to, m2) {}
        catch {
            _surprise("transfer of unlocked M2 failed");
        }
    }

    /// @notice Tries to move locked M2 by transfer, transferFrom or sell; all must fail, and with the
    ///         lock's own error: `TransferLocked(account, unlockTime)` for the ERC-20 moves,
    ///         `TokensLocked(account, requested, unlocked)` for a sale the vault would otherwise accept.
    function moveLockedM2(uint256 actorSeed, uint256 tokenSeed, uint256 m2, uint8 how) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        (uint256 locked, uint256 unlockTime, uint256 unlocked) = token.getLockInfo(actor);
        if (locked == 0) return;
        m2 = bound(m2, unlocked + 1, unlocked + locked);
        bool moved = how % 3 == 2
            ? _sellLocked(actor, token, m2, unlocked)
            : _transferLocked(actor, _actor(actorSeed + 1), token, m2, unlockTime, how % 3 == 1);
        if (moved) lockedMoved = true;
    }

    /// @notice Buys, waits for the lock to end, sells the same M2 back at the same price, in one to
    ///         three parts (rounding must not favour the seller even when a sale is split).
    function roundTrip(uint256 actorSeed, uint256 tokenSeed, uint256 m2, uint8 parts) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        uint256 available = token.balanceOf(address(token));
        if (!_trading() || !token.listed() || !token.sellEnabled() || available == 0) return;
        m2 = bound(m2, 1, _min(available, 50 * ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(actor, cost);
        uint256 before = _usdt.balanceOf(actor);
        vm.prank(actor);
        _usdt.approve(address(_vault), cost);
        vm.prank(actor);
        try _vault.buy(address(token), m2, cost) {}
        catch {
            _surprise("round-trip buy failed");
            return;
        }

        (, uint256 unlockTime,) = token.getLockInfo(actor);
        if (unlockTime > time) time = unlockTime;
        vm.warp(time);
        parts = uint8(bound(parts, 1, 3));
        uint256 left = m2;
        for (uint256 i = parts; i > 0; --i) {
            uint256 part = i == 1 ? left : left / i;
            left -= part;
            if (part == 0 || _vault.quoteSell(address(token), part) == 0) continue;
            vm.prank(actor);
            try _vault.sell(address(token), part, 0) {}
            catch {
                _surprise("round-trip sell failed");
            }
        }
        if (_usdt.balanceOf(actor) > before) roundTripProfited = true;
    }

    function warp(uint256 seconds_) external step {
        time += bound(seconds_, 1, 45 days);
    }

    // ---------------------------------------------------------------- managers

    function updatePrice(uint256 tokenSeed, uint256 price) external step {
        price = bound(price, 1, 100_000e18);
        vm.prank(_manager);
        _registry.updatePrice(address(_token(tokenSeed)), price);
    }

    function setLockDuration(uint256 tokenSeed, uint256 lockSeconds) external step {
        lockSeconds = bound(lockSeconds, 1, 120 days);
        vm.prank(_manager);
        _registry.setLockDuration(address(_token(tokenSeed)), lockSeconds);
    }

    function setSellEnabled(uint256 tokenSeed, bool enabled) external step {
        vm.prank(_manager);
        _registry.setSellEnabled(address(_token(tokenSeed)), enabled);
    }

    /// @dev One in four calls delists, so properties stay on sale for most of a run.
    function delist(uint256 tokenSeed, bool refund, uint256 seed) external step {
        PropertyToken token = _token(tokenSeed);
        if (seed % 4 != 0 || !token.listed()) return;
        vm.prank(_manager);
        _registry.delistProperty(address(token), refund);
    }

    // ---------------------------------------------------------------- fund manager and admin

    function deposit(uint256 tokenSeed, bool general, uint256 amount) external step {
        address target = general ? address(0) : address(_token(tokenSeed));
        amount = bound(amount, 1, 1_000_000e18);
        _usdt.mint(_fundManager, amount);
        vm.startPrank(_fundManager);
        _usdt.approve(address(_vault), amount);
        try _vault.manualDeposit(target, amount) {
            if (_vault.emergencySwept()) _surprise("deposit after the sweep");
        } catch {
            if (!_vault.emergencySwept()) _surprise("deposit failed");
        }
        vm.stopPrank();
    }

    function withdraw(uint256 tokenSeed, bool general) external step {
        address target = general ? address(0) : address(_token(tokenSeed));
        uint256 amount = general ? _vault.generalBucket() : _vault.buckets(target);
        bool allowed = !_vault.emergencySwept() && amount > 0;
        vm.prank(_fundManager);
        try _vault.withdrawFromBucket(target, _fundManager) returns (uint256 paid) {
            if (!allowed || paid != amount) _surprise("withdraw paid unexpectedly");
        } catch {
            if (allowed) _surprise("withdraw failed");
        }
    }

    function pause() external step {
        bool allowed = !_vault.emergencySwept() && !_vault.paused();
        vm.prank(_admin);
        try _vault.pause() {
            if (!allowed) _surprise("pause allowed in a wrong state");
        } catch {
            if (allowed) _surprise("pause refused");
        }
    }

    function unpause() external step {
        bool allowed = !_vault.emergencySwept() && _vault.paused();
        vm.prank(_admin);
        try _vault.unpause() {
            if (!allowed) _surprise("unpause allowed in a wrong state");
        } catch {
            if (allowed) _surprise("unpause refused");
        }
    }

    /// @dev One in eight calls sweeps: roughly a quarter of the runs end in the swept state.
    function emergencySweep(uint256 seed) external step {
        if (seed % 8 != 0) return;
        bool allowed = !_vault.emergencySwept();
        vm.prank(_admin);
        try _vault.emergencySweep(_admin) {
            if (!allowed) _surprise("second sweep allowed");
        } catch {
            if (allowed) _surprise("sweep refused");
        }
    }

    // ---------------------------------------------------------------- helpers for the invariants

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    function tokens() external view returns (PropertyToken[] memory) {
        return _tokens;
    }

    function _trading() private view returns (bool) {
        return !_vault.emergencySwept() && !_vault.paused();
    }

    function _lockedAmounts() private view returns (uint256[] memory locked) {
        locked = new uint256[](_tokens.length * _actors.length);
        uint256 k;
        for (uint256 t; t < _tokens.length; ++t) {
            for (uint256 a; a < _actors.length; ++a) {
                (locked[k++],,) = _tokens[t].getLockInfo(_actors[a]);
            }
        }
    }

    function _actor(uint256 seed) private view returns (address) {
        return _actors[seed % _actors.length];
    }

    function _token(uint256 seed) private view returns (PropertyToken) {
        return _tokens[seed % _tokens.length];
    }

    /// @dev `transfer` (or, `viaAllowance`, `transferFrom`) of `m2` reaching into locked M2.
    function _transferLocked(
        address actor,
        address other,
        PropertyToken token,
        uint256 m2,
        uint256 unlockTime,
        bool viaAllowance
    ) private returns (bool moved) {
        bytes memory expected = abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, actor, unlockTime);
        if (viaAllowance) {
            vm.prank(actor);
            token.approve(other, m2);
            vm.prank(other);
            try token.transferFrom(actor, other, m2) {
                return true;
            } catch (bytes memory reason) {
                _expectReason(reason, expected, "locked transferFrom: not TransferLocked");
            }
        } else {
            vm.prank(actor);
            try token.transfer(other, m2) {
                return true;
            } catch (bytes memory reason) {
                _expectReason(reason, expected, "locked transfer: not TransferLocked");
            }
        }
    }

    /// @dev Sale of `m2` reaching into locked M2. Pause, sweep and a disabled sell are reported before
    ///      the lock, so only an otherwise acceptable sale must name `TokensLocked`.
    function _sellLocked(address actor, PropertyToken token, uint256 m2, uint256 unlocked)
        private
        returns (bool moved)
    {
        bool onlyTheLockRefuses = _trading() && token.sellEnabled();
        vm.prank(actor);
        try _vault.sell(address(token), m2, 0) {
            return true;
        } catch (bytes memory reason) {
            if (onlyTheLockRefuses) {
                bytes memory expected =
                    abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, actor, m2, unlocked);
                _expectReason(reason, expected, "locked sell: not TokensLocked");
            }
        }
    }

    function _expectReason(bytes memory reason, bytes memory expected, string memory what) private {
        if (keccak256(reason) != keccak256(expected) && bytes(wrongLockError).length == 0) wrongLockError = what;
    }

    function _surprise(string memory what) private {
        if (bytes(surprise).length == 0) surprise = what;
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}
