// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IVaultTrader} from "./interfaces/IVaultTrader.sol";

/// @title VaultTrader
/// @notice Sells property M2 for the stablecoin and buys them back. What a buyer pays goes into the
///         property's bucket; sales are paid from that bucket first and then, within a per-property cap,
///         from the general bucket. Refunds of delisted properties are escrowed in refund pools, and rental
///         income waits for its holders in books of its own; no withdrawal or sweep touches either
///         (docs/money-rules.md, docs/income.md).
/// @dev Admin = `DEFAULT_ADMIN_ROLE` on the MasterRegistry (handed over in two delayed steps there).
///      Fee-on-transfer stablecoins are not supported: the books assume the amount sent is the amount
///      received. Books: held = `booked()` + `unaccounted()`, booked = general + Σ buckets + Σ open pools +
///      income held.
contract VaultTrader is IVaultTrader, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @dev `registered` keeps the slot non-zero once a property exists, so the first purchase of a
    ///      property does not pay for a fresh storage slot.
    struct Bucket {
        uint128 balance;
        bool registered;
    }

    /// @dev What the general bucket paid one property in its current 7-day period. One slot, made non-zero when the
    ///      property is registered (periodStart = 1, a period long over), so a property's first draw does not pay for
    ///      a fresh slot. The cap is not stored: it follows the general bucket at each draw (`_generalRoom`).
    struct GeneralDraw {
        uint64 periodStart;
        uint96 used;
    }

    /// @dev A bucket's withdrawals: what left freely in the current period, and an announced withdrawal beyond it.
    struct Withdrawals {
        uint64 periodStart;
        uint128 used;
        uint128 announced;
        uint64 effectiveAt;
    }

    /// @dev One property's refund escrow. Claimants are paid `m2 × min(funded, target) / soldM2`.
    struct Pool {
        uint128 target;
        uint128 funded;
        uint128 paid;
        uint96 soldM2;
        uint64 deadline;
        bool open;
    }

    /// @dev What one holder retired and was paid from a refund pool.
    struct Claim {
        uint96 m2;
        uint128 paid;
    }

    /// @dev A change waiting for its announced time.
    struct Pending {
        address account;
        uint64 effectiveAt;
    }

    uint256 private constant ONE_M2 = 1e18;
    /// @dev Largest `m2` argument: every supply fits in 96 bits, so larger amounts cannot exist.
    uint256 private constant MAX_M2 = type(uint96).max;
    uint256 private constant BPS = 10_000;

    /// @inheritdoc IVaultTrader
    uint256 public constant GENERAL_PERIOD = 7 days;
    /// @inheritdoc IVaultTrader
    uint256 public constant GENERAL_CAP_BPS = 2000;
    /// @inheritdoc IVaultTrader
    uint256 public constant REFUND_WINDOW = 730 days;
    /// @inheritdoc IVaultTrader
    uint256 public constant ROLE_DELAY = 2 days;
    /// @inheritdoc IVaultTrader
    uint256 public constant WITHDRAW_PERIOD = 7 days;
    /// @inheritdoc IVaultTrader
    uint256 public constant WITHDRAW_FREE_BPS = 1000;
    /// @inheritdoc IVaultTrader
    uint256 public constant WITHDRAW_NOTICE = 2 days;

    // Packed with Pausable's `_paused` in one slot: one read tells whether trading is open, and the
    // books' total is written in the same slot.
    bool private _swept;
    uint128 private _booked;
    uint112 private _escrowed;
    // The income books share the fund manager's slot: a distribution (by the fund manager) reads the slot to
    // authorise the caller and then writes the total in it warm, and the slot is never zero, so the first
    // distribution does not pay for a new slot. uint96 holds 79 billion USDT of 18 decimals.
    address private _fundManager;
    uint96 private _incomeHeld;
    uint256 private _generalBucket;
    address private _treasury;
    Pending private _pendingFundManager;
    Pending private _pendingTreasury;
    mapping(address token => Bucket) private _buckets;
    mapping(address token => GeneralDraw) private _draws;
    mapping(address token => Pool) private _pools;
    mapping(address token => mapping(address holder => Claim)) private _claims;
    mapping(address token => Withdrawals) private _withdrawals;

    IMasterRegistry private immutable _registry;
    IERC20 private immutable _usdt;

    /// @param registry_ The MasterRegistry (its admin administers this vault).
    /// @param usdt_ The stablecoin.
    /// @param treasury_ Where an emergency sweep may send the stablecoin (changeable with a delay).
    constructor(address registry_, address usdt_, address treasury_) {
        if (registry_.code.length == 0 || usdt_.code.length == 0 || treasury_ == address(0)) revert InvalidInput();
        _registry = IMasterRegistry(registry_);
        _usdt = IERC20(usdt_);
        _treasury = treasury_;
    }

    modifier onlyAdmin() {
        _requireNotSwept();
        if (!_isAdmin(msg.sender)) revert Unauthorized(msg.sender);
        _;
    }

    modifier onlyFundManagerOrAdmin() {
        _requireNotSwept();
        if (msg.sender != _fundManager && !_isAdmin(msg.sender)) revert Unauthorized(msg.sender);
        _;
    }

    /// @dev Trading needs the contract neither swept nor paused (swept is reported first).
    modifier whenTrading() {
        _requireNotSwept();
        _requireNotPaused();
        _;
    }

    // ----------------------------------------------------------------------------------------------
    // Trading
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function buy(address token, uint256 m2, uint256 maxCost, uint256 maxUnlockTime, uint256 deadline)
        external
        nonReentrant
        whenTrading
        returns (uint256 cost)
    {
        if (block.timestamp > deadline) revert Expired(deadline);
        Bucket storage bucket = _bucketOf(token);
        _checkAmount(m2);
        // The token refuses a delisted property (PropertyDelisted) and M2 it does not hold.
        (uint256 price, uint256 unlockTime) = IPropertyToken(token).releaseTo(msg.sender, m2);
        if (unlockTime > maxUnlockTime) revert LockTooLong(unlockTime, maxUnlockTime);
        // Never zero, so no check: m2 >= 1 (checked above) and price >= 1 (the registry refuses a zero
        // price), so m2 * price >= 1 and the rounded-up cost is at least one base unit.
        cost = _costOf(m2, price);
        if (cost > maxCost) revert SlippageExceeded(cost, maxCost);
        bucket.balance = (bucket.balance + cost).toUint128();
        _booked = (_booked + cost).toUint128();
        _usdt.safeTransferFrom(msg.sender, address(this), cost);
        emit Bought(msg.sender, token, m2, cost, price);
    }

    /// @inheritdoc IVaultTrader
    function sell(address token, uint256 m2, uint256 minPayout, uint256 deadline)
        external
        nonReentrant
        whenTrading
        returns (uint256 payout)
    {
        if (block.timestamp > deadline) revert Expired(deadline);
        Bucket storage bucket = _bucketOf(token);
        _checkAmount(m2);
        // The token refuses while selling back is disabled or delisted (SellDisabled) and locked M2
        // (TokensLocked).
        uint256 price = IPropertyToken(token).reclaimFrom(msg.sender, m2);
        payout = _payoutOf(m2, price);
        if (payout == 0) revert InvalidInput();
        if (payout < minPayout) revert SlippageExceeded(payout, minPayout);

        uint256 fromGeneral;
        uint256 inBucket = bucket.balance;
        if (payout <= inBucket) {
            // forge-lint: disable-next-line(unsafe-typecast) below the uint128 it was read from
            bucket.balance = uint128(inBucket - payout);
        } else {
            fromGeneral = payout - inBucket;
            uint256 general = _generalBucket;
            if (fromGeneral > general) revert InsufficientFunds(payout, inBucket + general);
            _drawGeneral(token, fromGeneral, general);
            bucket.balance = 0;
            _generalBucket = general - fromGeneral;
        }
        // forge-lint: disable-next-line(unsafe-typecast) payout <= booked, a uint128
        _booked -= uint128(payout);
        _usdt.safeTransfer(msg.sender, payout);
        emit Sold(msg.sender, token, m2, payout, price, fromGeneral);
    }

    /// @inheritdoc IVaultTrader
    function quoteBuy(address token, uint256 m2) external view returns (uint256 cost) {
        _bucketOf(token);
        _checkAmount(m2);
        return _costOf(m2, IPropertyToken(token).currentPrice());
    }

    /// @inheritdoc IVaultTrader
    function quoteSell(address token, uint256 m2) external view returns (uint256 payout) {
        _bucketOf(token);
        _checkAmount(m2);
        return _payoutOf(m2, IPropertyToken(token).currentPrice());
    }

    // ----------------------------------------------------------------------------------------------
    // Refund pools
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function openRefund(address token, uint256 refundPrice, uint256 soldM2, bool allowPartial) external {
        _requireNotSwept();
        if (msg.sender != address(_registry)) revert Unauthorized(msg.sender);
        Bucket storage bucket = _bucketOf(token);
        uint256 target = _payoutOf(soldM2, refundPrice);
        // From the property's bucket first, then the general bucket within the property's cap.
        uint256 inBucket = bucket.balance;
        uint256 fromBucket = inBucket < target ? inBucket : target;
        uint256 fromGeneral;
        if (fromBucket < target) {
            uint256 general = _generalBucket;
            uint256 room = _generalRoom(token, general);
            uint256 missing = target - fromBucket;
            fromGeneral = missing < room ? missing : room;
            if (fromGeneral > 0) {
                _drawGeneral(token, fromGeneral, general);
                _generalBucket = general - fromGeneral;
            }
        }
        uint256 funded = fromBucket + fromGeneral;
        if (funded < target && !allowPartial) revert RefundUnderfunded(target, funded);
        // forge-lint: disable-next-line(unsafe-typecast) fromBucket <= the uint128 balance
        bucket.balance = uint128(inBucket - fromBucket);
        _escrowed = (_escrowed + funded).toUint112();
        uint256 deadline = block.timestamp + REFUND_WINDOW;
        _pools[token] = Pool({
            target: target.toUint128(),
            funded: funded.toUint128(),
            paid: 0,
            soldM2: soldM2.toUint96(),
            deadline: deadline.toUint64(),
            open: true
        });
        emit RefundOpened(token, refundPrice, soldM2, target, deadline);
        emit RefundFunded(token, address(this), funded, funded);
    }

    /// @inheritdoc IVaultTrader
    function fundRefund(address token, uint256 amount) external nonReentrant {
        Pool storage pool = _pools[token];
        if (!pool.open) revert NoRefundPool(token);
        uint256 funded = pool.funded;
        uint256 missing = pool.target - funded;
        if (amount == 0 || amount > missing) revert InvalidInput();
        funded += amount;
        // forge-lint: disable-next-line(unsafe-typecast) funded <= target, a uint128
        pool.funded = uint128(funded);
        _escrowed = (_escrowed + amount).toUint112();
        _booked = (_booked + amount).toUint128();
        _usdt.safeTransferFrom(msg.sender, address(this), amount);
        emit RefundFunded(token, msg.sender, amount, funded);
    }

    /// @inheritdoc IVaultTrader
    function claimRefund(address token) external nonReentrant returns (uint256 amount) {
        Pool memory pool = _pools[token];
        if (!pool.open) revert NoRefundPool(token);
        if (block.timestamp > pool.deadline) revert RefundWindowOver(pool.deadline);
        Claim memory claim = _claims[token][msg.sender];
        // Whatever the holder still holds is retired, locked or not (0 for a holder who retired earlier
        // and comes back after a top-up).
        uint256 retired = IPropertyToken(token).retireFrom(msg.sender);
        uint256 m2 = claim.m2 + retired;
        if (m2 == 0) revert NothingToClaim(msg.sender);
        bool full = pool.funded >= pool.target;
        uint256 covered = full ? pool.target : pool.funded;
        uint256 entitled = m2 * covered / pool.soldM2;
        amount = entitled - claim.paid;
        if (amount == 0 && retired == 0) revert NothingToClaim(msg.sender);
        // A holder paid from a short pool is recorded, to be paid the difference after a top-up; a full
        // pool pays everything at once, so nothing needs recording (unless an earlier record exists).
        if (!full || claim.m2 != 0) {
            // forge-lint: disable-next-line(unsafe-typecast) m2 <= soldM2, a uint96
            _claims[token][msg.sender] = Claim({m2: uint96(m2), paid: entitled.toUint128()});
        }
        // forge-lint: disable-next-line(unsafe-typecast) paid + amount <= covered, a uint128
        _pools[token].paid = uint128(pool.paid + amount);
        // forge-lint: disable-next-line(unsafe-typecast) amount <= escrowed
        _escrowed -= uint112(amount);
        // forge-lint: disable-next-line(unsafe-typecast) amount <= booked
        _booked -= uint128(amount);
        if (amount > 0) _usdt.safeTransfer(msg.sender, amount);
        emit RefundClaimed(token, msg.sender, retired, amount);
    }

    /// @inheritdoc IVaultTrader
    function closeRefund(address token) external nonReentrant returns (uint256 remainder) {
        // A swept vault keeps no general bucket: its pools' rests go to the treasury, on the admin's call.
        bool swept = _swept;
        if (!_isAdmin(msg.sender) && (swept || msg.sender != _fundManager)) revert Unauthorized(msg.sender);
        Pool storage pool = _pools[token];
        if (!pool.open) revert NoRefundPool(token);
        if (block.timestamp <= pool.deadline) revert RefundWindowOpen(pool.deadline);
        pool.open = false;
        remainder = uint256(pool.funded) - pool.paid;
        // forge-lint: disable-next-line(unsafe-typecast) remainder <= escrowed
        _escrowed -= uint112(remainder);
        if (swept) {
            // forge-lint: disable-next-line(unsafe-typecast) remainder <= escrowed <= booked
            _booked -= uint128(remainder);
            if (remainder > 0) _usdt.safeTransfer(_treasury, remainder);
        } else {
            _generalBucket += remainder;
        }
        emit RefundClosed(token, remainder);
    }

    /// @inheritdoc IVaultTrader
    function moveRefundClaim(address lost, address replacement) external {
        // Claims are keyed by the calling token, so a caller only ever reaches its own: any other caller finds none.
        address token = msg.sender;
        Claim memory from = _claims[token][lost];
        if (from.m2 == 0) return;
        Claim memory to = _claims[token][replacement];
        delete _claims[token][lost];
        // Both records together: the replacement is owed what both were, less what both were paid.
        // forge-lint: disable-next-line(unsafe-typecast) both m2 together <= soldM2, a uint96
        _claims[token][replacement] = Claim({m2: uint96(uint256(from.m2) + to.m2), paid: from.paid + to.paid});
        emit RefundClaimMoved(token, lost, replacement, from.m2);
    }

    /// @inheritdoc IVaultTrader
    function refundPools(address token) external view returns (RefundPool memory) {
        Pool memory pool = _pools[token];
        return RefundPool({
            target: pool.target,
            funded: pool.funded,
            paid: pool.paid,
            soldM2: pool.soldM2,
            deadline: pool.deadline,
            open: pool.open
        });
    }

    /// @inheritdoc IVaultTrader
    function claimableRefund(address token, address holder) external view returns (uint256) {
        Pool memory pool = _pools[token];
        if (!pool.open || block.timestamp > pool.deadline) return 0;
        if (pool.soldM2 == 0) return 0;
        Claim memory claim = _claims[token][holder];
        uint256 m2 = claim.m2 + IPropertyToken(token).balanceOf(holder);
        uint256 covered = pool.funded < pool.target ? pool.funded : pool.target;
        return m2 * covered / pool.soldM2 - claim.paid;
    }

    // ----------------------------------------------------------------------------------------------
    // Income
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function distributeIncome(address token, uint256 amount, uint256 periodStart, uint256 periodEnd)
        external
        nonReentrant
        onlyFundManagerOrAdmin
        returns (uint256 index)
    {
        if (amount == 0 || periodStart >= periodEnd) revert InvalidInput();
        Bucket storage bucket = _bucketOf(token);
        uint256 issuerShare;
        (issuerShare, index) = IPropertyToken(token).recordIncome(amount);
        // The three books below are packed fields: each slot is read once and written once (an assignment to a
        // packed field reads its slot a second time), which keeps every distribution within 80,000 gas
        // (docs/income.md#gas). Each sum is checked against its field's width like SafeCast.
        if (issuerShare != 0) {
            uint256 bucketWord;
            assembly ("memory-safe") {
                bucketWord := sload(bucket.slot)
            }
            // `balance` is the low 128 bits of the bucket's slot, `registered` above it.
            uint256 inBucket = uint128(bucketWord) + issuerShare;
            if (inBucket > type(uint128).max) revert SafeCast.SafeCastOverflowedUintDowncast(128, inBucket);
            assembly ("memory-safe") {
                sstore(bucket.slot, or(and(bucketWord, not(0xffffffffffffffffffffffffffffffff)), inBucket))
            }
        }
        _addIncomeHeld(amount - issuerShare);
        _addBooked(amount);
        _usdt.safeTransferFrom(msg.sender, address(this), amount);
        emit IncomeDistributed(token, msg.sender, index, amount, issuerShare, periodStart, periodEnd);
    }

    /// @inheritdoc IVaultTrader
    function claimIncome(address[] calldata tokens) external nonReentrant returns (uint256 amount) {
        for (uint256 i; i < tokens.length; ++i) {
            address token = tokens[i];
            _bucketOf(token);
            uint256 taken = IPropertyToken(token).takeIncome(msg.sender, type(uint256).max);
            if (taken == 0) continue;
            amount += taken;
            emit IncomeClaimed(msg.sender, token, taken);
        }
        if (amount == 0) revert NothingToClaim(msg.sender);
        // forge-lint: disable-next-line(unsafe-typecast) amount <= income held
        _incomeHeld -= uint96(amount);
        // forge-lint: disable-next-line(unsafe-typecast) amount <= income held <= booked
        _booked -= uint128(amount);
        _usdt.safeTransfer(msg.sender, amount);
    }

    /// @inheritdoc IVaultTrader
    function reinvestIncome(address token, uint256 m2, uint256 maxCost, uint256 maxUnlockTime, uint256 deadline)
        external
        nonReentrant
        whenTrading
        returns (uint256 cost)
    {
        if (block.timestamp > deadline) revert Expired(deadline);
        Bucket storage bucket = _bucketOf(token);
        _checkAmount(m2);
        // The cost is taken from the income first, then the M2 are released (the buy's own rounding then never
        // makes income that covered the cost fall short of it; the price cannot change in between).
        cost = _costOf(m2, IPropertyToken(token).currentPrice());
        if (cost > maxCost) revert SlippageExceeded(cost, maxCost);
        uint256 taken = IPropertyToken(token).takeIncome(msg.sender, cost);
        if (taken < cost) revert InsufficientIncome(cost, taken);
        (uint256 price, uint256 unlockTime) = IPropertyToken(token).releaseTo(msg.sender, m2);
        if (unlockTime > maxUnlockTime) revert LockTooLong(unlockTime, maxUnlockTime);
        // The stablecoin stays in the vault: it moves from the income books to the property's bucket.
        bucket.balance = (bucket.balance + cost).toUint128();
        // forge-lint: disable-next-line(unsafe-typecast) cost <= taken <= income held
        _incomeHeld -= uint96(cost);
        emit Bought(msg.sender, token, m2, cost, price);
        emit IncomeReinvested(msg.sender, token, m2, cost);
    }

    /// @inheritdoc IVaultTrader
    function incomeHeld() external view returns (uint256) {
        return _incomeHeld;
    }

    /// @inheritdoc IVaultTrader
    function claimableIncome(address token, address holder) external view returns (uint256) {
        _bucketOf(token);
        return IPropertyToken(token).incomeOf(holder);
    }

    // ----------------------------------------------------------------------------------------------
    // Buckets (fund manager or admin)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function manualDeposit(address token, uint256 amount) external nonReentrant onlyFundManagerOrAdmin {
        if (amount == 0) revert InvalidInput();
        if (token == address(0)) {
            _generalBucket += amount;
        } else {
            Bucket storage bucket = _bucketOf(token);
            bucket.balance = (bucket.balance + amount).toUint128();
        }
        _booked = (_booked + amount).toUint128();
        _usdt.safeTransferFrom(msg.sender, address(this), amount);
        emit Deposited(token, msg.sender, amount);
    }

    /// @inheritdoc IVaultTrader
    function withdrawFromBucket(address token, address destination)
        external
        nonReentrant
        onlyFundManagerOrAdmin
        returns (uint256 amount)
    {
        if (destination != _treasury) revert NotTreasury(destination);
        uint256 balance = _bucketBalance(token);
        Withdrawals memory w = _withdrawals[token];
        (uint256 free, uint256 due) = _withdrawRoom(w, balance);
        amount = free + due;
        if (amount > balance) amount = balance;
        if (amount == 0) revert WithdrawalLimit(0);
        // An announced withdrawal whose notice ran out is used first and whole (even when the bucket held less),
        // then the free share of the period.
        uint256 fromFree = amount > due ? amount - due : 0;
        if (_withdrawPeriodOver(w)) {
            // forge-lint: disable-next-line(unsafe-typecast) a uint64 of seconds lasts 584 billion years
            w.periodStart = uint64(block.timestamp);
            w.used = 0;
        }
        // forge-lint: disable-next-line(unsafe-typecast) fromFree <= a bucket balance, a uint128 or the general one
        w.used += uint128(fromFree);
        if (due > 0) (w.announced, w.effectiveAt) = (0, 0);
        _withdrawals[token] = w;
        if (token == address(0)) {
            _generalBucket = balance - amount;
        } else {
            // forge-lint: disable-next-line(unsafe-typecast) below the uint128 balance it was read from
            _buckets[token].balance = uint128(balance - amount);
        }
        // forge-lint: disable-next-line(unsafe-typecast) amount <= booked
        _booked -= uint128(amount);
        _usdt.safeTransfer(destination, amount);
        emit Withdrawn(token, destination, amount);
    }

    /// @inheritdoc IVaultTrader
    function announceWithdrawal(address token, uint256 amount) external onlyFundManagerOrAdmin {
        if (token != address(0)) _bucketOf(token);
        if (amount == 0) revert InvalidInput();
        Withdrawals memory w = _withdrawals[token];
        if (w.effectiveAt != 0) revert WithdrawalPending(token, w.announced, w.effectiveAt);
        uint256 effectiveAt = block.timestamp + WITHDRAW_NOTICE;
        w.announced = amount.toUint128();
        w.effectiveAt = effectiveAt.toUint64();
        _withdrawals[token] = w;
        emit WithdrawalAnnounced(token, amount, effectiveAt, msg.sender);
    }

    /// @inheritdoc IVaultTrader
    function cancelWithdrawal(address token) external onlyFundManagerOrAdmin {
        Withdrawals storage w = _withdrawals[token];
        if (w.effectiveAt == 0) revert InvalidInput();
        (w.announced, w.effectiveAt) = (0, 0);
        emit WithdrawalCancelled(token, msg.sender);
    }

    /// @inheritdoc IVaultTrader
    function absorbUnaccounted() external nonReentrant onlyFundManagerOrAdmin returns (uint256 amount) {
        amount = _unaccounted();
        if (amount == 0) revert InvalidInput();
        _generalBucket += amount;
        _booked = (_booked + amount).toUint128();
        emit UnaccountedAbsorbed(msg.sender, amount);
    }

    // ----------------------------------------------------------------------------------------------
    // Admin
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function setFundManager(address account) external onlyAdmin {
        if (account == address(0) || account == _fundManager) revert InvalidInput();
        address previous = _fundManager;
        if (previous == address(0)) {
            // The first appointment: no fund manager's powers change hands.
            _fundManager = account;
            emit FundManagerSet(previous, account);
            return;
        }
        uint256 effectiveAt = block.timestamp + ROLE_DELAY;
        _pendingFundManager = Pending({account: account, effectiveAt: effectiveAt.toUint64()});
        emit FundManagerProposed(account, effectiveAt);
    }

    /// @inheritdoc IVaultTrader
    function acceptFundManager() external {
        _requireNotSwept();
        Pending memory pending = _pendingFundManager;
        if (pending.account == address(0) || msg.sender != pending.account) revert Unauthorized(msg.sender);
        if (block.timestamp < pending.effectiveAt) revert TooEarly(pending.effectiveAt);
        delete _pendingFundManager;
        address previous = _fundManager;
        _fundManager = pending.account;
        emit FundManagerSet(previous, pending.account);
    }

    /// @inheritdoc IVaultTrader
    function proposeTreasury(address account) external onlyAdmin {
        if (account == address(0) || account == address(this)) revert InvalidInput();
        uint256 effectiveAt = block.timestamp + ROLE_DELAY;
        _pendingTreasury = Pending({account: account, effectiveAt: effectiveAt.toUint64()});
        emit TreasuryProposed(account, effectiveAt);
    }

    /// @inheritdoc IVaultTrader
    function applyTreasury() external onlyAdmin {
        Pending memory pending = _pendingTreasury;
        if (pending.account == address(0)) revert Unauthorized(msg.sender);
        if (block.timestamp < pending.effectiveAt) revert TooEarly(pending.effectiveAt);
        delete _pendingTreasury;
        address previous = _treasury;
        _treasury = pending.account;
        emit TreasurySet(previous, pending.account);
    }

    /// @inheritdoc IVaultTrader
    function pause() external onlyAdmin {
        if (paused()) revert InvalidSystemState();
        _pause();
    }

    /// @inheritdoc IVaultTrader
    function unpause() external onlyAdmin {
        if (!paused()) revert InvalidSystemState();
        _unpause();
    }

    /// @inheritdoc IVaultTrader
    function emergencySweep() external nonReentrant onlyAdmin {
        if (!paused()) revert InvalidSystemState();
        address destination = _treasury;
        _swept = true;
        _generalBucket = 0;
        // Refund pools and income stay: their holders claim them on this vault whatever happens.
        uint256 kept = uint256(_escrowed) + _incomeHeld;
        _booked = kept.toUint128();
        uint256 held = _usdt.balanceOf(address(this));
        uint256 amount = held > kept ? held - kept : 0;
        if (amount > 0) _usdt.safeTransfer(destination, amount);
        emit EmergencySwept(destination, amount);
    }

    /// @inheritdoc IVaultTrader
    function registerProperty(address token) external {
        _requireNotSwept();
        if (msg.sender != address(_registry)) revert Unauthorized(msg.sender);
        _buckets[token].registered = true;
        _draws[token].periodStart = 1;
    }

    /// @inheritdoc IVaultTrader
    function adoptProperty(address token) external {
        _requireNotSwept();
        if (!_registry.isProperty(token) || _registry.vaultTrader() != address(this)) revert UnknownProperty(token);
        // Once only: adopting again would reset the property's general-bucket period, and with it the cap.
        if (_buckets[token].registered) revert AlreadyRegistered(token);
        _buckets[token].registered = true;
        _draws[token].periodStart = 1;
    }

    // ----------------------------------------------------------------------------------------------
    // Views
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function masterRegistry() external view returns (address) {
        return address(_registry);
    }

    /// @inheritdoc IVaultTrader
    function USDT() external view returns (address) {
        return address(_usdt);
    }

    /// @inheritdoc IVaultTrader
    function fundManager() external view returns (address) {
        return _fundManager;
    }

    /// @inheritdoc IVaultTrader
    function pendingFundManager() external view returns (address account, uint256 effectiveAt) {
        Pending memory pending = _pendingFundManager;
        return (pending.account, pending.effectiveAt);
    }

    /// @inheritdoc IVaultTrader
    function treasury() external view returns (address) {
        return _treasury;
    }

    /// @inheritdoc IVaultTrader
    function pendingTreasury() external view returns (address account, uint256 effectiveAt) {
        Pending memory pending = _pendingTreasury;
        return (pending.account, pending.effectiveAt);
    }

    /// @inheritdoc IVaultTrader
    /// @dev The zero address reads the general bucket. Zero after the emergency sweep (the
    ///      stablecoin left with it).
    function buckets(address token) external view returns (uint256) {
        if (token == address(0)) return _generalBucket;
        return _swept ? 0 : _buckets[token].balance;
    }

    /// @inheritdoc IVaultTrader
    function generalBucket() external view returns (uint256) {
        return _generalBucket;
    }

    /// @inheritdoc IVaultTrader
    function totalBuckets() external view returns (uint256) {
        return _booked - _generalBucket - _escrowed - _incomeHeld;
    }

    /// @inheritdoc IVaultTrader
    function escrowed() external view returns (uint256) {
        return _escrowed;
    }

    /// @inheritdoc IVaultTrader
    function booked() external view returns (uint256) {
        return _booked;
    }

    /// @inheritdoc IVaultTrader
    function unaccounted() external view returns (uint256) {
        return _unaccounted();
    }

    /// @inheritdoc IVaultTrader
    function generalAllowance(address token) external view returns (uint256) {
        return _generalRoom(token, _generalBucket);
    }

    /// @inheritdoc IVaultTrader
    function withdrawable(address token) external view returns (uint256 now_, uint256 announced, uint256 effectiveAt) {
        uint256 balance = _bucketBalance(token);
        Withdrawals memory w = _withdrawals[token];
        announced = w.announced;
        effectiveAt = w.effectiveAt;
        // Nothing leaves a swept vault (its buckets read 0).
        if (_swept) return (0, announced, effectiveAt);
        (uint256 free, uint256 due) = _withdrawRoom(w, balance);
        now_ = free + due;
        if (now_ > balance) now_ = balance;
    }

    /// @inheritdoc IVaultTrader
    function paused() public view override(IVaultTrader, Pausable) returns (bool) {
        return super.paused();
    }

    /// @inheritdoc IVaultTrader
    function emergencySwept() external view returns (bool) {
        return _swept;
    }

    // ----------------------------------------------------------------------------------------------
    // Internals
    // ----------------------------------------------------------------------------------------------

    function _bucketOf(address token) private view returns (Bucket storage bucket) {
        bucket = _buckets[token];
        if (!bucket.registered) revert UnknownProperty(token);
    }

    /// @dev The cap and what `token` used of it in its current period. The cap follows the general bucket:
    ///      `GENERAL_CAP_BPS` of what it holds now plus what it already paid `token` this period (so the property's
    ///      own draws do not shrink it, a deposit raises it at once, and other properties' draws lower it).
    function _generalCap(GeneralDraw memory draw, uint256 general) private view returns (uint256 cap, uint256 used) {
        if (!_periodOver(draw.periodStart)) used = draw.used;
        cap = (general + used) * GENERAL_CAP_BPS / BPS;
        if (cap > type(uint96).max) cap = type(uint96).max;
    }

    /// @dev What the general bucket may still pay `token` in its current period.
    function _generalRoom(address token, uint256 general) private view returns (uint256) {
        (uint256 cap, uint256 used) = _generalCap(_draws[token], general);
        return cap > used ? cap - used : 0;
    }

    /// @dev Records `amount` paid to `token` from the general bucket (`general` before it), or reverts
    ///      `GeneralCapExceeded`.
    function _drawGeneral(address token, uint256 amount, uint256 general) private {
        GeneralDraw memory draw = _draws[token];
        (uint256 cap, uint256 used) = _generalCap(draw, general);
        if (used + amount > cap) revert GeneralCapExceeded(amount, cap > used ? cap - used : 0);
        if (_periodOver(draw.periodStart)) {
            // forge-lint: disable-next-line(unsafe-typecast) a uint64 of seconds lasts 584 billion years
            draw.periodStart = uint64(block.timestamp);
        }
        used += amount;
        // forge-lint: disable-next-line(unsafe-typecast) used <= cap, a uint96
        draw.used = uint96(used);
        _draws[token] = draw;
        emit GeneralBucketDrawn(token, amount, used, cap);
    }

    /// @dev What may leave a bucket holding `balance` now: the free share left in the period (`WITHDRAW_FREE_BPS` of
    ///      what it holds plus what left freely this period) and an announced amount whose notice ran out.
    function _withdrawRoom(Withdrawals memory w, uint256 balance) private view returns (uint256 free, uint256 due) {
        uint256 used = _withdrawPeriodOver(w) ? 0 : w.used;
        uint256 cap = (balance + used) * WITHDRAW_FREE_BPS / BPS;
        free = cap > used ? cap - used : 0;
        if (w.effectiveAt != 0 && block.timestamp >= w.effectiveAt) due = w.announced;
    }

    /// @dev True before the first free withdrawal and once the period's 7 days ran out.
    function _withdrawPeriodOver(Withdrawals memory w) private view returns (bool) {
        return w.periodStart == 0 || block.timestamp >= uint256(w.periodStart) + WITHDRAW_PERIOD;
    }

    /// @dev The balance of the bucket of `token` (zero address = general bucket); an unknown token reverts.
    function _bucketBalance(address token) private view returns (uint256) {
        if (token == address(0)) return _generalBucket;
        return _bucketOf(token).balance;
    }

    /// @dev True before the first draw (0, or 1: the mark set at registration) and once the period's 7 days ran out.
    function _periodOver(uint64 periodStart) private view returns (bool) {
        return periodStart <= 1 || block.timestamp >= uint256(periodStart) + GENERAL_PERIOD;
    }

    function _unaccounted() private view returns (uint256) {
        uint256 held = _usdt.balanceOf(address(this));
        uint256 books = _booked;
        return held > books ? held - books : 0;
    }

    function _checkAmount(uint256 m2) private pure {
        if (m2 == 0 || m2 > MAX_M2) revert InvalidInput();
    }

    /// @dev What a buyer pays: rounded up. `m2 <= 2^96` and `price <= 2^128`, so no overflow.
    function _costOf(uint256 m2, uint256 price) private pure returns (uint256) {
        return (m2 * price + ONE_M2 - 1) / ONE_M2;
    }

    /// @dev What a seller receives: rounded down.
    function _payoutOf(uint256 m2, uint256 price) private pure returns (uint256) {
        return m2 * price / ONE_M2;
    }

    function _isAdmin(address account) private view returns (bool) {
        return _registry.hasRole(bytes32(0), account);
    }

    /// @dev `_incomeHeld += amount` with one read and one write of the slot it shares with `_fundManager`.
    function _addIncomeHeld(uint256 amount) private {
        uint256 word;
        assembly ("memory-safe") {
            word := sload(_incomeHeld.slot)
        }
        // `_fundManager` is the low 160 bits, `_incomeHeld` the 96 above (asserted by test/fuzz/IncomeStorageLayout.t.sol).
        uint256 held = (word >> 160) + amount;
        if (held > type(uint96).max) revert SafeCast.SafeCastOverflowedUintDowncast(96, held);
        assembly ("memory-safe") {
            sstore(_incomeHeld.slot, or(and(word, 0xffffffffffffffffffffffffffffffffffffffff), shl(160, held)))
        }
    }

    /// @dev `_booked += amount` with one read and one write of the slot it shares with the pause flags and
    ///      `_escrowed` (`_booked` is bits 16-143).
    function _addBooked(uint256 amount) private {
        uint256 word;
        assembly ("memory-safe") {
            word := sload(_booked.slot)
        }
        uint256 booked = uint128(word >> 16) + amount;
        if (booked > type(uint128).max) revert SafeCast.SafeCastOverflowedUintDowncast(128, booked);
        assembly ("memory-safe") {
            sstore(_booked.slot, or(and(word, not(shl(16, 0xffffffffffffffffffffffffffffffff))), shl(16, booked)))
        }
    }

    function _requireNotSwept() private view {
        if (_swept) revert ContractSwept();
    }
}
