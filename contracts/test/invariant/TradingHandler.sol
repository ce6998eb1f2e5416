// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {Test} from "forge-std/Test.sol";
import {Vm} from "forge-std/Vm.sol";
import {IIdentityRegistry} from "../../src/interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "../../src/interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../../src/interfaces/IVaultTrader.sol";
import {IdentityRegistry} from "../../src/IdentityRegistry.sol";
import {MasterRegistry} from "../../src/MasterRegistry.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {TestUSDT} from "../../src/TestUSDT.sol";
import {VaultTrader} from "../../src/VaultTrader.sol";

/// @notice Drives the system the way its users do: investors buy, sell and transfer; managers change
///         prices, locks, sell flags and delist; the fund manager moves buckets; the admin pauses,
///         resumes and (rarely) sweeps. Every action knows how it must end (success, or the very error
///         the rules give for the state it finds) and records any surprise, any locked M2 that moved (or
///         were refused with another error than the lock's) and any profitable buy-then-sell round trip.
///         Compliance approves, revokes, freezes and recovers wallets, and managers switch a property's
///         identity requirement; every action is checked against the allow-list (docs/compliance.md).
///         Refund pools open at any refund price the rules allow (and refuse the others), start short, are topped
///         up, claimed, moved by recoveries and closed; every claim is booked per holder on the balances, so that
///         the invariants bound what each holder was paid, and the general bucket's per-property cap is modelled
///         apart (docs/money-rules.md).
///         Actions call through `_act` and never revert themselves, so the suite runs with
///         `fail_on_revert = true`: a handler that reverts is a bug of the handler and fails the run.
contract TradingHandler is Test {
    uint256 private constant ONE_M2 = 1e18;

    MasterRegistry private immutable _registry;
    VaultTrader private immutable _vault;
    TestUSDT private immutable _usdt;
    address private immutable _admin;
    address private immutable _manager;
    address private immutable _fundManager;
    address private immutable _compliance;
    IdentityRegistry private immutable _identity;
    address[] private _actors;
    PropertyToken[] private _tokens;
    bool private _retired;
    /// @dev Per token and actor, at the start of the action: its balance, and whether the property was closed to
    ///      it (requirement on and the actor not verified). In storage: the `step` modifier's locals share the
    ///      actions' stack.
    uint256[] private _heldBefore;
    bool[] private _closedBefore;
    /// @dev The model of the tokens' freeze marks: set for the properties a successful `freeze` listed, cleared by
    ///      a transfer the actor made while not frozen (the token clears a mark the registry no longer backs).
    mapping(address token => mapping(address actor => bool)) private _marked;

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
    /// @notice Stablecoin the manager put in (its purchases) and took out (sales and refunds). The manager
    ///         trades only with its own money and changes prices only through proposals a second signer
    ///         may never confirm: so it must never take out more than it put in.
    uint256 public managerIn;
    uint256 public managerOut;
    /// @notice Σ paid by refund claims and Σ funded into refund pools, per the events' figures.
    uint256 public refundsClaimed;
    uint256 public refundsFunded;
    /// @notice Σ paid out of buckets, always to the treasury.
    uint256 public withdrawnToTreasury;
    /// @notice Income distributed, the issuer's shares of it (booked into buckets), and what holders were
    ///         paid or reinvested, per the calls' figures.
    uint256 public incomeDistributed;
    uint256 public incomeToIssuer;
    uint256 public incomeClaimed;
    uint256 public incomeReinvested;
    /// @notice Set when an account not verified gained M2 of a property whose requirement was on (before and
    ///         after the action that moved them).
    bool public unverifiedReceived;
    /// @notice First recovery that did not conserve M2, locked M2 or income ("" when none).
    string public recoveryLeak;
    /// @notice Recoveries executed so far.
    uint256 public recoveries;

    /// @dev Per property and holder: the M2 its refund claims retired and the stablecoin they paid it, measured on
    ///      the balances (never read from the vault's claim records). A recovery moves the lost wallet's figures to the
    ///      replacement, as it moves the vault's claim record.
    mapping(address token => mapping(address holder => uint256)) private _refundRetired;
    mapping(address token => mapping(address holder => uint256)) private _refundPaid;
    mapping(address token => uint256) private _refundPaidTotal;
    /// @dev Whether the vault keeps a claim record of the holder (written by a claim from a short pool, then kept up
    ///      by every claim; moved by a recovery): a recovery emits `RefundClaimMoved` exactly for these.
    mapping(address token => mapping(address holder => bool)) private _claimRecord;
    /// @dev The model of the general bucket's per-property period (docs/money-rules.md): when the current one
    ///      started (0: never drawn) and what the general bucket paid the property in it.
    mapping(address token => uint256) private _periodStart;
    mapping(address token => uint256) private _periodUsed;

    constructor(
        MasterRegistry registry,
        VaultTrader vault,
        TestUSDT usdt,
        IdentityRegistry identity,
        address[4] memory staff,
        address[] memory actors_,
        PropertyToken[] memory tokens_
    ) {
        _registry = registry;
        _vault = vault;
        _usdt = usdt;
        _identity = identity;
        (_admin, _manager, _fundManager, _compliance) = (staff[0], staff[1], staff[2], staff[3]);
        _actors = actors_;
        _tokens = tokens_;
        time = block.timestamp;
    }

    /// @dev Warps to the run's time and checks afterwards that no locked M2 left any account (when the
    ///      action let time pass, locks may have ended on the way; `roundTrip` is the only such mover).
    modifier step() {
        vm.warp(time);
        calls++;
        _checkGeneralRooms();
        uint256 startTime = time;
        uint256[] memory lockedBefore = _lockedAmounts();
        _snapshotGuarded();
        _;
        _checkNoUnverifiedReceiver();
        // A refund claim retires locked M2 too, by design: the lock ends with the holding.
        if (time != startTime || _retired) {
            _retired = false;
            return;
        }
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
        if (token.balanceOf(address(token)) == 0) return;
        m2 = bound(m2, 1, _min(token.balanceOf(address(token)), 200 * ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(actor, cost);
        vm.prank(actor);
        _usdt.approve(address(_vault), cost);

        bytes memory expected = _tradingRefusal();
        if (expected.length == 0 && !token.listed()) {
            expected = abi.encodeWithSelector(IVaultTrader.PropertyDelisted.selector, address(token));
        }
        if (expected.length == 0 && token.buyingClosed()) {
            expected = abi.encodeWithSelector(IPropertyToken.BuyingClosed.selector, address(token));
        }
        if (expected.length == 0) expected = _buyerRefusal(token, actor);
        uint256 bucket = _vault.buckets(address(token));
        uint256[3] memory lock = _lockBefore(token, actor);
        (bool ok, bytes memory returned) = _act(
            "buy",
            actor,
            address(_vault),
            abi.encodeCall(IVaultTrader.buy, (address(token), m2, cost, type(uint256).max, time)),
            expected
        );
        if (!ok || expected.length != 0) return;
        if (abi.decode(returned, (uint256)) != cost) _surprise("buy charged other than quoted");
        if (_vault.buckets(address(token)) != bucket + cost) _surprise("buy credited its bucket other than the cost");
        _checkBuyLock("buy", token, actor, m2, lock);
    }

    function sell(uint256 actorSeed, uint256 tokenSeed, uint256 m2) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        (,, uint256 unlocked) = token.getLockInfo(actor);
        if (unlocked == 0) return;
        m2 = bound(m2, 1, unlocked);
        uint256 payout = _vault.quoteSell(address(token), m2);
        bytes memory expected = _saleRefusal(token, payout);
        uint256 before = _usdt.balanceOf(actor);
        uint256 bucket = _vault.buckets(address(token));
        (bool ok,) = _act(
            "sell",
            actor,
            address(_vault),
            abi.encodeCall(IVaultTrader.sell, (address(token), m2, payout, time)),
            expected
        );
        if (!ok || expected.length != 0) return;
        if (_usdt.balanceOf(actor) != before + payout) _surprise("sell paid other than quoted");
        if (payout > bucket) _drawModel(token, payout - bucket);
    }

    function transfer(uint256 fromSeed, uint256 toSeed, uint256 tokenSeed, uint256 m2) external step {
        (address from, address to, PropertyToken token) = (_actor(fromSeed), _actor(toSeed), _token(tokenSeed));
        (,, uint256 unlocked) = token.getLockInfo(from);
        if (unlocked == 0 || from == to) return;
        m2 = bound(m2, 1, unlocked);
        uint256 received = token.balanceOf(to);
        bytes memory expected = _transferRefusal(token, from, to);
        (bool ok,) =
            _act("transfer of unlocked M2", from, address(token), abi.encodeCall(IERC20.transfer, (to, m2)), expected);
        if (ok && expected.length == 0 && token.balanceOf(to) != received + m2) {
            _surprise("transfer credited other than the amount");
        }
        if (ok && token.identityRequired()) _marked[address(token)][from] = false;
        if (token.sendingFrozen(from) != _marked[address(token)][from]) {
            _surprise("freeze mark differs from the model");
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
        if (how % 3 == 2) {
            _sellLocked(actor, token, m2, unlocked);
        } else {
            _transferLocked(actor, _otherActor(actorSeed), token, m2, unlockTime, how % 3 == 1);
        }
    }

    /// @notice Buys, waits for the lock to end, sells the same M2 back at the same price, in one to
    ///         three parts (rounding must not favour the seller even when a sale is split).
    function roundTrip(uint256 actorSeed, uint256 tokenSeed, uint256 m2, uint8 parts) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        uint256 available = token.balanceOf(address(token));
        if (!_trading() || !token.listed() || !token.sellEnabled() || available == 0) return;
        if (token.buyingClosed()) return; // a delisting is announced: no buy
        if (_buyerRefusal(token, actor).length != 0) return; // not allowed to buy here
        (, uint256 pendingAt) = token.pendingPrice();
        if (pendingAt != 0) return; // the price may change while the lock runs: not a round trip
        m2 = bound(m2, 1, _min(available, 50 * ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(actor, cost);
        uint256 before = _usdt.balanceOf(actor);
        vm.prank(actor);
        _usdt.approve(address(_vault), cost);
        (bool bought,) = _act(
            "round-trip buy",
            actor,
            address(_vault),
            abi.encodeCall(IVaultTrader.buy, (address(token), m2, cost, type(uint256).max, time)),
            ""
        );
        if (!bought) return;

        (, uint256 unlockTime,) = token.getLockInfo(actor);
        if (unlockTime > time) time = unlockTime;
        vm.warp(time);
        parts = uint8(bound(parts, 1, 3));
        uint256 left = m2;
        for (uint256 i = parts; i > 0; --i) {
            uint256 part = i == 1 ? left : left / i;
            left -= part;
            if (part == 0) continue;
            // The bucket holds at least this purchase's cost, which covers every part; a part worth less
            // than one base unit is refused.
            bytes memory expected = _vault.quoteSell(address(token), part) == 0
                ? abi.encodeWithSelector(IVaultTrader.InvalidInput.selector)
                : bytes("");
            _act(
                "round-trip sell",
                actor,
                address(_vault),
                abi.encodeCall(IVaultTrader.sell, (address(token), part, 0, time)),
                expected
            );
        }
        if (_usdt.balanceOf(actor) > before) roundTripProfited = true;
    }

    /// @notice Buys while a price change is announced (announcing one first when none is: the manager proposes
    ///         within ±20 % and the fund manager confirms). The new M2 are locked from the change on: they unlock at
    ///         effectiveAt + lockDuration (or later, with a running lock that ends later), so they cannot be sold
    ///         back at the new price before a whole lock ran after it. At the very second the change applies, it
    ///         tries to sell everything it holds: refused by the lock (`TokensLocked`, or what trading, the sell flag
    ///         or the listing answers first); and buys once more (at the new price, locked from now).
    function buyBeforePriceChange(uint256 actorSeed, uint256 tokenSeed, uint256 m2, uint256 priceSeed) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        if (!_trading() || !token.listed() || token.balanceOf(address(token)) < 2) return;
        if (token.buyingClosed()) return; // a delisting is announced: no buy
        if (_buyerRefusal(token, actor).length != 0) return; // not allowed to buy here
        uint256 effectiveAt = _announceChange(token, priceSeed);
        if (effectiveAt == 0) return;
        m2 = bound(m2, 1, _min(token.balanceOf(address(token)) - 1, 100 * ONE_M2));
        _buyChecked("buy before a price change", actor, token, m2);
        time = effectiveAt;
        vm.warp(time);
        (uint256 locked,, uint256 unlocked) = token.getLockInfo(actor);
        if (locked < m2) _surprise("M2 bought before a price change unlocked when it applied");
        if (locked != 0) _sellLocked(actor, token, unlocked + locked, unlocked);
        // An approval may have expired on the way.
        if (_buyerRefusal(token, actor).length == 0 && token.listed() && !token.buyingClosed()) {
            _buyChecked("buy as a price change applies", actor, token, 1);
        }
    }

    /// @dev The change announced for `token` (its effectiveAt), announcing one when none is: the manager proposes a
    ///      price within ±20 % (unless a proposal waits already) and the fund manager confirms it. 0 when it failed.
    function _announceChange(PropertyToken token, uint256 priceSeed) private returns (uint256 effectiveAt) {
        (, effectiveAt) = token.pendingPrice();
        if (effectiveAt != 0) return effectiveAt;
        if (!_hasProposal(token)) {
            uint256 current = token.currentPrice();
            uint256 price = bound(priceSeed, current - current / 5, current + current / 5);
            (bool proposed,) = _act(
                "proposePrice",
                _manager,
                address(_registry),
                abi.encodeCall(IMasterRegistry.proposePrice, (address(token), price)),
                ""
            );
            if (!proposed) return 0;
        }
        (uint256 named,) = _registry.priceProposal(address(token));
        (bool confirmed,) = _act(
            "confirmPrice",
            _fundManager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.confirmPrice, (address(token), named)),
            ""
        );
        if (!confirmed) return 0;
        (, effectiveAt) = token.pendingPrice();
        if (effectiveAt != time + 2 days) _surprise("confirmPrice did not announce the price two days ahead");
    }

    /// @dev `actor` buys `m2` of `token` at the quote, which must succeed and lock as the rules say.
    function _buyChecked(string memory what, address actor, PropertyToken token, uint256 m2) private {
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(actor, cost);
        vm.prank(actor);
        _usdt.approve(address(_vault), cost);
        uint256[3] memory lock = _lockBefore(token, actor);
        (bool ok, bytes memory returned) = _act(
            what,
            actor,
            address(_vault),
            abi.encodeCall(IVaultTrader.buy, (address(token), m2, cost, type(uint256).max, time)),
            ""
        );
        if (!ok) return;
        if (abi.decode(returned, (uint256)) != cost) _surprise(string.concat(what, ": charged other than quoted"));
        _checkBuyLock(what, token, actor, m2, lock);
    }

    /// @dev Before a purchase by `buyer`: [0] its running locked M2, [1] its lock's end (raw), [2] the effectiveAt of
    ///      an announced price change (0 when none).
    function _lockBefore(PropertyToken token, address buyer) private view returns (uint256[3] memory lock) {
        (lock[0], lock[1],) = token.getLockInfo(buyer);
        (, lock[2]) = token.pendingPrice();
    }

    /// @dev After a purchase of `m2` by `buyer` (`lock` read before it): the new M2 are locked for the lock duration
    ///      from now, or from the announced change's effectiveAt when one was announced; a running lock takes them
    ///      in and ends at the later of the two ends (never earlier).
    function _checkBuyLock(string memory what, PropertyToken token, address buyer, uint256 m2, uint256[3] memory lock)
        private
    {
        uint256 end = (lock[2] != 0 ? lock[2] : time) + token.lockDuration();
        uint256 locked = m2;
        if (lock[1] > time) {
            locked += lock[0];
            end = _max(end, lock[1]);
        }
        (uint256 lockedNow, uint256 endNow,) = token.getLockInfo(buyer);
        if (lockedNow != locked) _surprise(string.concat(what, ": locked other than the M2 bought"));
        if (endNow != end) _surprise(string.concat(what, ": the lock ends other than the rules say"));
    }

    function warp(uint256 seconds_) external step {
        time += bound(seconds_, 1, 45 days);
    }

    // ---------------------------------------------------------------- managers

    /// @dev The manager proposes a price (a step above ±20 % is refused, so is a change while one is
    ///         announced, and any change once delisted); the fund manager confirms every other time, and
    ///         the price applies two days later.
    function proposePrice(uint256 tokenSeed, uint256 price, bool confirm) external step {
        PropertyToken token = _token(tokenSeed);
        uint256 current = token.currentPrice();
        price = bound(price, current - current / 4, current + current / 4);
        (, uint256 pendingAt) = token.pendingPrice();
        uint256 diff = price > current ? price - current : current - price;
        bytes memory expected;
        if (!token.listed()) {
            expected = abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token));
        } else if (_hasProposal(token)) {
            expected = _proposalPending(token);
        } else if (pendingAt != 0) {
            expected = abi.encodeWithSelector(IMasterRegistry.PriceChangePending.selector, address(token), pendingAt);
        } else if (price == 0) {
            expected = abi.encodeWithSelector(IMasterRegistry.InvalidInput.selector);
        } else if (diff * 10_000 > current * 2_000) {
            expected = abi.encodeWithSelector(IMasterRegistry.PriceStepTooLarge.selector, current, price);
        }
        (bool ok,) = _act(
            "proposePrice",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.proposePrice, (address(token), price)),
            expected
        );
        if (!ok || expected.length != 0 || !confirm) return;
        _act(
            "confirmPrice",
            _fundManager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.confirmPrice, (address(token), price)),
            ""
        );
        (uint256 pending, uint256 at) = token.pendingPrice();
        if (pending != price || at != time + 2 days || token.currentPrice() != current) {
            _surprise("confirmPrice did not announce the price two days ahead");
        }
    }

    /// @dev Settles the property's unconfirmed proposal, if any: the fund manager confirms it naming another price
    ///      (refused: `ProposalMismatch`, a confirmation binds the price reviewed) or the right one (announced two days
    ///      ahead), or the manager cancels it, or an announced change. Without a proposal, confirming is refused
    ///      (`NothingPending`); so is cancelling without a proposal or an announced change.
    function settleProposal(uint256 tokenSeed, uint8 how, uint256 priceSeed) external step {
        PropertyToken token = _token(tokenSeed);
        (uint256 proposed, address proposer) = _registry.priceProposal(address(token));
        (, uint256 pendingAt) = token.pendingPrice();
        bytes memory nothing = abi.encodeWithSelector(IMasterRegistry.NothingPending.selector);
        how %= 3;
        if (how == 2) {
            (bool cancelled,) = _act(
                "cancelPriceChange",
                _manager,
                address(_registry),
                abi.encodeCall(IMasterRegistry.cancelPriceChange, (address(token))),
                proposer == address(0) && pendingAt == 0 ? nothing : bytes("")
            );
            (, uint256 at) = token.pendingPrice();
            (, address left) = _registry.priceProposal(address(token));
            if (cancelled && (at != 0 || left != address(0))) _surprise("cancelPriceChange left a change behind");
            return;
        }
        uint256 named = proposed;
        if (how == 0) named = priceSeed == proposed ? proposed + 1 : priceSeed;
        bytes memory expected = proposer == address(0)
            ? nothing
            : named != proposed
                ? abi.encodeWithSelector(IMasterRegistry.ProposalMismatch.selector, proposed, named)
                : bytes("");
        uint256 current = token.currentPrice();
        (bool ok,) = _act(
            "confirmPrice",
            _fundManager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.confirmPrice, (address(token), named)),
            expected
        );
        (uint256 pending, uint256 effectiveAt) = token.pendingPrice();
        if (!ok || expected.length != 0) {
            // Refused: nothing changed, the proposal stays as it was.
            (uint256 still, address by) = _registry.priceProposal(address(token));
            if (still != proposed || by != proposer || effectiveAt != pendingAt) {
                _surprise("a refused confirmPrice changed the proposal");
            }
            return;
        }
        if (pending != proposed || effectiveAt != time + 2 days || token.currentPrice() != current) {
            _surprise("confirmPrice did not announce the proposed price two days ahead");
        }
    }

    /// @notice The manager alone: buys with its own money, asks for the largest price rise (never
    ///         confirmed), shortens the lock to the minimum, waits, sells everything it can, and delists
    ///         with a refund and claims it. `managerIn`/`managerOut` record what it paid and received.
    function managerRaid(uint256 tokenSeed, uint256 m2) external step {
        PropertyToken token = _token(tokenSeed);
        uint256 available = token.balanceOf(address(token));
        (, uint256 pendingAt) = token.pendingPrice();
        // Only the manager acts during the raid: no announced change of someone else's may land in it.
        if (!_trading() || !token.listed() || available == 0 || pendingAt != 0) return;
        if (token.balanceOf(_manager) != 0) return;
        m2 = bound(m2, 1, _min(available, 100 * ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        _usdt.mint(_manager, cost);
        uint256 before = _usdt.balanceOf(_manager);
        vm.startPrank(_manager);
        _usdt.approve(address(_vault), cost);
        try _vault.buy(address(token), m2, cost, type(uint256).max, time) {} catch {}
        try _registry.proposePrice(address(token), token.currentPrice() * 12 / 10) {} catch {}
        try _registry.setLockDuration(address(token), 1 days) {} catch {}
        vm.stopPrank();
        (, uint256 unlockTime,) = token.getLockInfo(_manager);
        if (unlockTime > time) time = unlockTime;
        vm.warp(time);
        uint256 general = _vault.generalBucket();
        vm.startPrank(_manager);
        (,, uint256 unlocked) = token.getLockInfo(_manager);
        if (unlocked > 0) try _vault.sell(address(token), unlocked, 0, time) {} catch {}
        try _registry.delistProperty(address(token), true) {
            refundsFunded += _vault.refundPools(address(token)).funded;
        } catch {}
        // Draws of the sale and of the refund pool, both at this time (the general bucket only shrinks by draws).
        if (_vault.generalBucket() < general) _drawModel(token, general - _vault.generalBucket());
        uint256 held = token.balanceOf(_manager);
        if (held > 0) {
            IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
            try _vault.claimRefund(address(token)) returns (uint256 paid) {
                refundsClaimed += paid;
                _recordClaim(token, _manager, held, paid, pool.funded < pool.target);
            } catch {}
        }
        // Whatever the raid could not sell or refund is handed to the vault's books as lost to the raid.
        vm.stopPrank();
        uint256 afterwards = _usdt.balanceOf(_manager);
        if (afterwards < before) managerIn += before - afterwards;
        else managerOut += afterwards - before;
    }

    /// @dev A holder claims its refund: locked or not, all its M2 are retired and it is paid its share; the
    ///      holder tops a short pool up first (any part of what it misses). The property is one with an open pool
    ///      when there is one, the claimant (one call in two) an actor holding M2 of it when there is one. One call
    ///      in two then tops the pool up in full and claims again (a holder paid from the short pool is owed the
    ///      difference: its first top-up leaves the pool short), and once more, which pays nothing more
    ///      (`NothingToClaim`). One call in eight first waits for the window's very last second, when a claim still
    ///      pays.
    function claimRefund(uint256 actorSeed, uint256 tokenSeed, uint256 topUp, uint256 modeSeed) external step {
        uint256 mode = _spread(modeSeed);
        PropertyToken token = _poolToken(tokenSeed);
        address actor = mode & 2 == 0 ? _holder(actorSeed, token) : _actor(actorSeed);
        IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
        if (!pool.open) return;
        if (mode % 8 == 7 && time < pool.deadline) {
            time = pool.deadline;
            vm.warp(time);
        }
        uint256 missing = pool.target - pool.funded;
        bool again = mode % 2 == 1;
        _topUp(actor, token, bound(topUp, 0, again && missing != 0 ? missing - 1 : missing));
        _claim(actor, token);
        if (!again) return;
        pool = _vault.refundPools(address(token));
        _topUp(actor, token, pool.target - pool.funded);
        _claim(actor, token);
        _claim(actor, token);
    }

    /// @dev `seed` spread over all bits: the fuzzer favours small and edge values, which would pick the same few modes.
    function _spread(uint256 seed) private pure returns (uint256) {
        return uint256(keccak256(abi.encode(seed)));
    }

    /// @dev The first property from `seed`'s on still listed and with M2 sold (the seed's own when none is).
    function _soldToken(uint256 seed) private view returns (PropertyToken) {
        for (uint256 i; i < _tokens.length; ++i) {
            PropertyToken token = _tokens[(seed % _tokens.length + i) % _tokens.length];
            if (token.listed() && token.balanceOf(address(token)) < token.totalSupply()) return token;
        }
        return _token(seed);
    }

    /// @dev The first property from `seed`'s on with an open refund pool (the seed's own when none has one).
    function _poolToken(uint256 seed) private view returns (PropertyToken) {
        for (uint256 i; i < _tokens.length; ++i) {
            PropertyToken token = _tokens[(seed % _tokens.length + i) % _tokens.length];
            if (_vault.refundPools(address(token)).open) return token;
        }
        return _token(seed);
    }

    /// @dev The first actor from `seed`'s on holding M2 of `token` (the seed's own when none holds any).
    function _holder(uint256 seed, PropertyToken token) private view returns (address) {
        for (uint256 i; i < _actors.length; ++i) {
            address actor = _actors[(seed % _actors.length + i) % _actors.length];
            if (token.balanceOf(actor) != 0) return actor;
        }
        return _actor(seed);
    }

    /// @dev `from` tops the open refund pool of `token` up by `amount` (0 is refused: `InvalidInput`).
    function _topUp(address from, PropertyToken token, uint256 amount) private {
        if (amount == 0) {
            _act(
                "fundRefund of nothing",
                from,
                address(_vault),
                abi.encodeCall(IVaultTrader.fundRefund, (address(token), 0)),
                abi.encodeWithSelector(IVaultTrader.InvalidInput.selector)
            );
            return;
        }
        _usdt.mint(from, amount);
        vm.prank(from);
        _usdt.approve(address(_vault), amount);
        uint256 funded = _vault.refundPools(address(token)).funded;
        (bool ok,) = _act(
            "fundRefund", from, address(_vault), abi.encodeCall(IVaultTrader.fundRefund, (address(token), amount)), ""
        );
        if (!ok) return;
        refundsFunded += amount;
        if (_vault.refundPools(address(token)).funded != funded + amount) _surprise("fundRefund funded other");
    }

    /// @dev `holder` claims its refund of `token`: refused after the window (whatever it has), and with nothing
    ///      held nor owed; else it is paid exactly what `claimableRefund` said and holds no M2 of it any more.
    function _claim(address holder, PropertyToken token) private {
        IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
        uint256 owed = _vault.claimableRefund(address(token), holder);
        uint256 held = token.balanceOf(holder);
        // The claim window is checked first: after it, every claim is refused, whatever the holder has.
        bytes memory expected = time > pool.deadline
            ? abi.encodeWithSelector(IVaultTrader.RefundWindowOver.selector, pool.deadline)
            : owed == 0 && held == 0 ? abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, holder) : bytes("");
        uint256 before = _usdt.balanceOf(holder);
        (bool ok,) = _act(
            "claimRefund", holder, address(_vault), abi.encodeCall(IVaultTrader.claimRefund, (address(token))), expected
        );
        if (!ok || expected.length != 0) return;
        uint256 paid = _usdt.balanceOf(holder) - before;
        refundsClaimed += paid;
        _recordClaim(token, holder, held, paid, pool.funded < pool.target);
        _retired = true;
        if (paid != owed) _surprise("claimRefund paid other than claimable");
        if (token.balanceOf(holder) != 0) _surprise("claimRefund left M2 behind");
    }

    /// @dev Books a refund claim of `holder`: `retired` M2 retired, `paid` received, from a pool that was `short`
    ///      before it (the vault then records the claim).
    function _recordClaim(PropertyToken token, address holder, uint256 retired, uint256 paid, bool short) private {
        if (short) _claimRecord[address(token)][holder] = true;
        _refundRetired[address(token)][holder] += retired;
        _refundPaid[address(token)][holder] += paid;
        _refundPaidTotal[address(token)] += paid;
    }

    /// @dev The registry's whole range and one second past each end: below 1 day or above 1,825 days is refused
    ///      (`InvalidLockDuration`); any duration in range takes effect.
    function setLockDuration(uint256 tokenSeed, uint256 lockSeconds) external step {
        PropertyToken token = _token(tokenSeed);
        lockSeconds = bound(lockSeconds, 1 days - 1, 1825 days + 1);
        bytes memory expected = lockSeconds < 1 days || lockSeconds > 1825 days
            ? abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, lockSeconds)
            : bytes("");
        (bool ok,) = _act(
            "setLockDuration",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.setLockDuration, (address(token), lockSeconds)),
            expected
        );
        if (ok && token.lockDuration() != lockSeconds) _surprise("setLockDuration did not set the lock");
    }

    /// @dev Enabling applies at once (and withdraws an announced end of selling back); disabling only announces it
    ///      (docs/money-rules.md#closures): the flag stays on until `applyClosure`.
    function setSellEnabled(uint256 tokenSeed, bool enabled) external step {
        PropertyToken token = _token(tokenSeed);
        bool frozen = !token.listed();
        (uint256 kind, uint256 at) = _registry.pendingClosure(address(token));
        bytes memory expected;
        if (frozen) {
            expected = abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token));
        } else if (!enabled && kind != 0) {
            expected = abi.encodeWithSelector(IMasterRegistry.ClosurePending.selector, address(token), kind, at);
        } else if (!enabled && !token.sellEnabled()) {
            expected = abi.encodeWithSelector(IMasterRegistry.InvalidInput.selector);
        }
        bool before = token.sellEnabled();
        (bool ok,) = _act(
            "setSellEnabled",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.setSellEnabled, (address(token), enabled)),
            expected
        );
        if (!ok || expected.length != 0) return;
        (uint256 kindAfter, uint256 atAfter) = _registry.pendingClosure(address(token));
        if (enabled && (!token.sellEnabled() || kindAfter == 1)) _surprise("enabling selling back did not apply");
        if (!enabled && (token.sellEnabled() != before || kindAfter != 1 || atAfter != time + 2 days)) {
            _surprise("disabling selling back did not announce it two days ahead, leaving it on");
        }
    }

    /// @dev A manager applies the announced closure: refused without one or before its time.
    function applyClosure(uint256 tokenSeed) external step {
        PropertyToken token = _token(tokenSeed);
        (uint256 kind, uint256 at) = _registry.pendingClosure(address(token));
        bytes memory expected;
        if (kind == 0) expected = abi.encodeWithSelector(IMasterRegistry.NothingPending.selector);
        else if (time < at) expected = abi.encodeWithSelector(IMasterRegistry.TooEarly.selector, at);
        (bool ok,) = _act(
            "applyClosure",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.applyClosure, (address(token))),
            expected
        );
        if (!ok || expected.length != 0) return;
        if (token.sellEnabled() || (kind == 2 && (token.listed() || token.buyingClosed()))) {
            _surprise("applyClosure left other flags");
        }
    }

    /// @dev A manager withdraws the announced closure: buys reopen after an announced delisting.
    function cancelClosure(uint256 tokenSeed) external step {
        PropertyToken token = _token(tokenSeed);
        (uint256 kind,) = _registry.pendingClosure(address(token));
        bytes memory expected = kind == 0 ? abi.encodeWithSelector(IMasterRegistry.NothingPending.selector) : bytes("");
        (bool ok,) = _act(
            "cancelClosure",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.cancelClosure, (address(token))),
            expected
        );
        if (ok && expected.length == 0 && token.buyingClosed()) _surprise("cancelClosure left buying closed");
    }

    /// @dev One in four calls delists (so properties stay on sale for most of a run); delisting again is
    ///      refused with `AlreadyDelisted`.
    function delist(uint256 tokenSeed, bool refund, uint256 seed) external step {
        PropertyToken token = _token(tokenSeed);
        if (seed % 4 != 0) return;
        bytes memory expected = token.listed()
            ? bytes("")
            : abi.encodeWithSelector(IMasterRegistry.AlreadyDelisted.selector, address(token));
        (uint256 kind, uint256 at) = _registry.pendingClosure(address(token));
        if (expected.length == 0 && !refund && kind != 0) {
            expected = abi.encodeWithSelector(IMasterRegistry.ClosurePending.selector, address(token), kind, at);
        }
        // A refund delisting refunds at the price in force: within the floor, so only the funding may refuse it.
        uint256[4] memory funding = _refundFunding(token, token.currentPrice());
        if (expected.length == 0 && refund) expected = _refundRefusal(funding, false);
        (bool ok,) = _act(
            "delistProperty",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.delistProperty, (address(token), refund)),
            expected
        );
        if (!ok || expected.length != 0) return;
        // With a refund it delists at once; without, it announces the delisting and closes buying.
        if (refund && (token.listed() || !token.sellEnabled())) _surprise("delistProperty left other flags");
        if (!refund && (!token.listed() || !token.buyingClosed())) {
            _surprise("an announced delisting did not close buying, or delisted at once");
        }
        if (refund) _checkRefundOpened(token, funding);
    }

    /// @dev The manager delists with a refund at a price of its choice (of a listed property with M2 sold, when
    ///      there is one). Above the price in force is refused (`InvalidInput`), so is below it by more than 20 %
    ///      (`RefundPriceTooLow(price, refundPrice)`), one base unit below the floor included; the floor itself and
    ///      any price up to the price in force are allowed (one call in four tries those; see `_refundPriceOf`).
    ///      With `allowPartial` the pool may start short. In half of the allowed calls, two holders buy in first if
    ///      needed, the fund manager empties the property's bucket and the general bucket, and the pool starts short
    ///      for sure (partial allowed): its holders then claim, are topped up, recovered and claim again
    ///      (`_claimShortPool`).
    function delistWithRefund(uint256 tokenSeed, uint256 priceSeed, uint256 modeSeed, bool allowPartial) external step {
        uint256 mode = _spread(modeSeed) % 16;
        PropertyToken token = _soldToken(tokenSeed);
        // Modes 2 and 3: drained first (the notice of the withdrawal moves the clock, so before the refund price and
        // its expectation are read), and partial allowed.
        bool drain = mode == 2 || mode == 3;
        if (drain) allowPartial = true;
        if (drain && token.listed() && _trading()) _secondHolder(token, priceSeed);
        if (drain && token.listed() && !_vault.emergencySwept()) {
            _drain(address(token));
            _drain(address(0));
        }
        (uint256 refundPrice, bytes memory expected) = _refundPriceOf(token, priceSeed, mode);
        uint256[4] memory funding = _refundFunding(token, refundPrice);
        if (expected.length == 0) expected = _refundRefusal(funding, allowPartial);
        (bool ok,) = _act(
            "delistWithRefund",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.delistWithRefund, (address(token), refundPrice, allowPartial)),
            expected
        );
        if (!ok || expected.length != 0) return;
        if (token.listed() || !token.sellEnabled()) _surprise("delistWithRefund left other flags");
        _checkRefundOpened(token, funding);
        if (drain) _claimShortPool(token, priceSeed);
    }

    /// @dev Before a short refund pool opens: makes sure a verified actor and another actor hold M2 of `token` (each
    ///      buys one M2, or what is left, when needed and allowed), so that a recovery in `_claimShortPool` merges two
    ///      claim records.
    function _secondHolder(PropertyToken token, uint256 seed) private {
        address verified = _verifiedOther(seed, address(0), token);
        if (verified != address(0) && token.balanceOf(verified) == 0) _buyOne(token, verified);
        if (_holderOther(seed, token, verified) != address(0)) return;
        for (uint256 i; i < _actors.length; ++i) {
            address actor = _actors[(seed % _actors.length + i) % _actors.length];
            if (actor != verified && _buyerRefusal(token, actor).length == 0) {
                _buyOne(token, actor);
                return;
            }
        }
    }

    /// @dev `buyer` buys one M2 of `token` (or what is left), when it is allowed to.
    function _buyOne(PropertyToken token, address buyer) private {
        uint256 available = token.balanceOf(address(token));
        if (available == 0 || token.buyingClosed() || _buyerRefusal(token, buyer).length != 0) return;
        _buyChecked("buy before a refund delisting", buyer, token, _min(available, ONE_M2));
    }

    /// @dev On the short refund pool of `token`: the fund manager tops a third of what is missing up and a holder
    ///      claims (paid a fraction, its claim recorded); a verified holder (any verified actor when none holds)
    ///      claims too and then receives the first holder's wallet in a recovery (the two records merge), and
    ///      claims for it from then on; the fund manager tops half of what is still missing up, the holder claims
    ///      the difference, the rest is topped up, the holder claims the difference, and once more (nothing more:
    ///      `NothingToClaim`); a recovered wallet has nothing left to claim.
    function _claimShortPool(PropertyToken token, uint256 seed) private {
        address replacement = _verifiedOther(seed, address(0), token);
        address holder = _holderOther(seed, token, replacement);
        if (holder == address(0)) holder = _holder(seed, token);
        address lost;
        IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
        _topUp(_fundManager, token, (pool.target - pool.funded) / 3);
        _claim(holder, token);
        if (replacement != address(0) && replacement != holder) {
            _claim(replacement, token);
            if (_recover(holder, replacement, false)) (lost, holder) = (holder, replacement);
        }
        pool = _vault.refundPools(address(token));
        _topUp(_fundManager, token, (pool.target - pool.funded) / 2);
        _claim(holder, token);
        pool = _vault.refundPools(address(token));
        _topUp(_fundManager, token, pool.target - pool.funded);
        _claim(holder, token);
        _claim(holder, token);
        if (lost != address(0)) _claim(lost, token);
    }

    /// @dev The fund manager empties the bucket of `token` (the general bucket for the zero address), if any, into the
    ///      treasury: it announces the whole balance (unless a withdrawal is announced already), the notice runs out,
    ///      and it withdraws what may leave (docs/money-rules.md#withdrawals).
    function _drain(address token) private {
        uint256 amount = _vault.buckets(token);
        if (amount == 0) return;
        (,, uint256 at) = _vault.withdrawable(token);
        if (at == 0) {
            _act(
                "announceWithdrawal",
                _fundManager,
                address(_vault),
                abi.encodeCall(IVaultTrader.announceWithdrawal, (token, amount)),
                ""
            );
            (,, at) = _vault.withdrawable(token);
        }
        if (at > time) {
            time = at;
            vm.warp(time);
        }
        (uint256 allowed,,) = _vault.withdrawable(token);
        if (allowed == 0) return;
        (bool ok, bytes memory returned) = _act(
            "withdrawFromBucket",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.withdrawFromBucket, (token, _vault.treasury())),
            ""
        );
        if (ok) withdrawnToTreasury += abi.decode(returned, (uint256));
    }

    /// @dev A refund price for `token` (`mode` of 16: 0 and 2 the floor, 1 and 3 between the floor and the price in
    ///      force, 4 one unit above the price, 5 one unit below the floor, 6 anywhere above, else anywhere below the
    ///      floor), and what the registry answers it before the vault is asked: `AlreadyDelisted`, `InvalidInput`
    ///      above the price in force, `RefundPriceTooLow` below the floor.
    function _refundPriceOf(PropertyToken token, uint256 priceSeed, uint256 mode)
        private
        view
        returns (uint256 refundPrice, bytes memory expected)
    {
        uint256 price = token.currentPrice();
        // The lowest refund price allowed: refundPrice × 10,000 >= price × 8,000, rounded up.
        uint256 floor = (price * 8000 + 9999) / 10_000;
        if (mode == 0 || mode == 2) refundPrice = floor;
        else if (mode == 1 || mode == 3) refundPrice = bound(priceSeed, floor, price);
        else if (mode == 4) refundPrice = price + 1;
        else if (mode == 5) refundPrice = floor - 1;
        else if (mode == 6) refundPrice = bound(priceSeed, price + 1, type(uint128).max);
        else refundPrice = bound(priceSeed, 0, floor - 1);
        if (!token.listed()) {
            expected = abi.encodeWithSelector(IMasterRegistry.AlreadyDelisted.selector, address(token));
        } else if (refundPrice > price) {
            expected = abi.encodeWithSelector(IMasterRegistry.InvalidInput.selector);
        } else if (refundPrice * 10_000 < price * 8000) {
            expected = abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, price, refundPrice);
        }
    }

    /// @dev After a refund delisting of `token` with `funding` (see `_refundFunding`): the pool targets refund price
    ///      x sold M2, escrowed what the bucket and the general bucket's room could give, for 730 days, and no price
    ///      proposal survived it.
    function _checkRefundOpened(PropertyToken token, uint256[4] memory funding) private {
        IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
        refundsFunded += pool.funded;
        if (funding[3] != 0) _drawModel(token, funding[3]);
        if (
            !pool.open || pool.target != funding[0] || pool.funded != funding[1]
                || _vault.escrowed() != funding[2] + funding[1] || pool.deadline != time + 730 days
                || pool.soldM2 != token.totalSupply() - token.balanceOf(address(token))
        ) {
            _surprise("a refund delisting escrowed other than refund price x sold M2, within the general cap");
        }
        (, address proposer) = _registry.priceProposal(address(token));
        if (proposer != address(0)) _surprise("a refund delisting left a price proposal");
    }

    // ---------------------------------------------------------------- income

    /// @dev The fund manager distributes income to one property: O(1), pro rata to the M2 held now; the
    ///      unsold M2's share joins the property's bucket.
    function distributeIncome(uint256 tokenSeed, uint256 amount) external step {
        PropertyToken token = _token(tokenSeed);
        amount = bound(amount, 0, 100_000e18);
        _usdt.mint(_fundManager, amount);
        vm.prank(_fundManager);
        _usdt.approve(address(_vault), amount);
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && amount == 0) expected = abi.encodeWithSelector(IVaultTrader.InvalidInput.selector);
        if (expected.length == 0 && amount * 1e18 / token.totalSupply() == 0) {
            expected = abi.encodeWithSelector(IPropertyToken.IncomeTooSmall.selector, amount);
        }
        uint256 bucket = _vault.buckets(address(token));
        uint256 held = _vault.incomeHeld();
        (bool ok,) = _act(
            "distributeIncome",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.distributeIncome, (address(token), amount, 1, 2)),
            expected
        );
        if (!ok || expected.length != 0) return;
        uint256 issuerShare = _vault.buckets(address(token)) - bucket;
        incomeDistributed += amount;
        incomeToIssuer += issuerShare;
        if (_vault.incomeHeld() != held + amount - issuerShare) {
            _surprise("distributeIncome booked other than the amount");
        }
    }

    /// @dev A holder (or former holder) claims its income from one or two properties; allowed in every state.
    function claimIncome(uint256 actorSeed, uint256 tokenSeed, bool both) external step {
        address actor = _actor(actorSeed);
        address[] memory list = new address[](both ? 2 : 1);
        list[0] = address(_token(tokenSeed));
        if (both) list[1] = address(_token(tokenSeed % 1000 + 1));
        uint256 owed;
        for (uint256 i; i < list.length; ++i) {
            // The same token twice pays once: the second read is after the first take.
            if (i == 1 && list[1] == list[0]) break;
            owed += _vault.claimableIncome(list[i], actor);
        }
        bytes memory expected =
            owed == 0 ? abi.encodeWithSelector(IVaultTrader.NothingToClaim.selector, actor) : bytes("");
        uint256 before = _usdt.balanceOf(actor);
        (bool ok,) =
            _act("claimIncome", actor, address(_vault), abi.encodeCall(IVaultTrader.claimIncome, (list)), expected);
        if (!ok || expected.length != 0) return;
        incomeClaimed += owed;
        if (_usdt.balanceOf(actor) != before + owed) _surprise("claimIncome paid other than claimable");
        for (uint256 i; i < list.length; ++i) {
            if (_vault.claimableIncome(list[i], actor) != 0) _surprise("claimIncome left income behind");
        }
    }

    /// @dev A holder spends its income on one more M2 (or a fraction) when it covers the cost.
    function reinvestIncome(uint256 actorSeed, uint256 tokenSeed, uint256 m2) external step {
        (address actor, PropertyToken token) = (_actor(actorSeed), _token(tokenSeed));
        if (token.balanceOf(address(token)) == 0 || !token.listed()) return;
        m2 = bound(m2, 1, _min(token.balanceOf(address(token)), ONE_M2));
        uint256 cost = _vault.quoteBuy(address(token), m2);
        uint256 income = _vault.claimableIncome(address(token), actor);
        // The cost is taken from the income before the M2 are released, so a short income is refused first.
        bytes memory expected = _tradingRefusal();
        if (expected.length == 0 && cost > income) {
            expected = abi.encodeWithSelector(IVaultTrader.InsufficientIncome.selector, cost, income);
        }
        if (expected.length == 0 && token.buyingClosed()) {
            expected = abi.encodeWithSelector(IPropertyToken.BuyingClosed.selector, address(token));
        }
        if (expected.length == 0) expected = _buyerRefusal(token, actor);
        uint256 bucket = _vault.buckets(address(token));
        uint256[3] memory lock = _lockBefore(token, actor);
        (bool ok,) = _act(
            "reinvestIncome",
            actor,
            address(_vault),
            abi.encodeCall(IVaultTrader.reinvestIncome, (address(token), m2, cost, type(uint256).max, block.timestamp)),
            expected
        );
        if (!ok || expected.length != 0) return;
        incomeReinvested += cost;
        if (_vault.buckets(address(token)) != bucket + cost) _surprise("reinvestIncome credited other than the cost");
        _checkReinvested(token, actor, income, cost);
        _checkBuyLock("reinvestIncome", token, actor, m2, lock);
    }

    /// @dev After a reinvestment of `cost` by `holder`, who could claim `income` before it: whole income units are
    ///      taken (the cost rounded up to one), then the buy rounds the new M2's past up (less than one more unit).
    function _checkReinvested(PropertyToken token, address holder, uint256 income, uint256 cost) private {
        uint256 unit = token.incomeUnit();
        uint256 left = income - (cost + unit - 1) / unit * unit;
        uint256 after_ = _vault.claimableIncome(address(token), holder);
        if (after_ > left || after_ + unit < left) _surprise("reinvestIncome took other than the cost");
    }

    // ---------------------------------------------------------------- fund manager and admin

    function deposit(uint256 tokenSeed, bool general, uint256 amount) external step {
        address target = general ? address(0) : address(_token(tokenSeed));
        amount = bound(amount, 0, 1_000_000e18);
        _usdt.mint(_fundManager, amount);
        vm.prank(_fundManager);
        _usdt.approve(address(_vault), amount);
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && amount == 0) expected = abi.encodeWithSelector(IVaultTrader.InvalidInput.selector);
        uint256 bucket = _vault.buckets(target);
        (bool ok,) = _act(
            "manualDeposit",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.manualDeposit, (target, amount)),
            expected
        );
        if (ok && expected.length == 0 && _vault.buckets(target) != bucket + amount) {
            _surprise("manualDeposit credited other than the amount");
        }
    }

    /// @dev Withdrawals pay the treasury only, what `withdrawable` says (docs/money-rules.md#withdrawals); one in two
    ///      calls first announces a larger one.
    function withdraw(uint256 tokenSeed, bool general) external step {
        address target = general ? address(0) : address(_token(tokenSeed));
        uint256 bucket = _vault.buckets(target);
        (uint256 allowed,,) = _vault.withdrawable(target);
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && allowed == 0) {
            expected = abi.encodeWithSelector(IVaultTrader.WithdrawalLimit.selector, 0);
        }
        address treasury = _vault.treasury();
        uint256 before = _usdt.balanceOf(treasury);
        (bool ok, bytes memory returned) = _act(
            "withdrawFromBucket",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.withdrawFromBucket, (target, treasury)),
            expected
        );
        if (!ok || expected.length != 0) return;
        uint256 paid = abi.decode(returned, (uint256));
        if (paid != allowed || _vault.buckets(target) != bucket - paid || _usdt.balanceOf(treasury) != before + paid) {
            _surprise("withdrawFromBucket paid other than withdrawable, or not the treasury");
        }
        withdrawnToTreasury += paid;
    }

    /// @dev The fund manager announces a withdrawal beyond the free share (one at a time).
    function announceWithdrawal(uint256 tokenSeed, bool general, uint256 amount) external step {
        address target = general ? address(0) : address(_token(tokenSeed));
        amount = bound(amount, 0, _vault.buckets(target) + ONE_M2);
        (, uint256 announced, uint256 at) = _vault.withdrawable(target);
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && amount == 0) expected = abi.encodeWithSelector(IVaultTrader.InvalidInput.selector);
        if (expected.length == 0 && at != 0) {
            expected = abi.encodeWithSelector(IVaultTrader.WithdrawalPending.selector, target, announced, at);
        }
        _act(
            "announceWithdrawal",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.announceWithdrawal, (target, amount)),
            expected
        );
    }

    /// @dev After a refund window, the fund manager or the admin closes the pool (once swept, the admin only: any
    ///      other caller is refused `Unauthorized` first): the unclaimed rest joins the general bucket, or once swept
    ///      goes to the treasury and leaves the books. Without an open pool: `NoRefundPool`; within the window
    ///      (its last second included): `RefundWindowOpen`. The property is one with an open pool when there is
    ///      one; one call in four first waits for the window's last second, one in four for the second after it.
    function closeRefund(uint256 tokenSeed, uint256 callerSeed, uint256 whenSeed) external step {
        PropertyToken token = _poolToken(tokenSeed);
        IVaultTrader.RefundPool memory pool = _vault.refundPools(address(token));
        uint256 when = _spread(whenSeed) % 4;
        if (pool.open && time < pool.deadline && when < 2) {
            time = pool.deadline + when;
            vm.warp(time);
        }
        callerSeed = _spread(callerSeed);
        address caller = callerSeed % 3 == 0 ? _admin : callerSeed % 3 == 1 ? _fundManager : _actor(callerSeed);
        bool swept = _vault.emergencySwept();
        bytes memory expected;
        if (caller != _admin && (swept || caller != _fundManager)) {
            expected = abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, caller);
        } else if (!pool.open) {
            expected = abi.encodeWithSelector(IVaultTrader.NoRefundPool.selector, address(token));
        } else if (time <= pool.deadline) {
            expected = abi.encodeWithSelector(IVaultTrader.RefundWindowOpen.selector, pool.deadline);
        }
        // Before: general bucket, booked, escrowed, the treasury's stablecoin.
        uint256[4] memory was =
            [_vault.generalBucket(), _vault.booked(), _vault.escrowed(), _usdt.balanceOf(_vault.treasury())];
        (bool ok, bytes memory returned) = _act(
            "closeRefund", caller, address(_vault), abi.encodeCall(IVaultTrader.closeRefund, (address(token))), expected
        );
        if (!ok || expected.length != 0) return;
        uint256 rest = pool.funded - pool.paid;
        // Swept: the rest leaves for the treasury; else it stays in the books, in the general bucket.
        uint256[4] memory now_ = swept
            ? [was[0], was[1] - rest, was[2] - rest, was[3] + rest]
            : [was[0] + rest, was[1], was[2] - rest, was[3]];
        if (
            abi.decode(returned, (uint256)) != rest || _vault.refundPools(address(token)).open
                || _vault.generalBucket() != now_[0] || _vault.booked() != now_[1] || _vault.escrowed() != now_[2]
                || _usdt.balanceOf(_vault.treasury()) != now_[3]
        ) {
            _surprise(swept ? "closeRefund (swept) paid the treasury other than the rest" : "closeRefund moved other");
        }
    }

    /// @dev Anyone may adopt a property on a replacement vault, once: for a property the vault knows, the call is
    ///      refused (`AlreadyRegistered`; `ContractSwept` once swept) and the property's general-bucket allowance
    ///      stays as it was (adopting again used to start a fresh period, and with it a fresh cap).
    function adoptProperty(uint256 actorSeed, uint256 tokenSeed, bool asManager) external step {
        address caller = asManager ? _manager : _actor(actorSeed);
        PropertyToken token = _token(tokenSeed);
        bytes memory expected = _vault.emergencySwept()
            ? abi.encodeWithSelector(IVaultTrader.ContractSwept.selector)
            : abi.encodeWithSelector(IVaultTrader.AlreadyRegistered.selector, address(token));
        uint256 room = _vault.generalAllowance(address(token));
        _act(
            "adoptProperty",
            caller,
            address(_vault),
            abi.encodeCall(IVaultTrader.adoptProperty, (address(token))),
            expected
        );
        if (_vault.generalAllowance(address(token)) != room) _surprise("adoptProperty moved the general allowance");
    }

    function pause() external step {
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && _vault.paused()) {
            expected = abi.encodeWithSelector(IVaultTrader.InvalidSystemState.selector);
        }
        (bool ok,) = _act("pause", _admin, address(_vault), abi.encodeCall(IVaultTrader.pause, ()), expected);
        if (ok && !_vault.paused()) _surprise("pause did not pause");
    }

    function unpause() external step {
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && !_vault.paused()) {
            expected = abi.encodeWithSelector(IVaultTrader.InvalidSystemState.selector);
        }
        (bool ok,) = _act("unpause", _admin, address(_vault), abi.encodeCall(IVaultTrader.unpause, ()), expected);
        if (ok && _vault.paused()) _surprise("unpause did not resume");
    }

    /// @dev One in eight calls sweeps: roughly a quarter of the runs end in the swept state. Only while
    ///      paused; it leaves exactly the refund pools behind.
    function emergencySweep(uint256 seed) external step {
        if (seed % 8 != 0) return;
        bytes memory expected = _sweptRefusal();
        if (expected.length == 0 && !_vault.paused()) {
            expected = abi.encodeWithSelector(IVaultTrader.InvalidSystemState.selector);
        }
        (bool ok,) =
            _act("emergencySweep", _admin, address(_vault), abi.encodeCall(IVaultTrader.emergencySweep, ()), expected);
        if (
            ok && expected.length == 0
                && (!_vault.emergencySwept()
                    || _usdt.balanceOf(address(_vault)) != _vault.escrowed() + _vault.incomeHeld())
        ) {
            _surprise("emergencySweep left other than the refund pools and the income behind");
        }
    }

    /// @dev Stablecoin sent straight to the vault is absorbed into the general bucket by the fund manager.
    function strayTransfer(uint256 amount, bool absorb) external step {
        amount = bound(amount, 1, 10_000e18);
        _usdt.mint(address(_vault), amount);
        if (!absorb) return;
        uint256 stray = _vault.unaccounted();
        bytes memory expected = _sweptRefusal();
        uint256 general = _vault.generalBucket();
        (bool ok,) = _act(
            "absorbUnaccounted",
            _fundManager,
            address(_vault),
            abi.encodeCall(IVaultTrader.absorbUnaccounted, ()),
            expected
        );
        if (ok && expected.length == 0 && (_vault.generalBucket() != general + stray || _vault.unaccounted() != 0)) {
            _surprise("absorbUnaccounted credited other than the stray amount");
        }
    }

    /// @dev What `account` may claim of `token`, in income units and signed (a rounding debt below zero, which
    ///      `incomeOf` shows as 0, included), from its raw slot (`_accounts` is slot 10; the correction is bits
    ///      195-255: the layout test/fuzz/IncomeStorageLayout.t.sol pins).
    function _signedIncomeUnits(PropertyToken token, address account) private view returns (int256) {
        uint256 word = uint256(vm.load(address(token), keccak256(abi.encode(account, uint256(10)))));
        (, uint256 perUnit) = token.incomeInfo();
        int256 correction = int256(word) >> 195;
        return int256(uint256(uint80(word)) * perUnit / (1e18 * token.incomeUnit())) + correction;
    }

    // ---------------------------------------------------------------- helpers for the invariants

    // ---------------------------------------------------------------- compliance

    /// @dev Compliance approves (with or without an expiry), revokes, freezes or unfreezes an actor.
    function setIdentity(uint256 actorSeed, uint8 what, uint256 expirySeed) external step {
        address actor = _actor(actorSeed);
        IIdentityRegistry.Identity memory current = _identity.identityOf(actor);
        what %= 5;
        bytes memory data;
        bytes memory expected;
        address[] memory list;
        if (what <= 1) {
            uint40 expiry = what == 0 ? 0 : uint40(time + bound(expirySeed, 1, 60 days));
            data = abi.encodeCall(IIdentityRegistry.approve, (actor, 0, expiry));
        } else if (what == 2) {
            data = abi.encodeCall(IIdentityRegistry.revoke, (actor));
            if (!current.approved) expected = abi.encodeWithSelector(IIdentityRegistry.NotApproved.selector, actor);
        } else if (what == 3) {
            // Lists the properties whose bit is set in the seed (all, none or some).
            list = new address[](_tokens.length);
            uint256 n;
            for (uint256 t; t < _tokens.length; ++t) {
                if ((expirySeed >> t) & 1 == 1) list[n++] = address(_tokens[t]);
            }
            assembly ("memory-safe") {
                mstore(list, n)
            }
            data = abi.encodeCall(IIdentityRegistry.freeze, (actor, list));
            if (current.frozen) expected = abi.encodeWithSelector(IIdentityRegistry.AlreadyFrozen.selector, actor);
        } else {
            data = abi.encodeCall(IIdentityRegistry.unfreeze, (actor));
            if (!current.frozen) expected = abi.encodeWithSelector(IIdentityRegistry.NotFrozen.selector, actor);
        }
        (bool ok,) = _act("identity change", _compliance, address(_identity), data, expected);
        if (ok) {
            for (uint256 t; t < list.length; ++t) {
                _marked[list[t]][actor] = true;
            }
        }
    }

    /// @dev The manager switches a property's identity requirement.
    function switchRequirement(uint256 tokenSeed) external step {
        PropertyToken token = _token(tokenSeed);
        bool required = !token.identityRequired();
        _act(
            "setIdentityRequired",
            _manager,
            address(_registry),
            abi.encodeCall(IMasterRegistry.setIdentityRequired, (address(token), required)),
            ""
        );
        if (token.identityRequired() != required) _surprise("setIdentityRequired did not switch");
    }

    /// @dev Compliance announces the recovery of one actor's wallet to another; the lost wallet cancels it or,
    ///      after the delay, compliance executes it for every property. Whatever the lost wallet held, locked and
    ///      earned must reappear at the replacement, to the base unit.
    function recover(uint256 lostSeed, uint256 replacementSeed, bool cancel) external step {
        // Half the time a wallet with a refund claim is lost, when there is one: its claim record must move too.
        address lost = _spread(lostSeed) % 2 == 0 ? _claimant(lostSeed) : _actor(lostSeed);
        _recover(lost, _actor(replacementSeed), cancel);
    }

    /// @dev Compliance announces the recovery of `lost` to `replacement`; `lost` cancels it (when `cancel`) or, after
    ///      the delay, compliance executes it for every property, checked as `recover` says. True when executed.
    function _recover(address lost, address replacement, bool cancel) private returns (bool) {
        if (lost == replacement) return false;
        bytes memory expected = _identity.isVerified(replacement)
            ? bytes("")
            : abi.encodeWithSelector(IIdentityRegistry.ReplacementNotVerified.selector, replacement);
        (bool ok,) = _act(
            "requestRecovery",
            _compliance,
            address(_identity),
            abi.encodeCall(IIdentityRegistry.requestRecovery, (lost, replacement)),
            expected
        );
        if (!ok || expected.length != 0) return false;
        if (cancel) {
            _act(
                "cancelRecovery", lost, address(_identity), abi.encodeCall(IIdentityRegistry.cancelRecovery, (lost)), ""
            );
            return false;
        }
        time += _identity.RECOVERY_DELAY();
        vm.warp(time);
        expected = _identity.isVerified(replacement)
            ? bytes("")
            : abi.encodeWithSelector(IIdentityRegistry.ReplacementNotVerified.selector, replacement);
        address[] memory list = new address[](_tokens.length);
        uint256[5][] memory before = new uint256[5][](_tokens.length);
        for (uint256 t; t < _tokens.length; ++t) {
            list[t] = address(_tokens[t]);
            before[t] = _pairFigures(_tokens[t], lost, replacement);
        }
        vm.recordLogs();
        (ok,) = _act(
            "executeRecovery",
            _compliance,
            address(_identity),
            abi.encodeCall(IIdentityRegistry.executeRecovery, (lost, list)),
            expected
        );
        Vm.Log[] memory logs = vm.getRecordedLogs();
        if (!ok) {
            // Not executed: cancel it, so the next request for this wallet starts clean.
            vm.prank(_compliance);
            _identity.cancelRecovery(lost);
            return false;
        }
        recoveries++;
        _checkClaimMoves(logs, lost, replacement);
        for (uint256 t; t < _tokens.length; ++t) {
            _checkRecovered(_tokens[t], lost, replacement, before[t]);
            _moveRefundFigures(address(_tokens[t]), lost, replacement);
        }
        return true;
    }

    /// @dev A recovery emitted `RefundClaimMoved(token, lost, replacement, m2)` once for each property of which the vault
    ///      kept a claim record of the lost wallet, and for no other (`_claimRecord`, which then moves).
    function _checkClaimMoves(Vm.Log[] memory logs, address lost, address replacement) private {
        for (uint256 t; t < _tokens.length; ++t) {
            address token = address(_tokens[t]);
            uint256 moves;
            for (uint256 i; i < logs.length; ++i) {
                Vm.Log memory log = logs[i];
                if (log.emitter != address(_vault) || log.topics[0] != IVaultTrader.RefundClaimMoved.selector) {
                    continue;
                }
                if (log.topics[1] != bytes32(uint256(uint160(token)))) continue;
                if (
                    log.topics[2] != bytes32(uint256(uint160(lost)))
                        || log.topics[3] != bytes32(uint256(uint160(replacement)))
                ) {
                    _leak("RefundClaimMoved named other wallets");
                }
                moves++;
            }
            if (moves != (_claimRecord[token][lost] ? 1 : 0)) {
                _leak("RefundClaimMoved other than the claim records say");
            }
            if (_claimRecord[token][lost]) {
                _claimRecord[token][replacement] = true;
                _claimRecord[token][lost] = false;
            }
        }
    }

    /// @dev The first actor from `seed`'s on of whom the vault keeps a refund claim record, else the first who
    ///      claimed a refund (the seed's own when none did).
    function _claimant(uint256 seed) private view returns (address) {
        for (uint256 pass; pass < 2; ++pass) {
            for (uint256 i; i < _actors.length; ++i) {
                address actor = _actors[(seed % _actors.length + i) % _actors.length];
                for (uint256 t; t < _tokens.length; ++t) {
                    address token = address(_tokens[t]);
                    if (pass == 0 ? _claimRecord[token][actor] : _refundRetired[token][actor] != 0) return actor;
                }
            }
        }
        return _actor(seed);
    }

    /// @dev The first verified actor from `seed`'s on other than `not` holding M2 of `token`, else the first verified
    ///      one (the zero address when there is none).
    function _verifiedOther(uint256 seed, address not, PropertyToken token) private view returns (address) {
        for (uint256 pass; pass < 2; ++pass) {
            for (uint256 i; i < _actors.length; ++i) {
                address actor = _actors[(seed % _actors.length + i) % _actors.length];
                if (actor == not || !_identity.isVerified(actor)) continue;
                if (pass == 1 || token.balanceOf(actor) != 0) return actor;
            }
        }
        return address(0);
    }

    /// @dev The first actor from `seed`'s on other than `not` holding M2 of `token` (the zero address when none).
    function _holderOther(uint256 seed, PropertyToken token, address not) private view returns (address) {
        for (uint256 i; i < _actors.length; ++i) {
            address actor = _actors[(seed % _actors.length + i) % _actors.length];
            if (actor != not && token.balanceOf(actor) != 0) return actor;
        }
        return address(0);
    }

    /// @dev Σ balance, Σ locked, Σ income of the pair, the later running unlock time, and Σ refund claimable.
    function _pairFigures(PropertyToken token, address a, address b) private view returns (uint256[5] memory f) {
        (uint256 lockedA, uint256 endA,) = token.getLockInfo(a);
        (uint256 lockedB, uint256 endB,) = token.getLockInfo(b);
        f[0] = token.balanceOf(a) + token.balanceOf(b);
        f[1] = lockedA + lockedB;
        f[2] = uint256(_signedIncomeUnits(token, a) + _signedIncomeUnits(token, b));
        f[3] = _max(lockedA > 0 ? endA : 0, lockedB > 0 ? endB : 0);
        f[4] = _vault.claimableRefund(address(token), a) + _vault.claimableRefund(address(token), b);
    }

    /// @dev A recovery moves the lost wallet's refund claim figures to the replacement (see `_refundRetired`).
    function _moveRefundFigures(address token, address lost, address replacement) private {
        _refundRetired[token][replacement] += _refundRetired[token][lost];
        _refundPaid[token][replacement] += _refundPaid[token][lost];
        delete _refundRetired[token][lost];
        delete _refundPaid[token][lost];
    }

    function _checkRecovered(PropertyToken token, address lost, address replacement, uint256[5] memory before) private {
        (uint256 lockedLeft,,) = token.getLockInfo(lost);
        if (token.balanceOf(lost) != 0 || lockedLeft != 0 || token.incomeOf(lost) != 0) {
            _leak("the lost wallet kept something");
        }
        (uint256 locked, uint256 end,) = token.getLockInfo(replacement);
        if (token.balanceOf(replacement) != before[0]) _leak("balance not conserved");
        if (locked != before[1]) _leak("locked M2 not conserved");
        // The two corrections add up, a rounding debt of the lost wallet included: what the replacement may claim is
        // what both could, or one unit more when their fractions of a unit make one.
        int256 income = _signedIncomeUnits(token, replacement);
        int256 pair = int256(before[2]);
        if (income < pair || income > pair + 1) _leak("income not conserved");
        if (locked != 0 && end != before[3]) _leak("the lock does not end at the later end");
        // The refund claim record moved too: the lost wallet may claim nothing any more, the replacement what both
        // could (their records merged: one unit more when their fractions of a unit make one).
        if (_vault.claimableRefund(address(token), lost) != 0) _leak("the lost wallet kept a refund claim");
        uint256 claimable = _vault.claimableRefund(address(token), replacement);
        if (claimable < before[4] || claimable > before[4] + 1) _leak("refund claim not conserved");
    }

    function _leak(string memory what) private {
        if (bytes(recoveryLeak).length == 0) recoveryLeak = what;
    }

    /// @notice What the refund claims of `holder` retired of `token` and paid it (moved with a recovery).
    function refundClaim(address token, address holder) external view returns (uint256 retiredM2, uint256 paid) {
        return (_refundRetired[token][holder], _refundPaid[token][holder]);
    }

    /// @notice Σ paid by the refund claims of `token`, per the claimants' balances.
    function refundPaidOf(address token) external view returns (uint256) {
        return _refundPaidTotal[token];
    }

    /// @dev The model's room of `token` in the general bucket now: the cap is 20 % of the general bucket plus what it
    ///      already paid the property in its current 7-day period (at most 2^96 - 1), less what it paid.
    function _modelRoom(address token) private view returns (uint256) {
        uint256 used = _periodOver(token) ? 0 : _periodUsed[token];
        uint256 cap = _min((_vault.generalBucket() + used) * 2000 / 10_000, type(uint96).max);
        return cap > used ? cap - used : 0;
    }

    /// @dev Never drawn, or the 7 days ran out. A period started at time 1 (the run starts there) counts as never
    ///      drawn, as in the vault: 1 is the mark registration leaves.
    function _periodOver(address token) private view returns (bool) {
        uint256 start = _periodStart[token];
        return start <= 1 || time >= start + 7 days;
    }

    /// @dev The general bucket paid `token` `amount` now: a period starts when none runs.
    function _drawModel(PropertyToken token, uint256 amount) private {
        address t = address(token);
        if (_periodOver(t)) {
            _periodStart[t] = time;
            _periodUsed[t] = 0;
        }
        _periodUsed[t] += amount;
    }

    /// @dev The vault's `generalAllowance` of every property is the model's.
    function _checkGeneralRooms() private {
        for (uint256 t; t < _tokens.length; ++t) {
            if (_vault.generalAllowance(address(_tokens[t])) != _modelRoom(address(_tokens[t]))) {
                _surprise("generalAllowance differs from 20 % of (general bucket + used this period) - used");
            }
        }
    }

    function actors() external view returns (address[] memory) {
        return _actors;
    }

    function tokens() external view returns (PropertyToken[] memory) {
        return _tokens;
    }

    function _trading() private view returns (bool) {
        return !_vault.emergencySwept() && !_vault.paused();
    }

    /// @dev What every vault operation answers after the sweep (`ContractSwept`), else nothing.
    function _sweptRefusal() private view returns (bytes memory) {
        return _vault.emergencySwept() ? abi.encodeWithSelector(IVaultTrader.ContractSwept.selector) : bytes("");
    }

    /// @dev What buy and sell answer while trading is closed: `ContractSwept` first, then `EnforcedPause`.
    function _tradingRefusal() private view returns (bytes memory refusal) {
        refusal = _sweptRefusal();
        if (refusal.length == 0 && _vault.paused()) refusal = abi.encodeWithSelector(Pausable.EnforcedPause.selector);
    }

    /// @dev What a sale of unlocked M2 paying `payout` answers, in the vault's order of checks: closed
    ///      trading, selling back disabled, a payout rounding to zero, then both buckets short.
    function _saleRefusal(PropertyToken token, uint256 payout) private view returns (bytes memory refusal) {
        refusal = _tradingRefusal();
        if (refusal.length != 0) return refusal;
        if (!token.sellEnabled() || !token.listed()) {
            return abi.encodeWithSelector(IVaultTrader.SellDisabled.selector, address(token));
        }
        if (payout == 0) return abi.encodeWithSelector(IVaultTrader.InvalidInput.selector);
        uint256 bucket = _vault.buckets(address(token));
        uint256 funds = bucket + _vault.generalBucket();
        if (payout > funds) return abi.encodeWithSelector(IVaultTrader.InsufficientFunds.selector, payout, funds);
        if (payout > bucket) {
            uint256 room = _modelRoom(address(token));
            if (payout - bucket > room) {
                return abi.encodeWithSelector(IVaultTrader.GeneralCapExceeded.selector, payout - bucket, room);
            }
        }
    }

    /// @dev What a refund delisting of `token` at `refundPrice` would escrow now: [0] the target (refund price x sold
    ///      M2, rounded down), [1] what it funds (the bucket first, then the general bucket within the property's
    ///      room: the model's), [2] the vault's escrow before, [3] what it takes from the general bucket.
    function _refundFunding(PropertyToken token, uint256 refundPrice) private view returns (uint256[4] memory f) {
        uint256 sold = token.totalSupply() - token.balanceOf(address(token));
        f[0] = sold * refundPrice / ONE_M2;
        uint256 bucket = _vault.buckets(address(token));
        f[2] = _vault.escrowed();
        if (bucket >= f[0]) {
            f[1] = f[0];
            return f;
        }
        f[3] = _min(f[0] - bucket, _modelRoom(address(token)));
        f[1] = bucket + f[3];
    }

    /// @dev What the vault answers a refund delisting funded as `funding` says: `ContractSwept`, or
    ///      `RefundUnderfunded(target, funded)` when it falls short and `allowPartial` is off.
    function _refundRefusal(uint256[4] memory funding, bool allowPartial) private view returns (bytes memory) {
        if (_vault.emergencySwept()) return abi.encodeWithSelector(IVaultTrader.ContractSwept.selector);
        if (funding[1] < funding[0] && !allowPartial) {
            return abi.encodeWithSelector(IVaultTrader.RefundUnderfunded.selector, funding[0], funding[1]);
        }
        return "";
    }

    /// @dev What the token answers a buy by `buyer` once trading and listing allow it: `ReceiverNotVerified`
    ///      while the requirement is on and the buyer is not verified, else nothing.
    function _buyerRefusal(PropertyToken token, address buyer) private view returns (bytes memory) {
        if (token.identityRequired() && !_identity.isVerified(buyer)) {
            return abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, buyer);
        }
        return "";
    }

    /// @dev What the token answers a transfer before looking at balances and locks: the receiver first, then a
    ///      frozen sender, while the requirement is on.
    function _transferRefusal(PropertyToken token, address from, address to) private view returns (bytes memory) {
        if (!token.identityRequired()) return "";
        if (!_identity.isVerified(to)) return abi.encodeWithSelector(IPropertyToken.ReceiverNotVerified.selector, to);
        if (_marked[address(token)][from] && _identity.isFrozen(from)) {
            return abi.encodeWithSelector(IPropertyToken.SenderFrozen.selector, from);
        }
        return "";
    }

    function _snapshotGuarded() private {
        delete _heldBefore;
        delete _closedBefore;
        for (uint256 t; t < _tokens.length; ++t) {
            bool required = _tokens[t].identityRequired();
            for (uint256 a; a < _actors.length; ++a) {
                _heldBefore.push(_tokens[t].balanceOf(_actors[a]));
                _closedBefore.push(required && !_identity.isVerified(_actors[a]));
            }
        }
    }

    /// @dev An account closed at the start and at the end of the action may not hold more M2 than at the start.
    function _checkNoUnverifiedReceiver() private {
        uint256 k;
        for (uint256 t; t < _tokens.length; ++t) {
            bool required = _tokens[t].identityRequired();
            for (uint256 a; a < _actors.length; ++a) {
                bool closedNow = required && !_identity.isVerified(_actors[a]);
                if (_closedBefore[k] && closedNow && _tokens[t].balanceOf(_actors[a]) > _heldBefore[k]) {
                    unverifiedReceived = true;
                }
                ++k;
            }
        }
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

    /// @dev The actor after `_actor(seed)` (never the same one; no arithmetic on the raw seed, which may be
    ///      type(uint256).max).
    function _otherActor(uint256 seed) private view returns (address) {
        return _actors[(seed % _actors.length + 1) % _actors.length];
    }

    function _token(uint256 seed) private view returns (PropertyToken) {
        return _tokens[seed % _tokens.length];
    }

    /// @dev Calls `target` as `caller`. The action must end as `expected` says: success when it is empty,
    ///      else a revert with exactly these bytes; anything else is recorded as a surprise. Never reverts.
    function _act(string memory what, address caller, address target, bytes memory data, bytes memory expected)
        private
        returns (bool ok, bytes memory returned)
    {
        vm.prank(caller);
        (ok, returned) = target.call(data);
        string memory mismatch = _mismatch(ok, returned, expected);
        if (bytes(mismatch).length != 0) _surprise(string.concat(what, ": ", mismatch));
    }

    /// @dev "" when the call ended as `expected` says (see `_act`), else how it differed.
    function _mismatch(bool ok, bytes memory returned, bytes memory expected) private pure returns (string memory) {
        if (expected.length == 0) return ok ? "" : string.concat("reverted ", vm.toString(returned));
        if (ok) return string.concat("succeeded instead of reverting ", vm.toString(expected));
        if (keccak256(returned) != keccak256(expected)) {
            return string.concat("reverted ", vm.toString(returned), " instead of ", vm.toString(expected));
        }
        return "";
    }

    /// @dev `transfer` (or, `viaAllowance`, `transferFrom`) of `m2` reaching into locked M2: must revert
    ///      `TransferLocked(actor, unlockTime)`.
    function _transferLocked(
        address actor,
        address other,
        PropertyToken token,
        uint256 m2,
        uint256 unlockTime,
        bool viaAllowance
    ) private {
        // The allow-list is asked before the lock: its refusal comes first.
        bytes memory refusal = _transferRefusal(token, actor, other);
        bytes memory expected = refusal.length != 0
            ? refusal
            : abi.encodeWithSelector(IPropertyToken.TransferLocked.selector, actor, unlockTime);
        bool ok;
        bytes memory returned;
        if (viaAllowance) {
            vm.prank(actor);
            token.approve(other, m2);
            vm.prank(other);
            (ok, returned) = address(token).call(abi.encodeCall(IERC20.transferFrom, (actor, other, m2)));
        } else {
            vm.prank(actor);
            (ok, returned) = address(token).call(abi.encodeCall(IERC20.transfer, (other, m2)));
        }
        if (ok) {
            lockedMoved = true;
        } else if (keccak256(returned) != keccak256(expected)) {
            if (refusal.length != 0) _surprise(string.concat("locked transfer: ", _mismatch(ok, returned, expected)));
            else _wrongLockError("locked transfer: not TransferLocked");
        }
    }

    /// @dev Sale of `m2` reaching into locked M2. Sweep, pause and a disabled sell are reported before the
    ///      lock; an otherwise acceptable sale must revert `TokensLocked(actor, m2, unlocked)`.
    function _sellLocked(address actor, PropertyToken token, uint256 m2, uint256 unlocked) private {
        bytes memory expected = _tradingRefusal();
        if (expected.length == 0 && (!token.sellEnabled() || !token.listed())) {
            expected = abi.encodeWithSelector(IVaultTrader.SellDisabled.selector, address(token));
        }
        bool onlyTheLockRefuses = expected.length == 0;
        if (onlyTheLockRefuses) {
            expected = abi.encodeWithSelector(IPropertyToken.TokensLocked.selector, actor, m2, unlocked);
        }
        vm.prank(actor);
        (bool ok, bytes memory returned) =
            address(_vault).call(abi.encodeCall(IVaultTrader.sell, (address(token), m2, 0, time)));
        if (ok) {
            lockedMoved = true;
        } else if (keccak256(returned) != keccak256(expected)) {
            if (onlyTheLockRefuses) _wrongLockError("locked sell: not TokensLocked");
            else _surprise(string.concat("locked sell: ", _mismatch(ok, returned, expected)));
        }
    }

    function _wrongLockError(string memory what) private {
        if (bytes(wrongLockError).length == 0) wrongLockError = what;
    }

    function _hasProposal(PropertyToken token) private view returns (bool) {
        (, address proposer) = _registry.priceProposal(address(token));
        return proposer != address(0);
    }

    function _proposalPending(PropertyToken token) private view returns (bytes memory) {
        (uint256 proposed,) = _registry.priceProposal(address(token));
        return abi.encodeWithSelector(IMasterRegistry.ProposalPending.selector, address(token), proposed);
    }

    function _surprise(string memory what) private {
        if (bytes(surprise).length == 0) surprise = what;
    }

    function _max(uint256 a, uint256 b) private pure returns (uint256) {
        return a > b ? a : b;
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }
}
