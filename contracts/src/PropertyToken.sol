// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IIdentityRegistry} from "./interfaces/IIdentityRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";

/// @dev The one registry read the token needs (the current VaultTrader).
interface IRegistryVault {
    function vaultTrader() external view returns (address);
}

/// @title PropertyToken
/// @notice One tokenised property: 18-decimal ERC-20 where 1 token = 1 M2. Deployed once as the
///         implementation by the MasterRegistry and then cloned (EIP-1167) for every property.
/// @dev OpenZeppelin's ERC20 provides transfer/approve/allowance; the balance book is replaced through
///      the `_update` hook by one packed slot per account (balance, locked amount, unlock time), so a
///      purchase writes one slot per buyer and the lock costs nothing extra. The total supply is
///      fixed at `totalM2 * 1e18`, which the registry caps at `type(uint96).max`. The registry and
///      VaultTrader addresses are immutables of the implementation, shared by every clone.
///      See {IPropertyToken} for the lock rule. While the property's identity requirement is on, the receiver of
///      a buy or a transfer must be verified by the IdentityRegistry (an immutable too: one cold call and one
///      cold slot per check) and a frozen sender cannot transfer (docs/compliance.md).
contract PropertyToken is ERC20, IPropertyToken {
    using SafeCast for uint256;

    /// @dev One slot per account. `lockedAmount` only counts while `unlockTime > block.timestamp`.
    ///      `incomeIndex` is the number of income distributions already counted for the account: the
    ///      income of later ones is `balance × (perUnit[now] − perUnit[incomeIndex])`, so the income
    ///      checkpoint lives in the same slot as the balance and a trade writes no extra slot for it.
    ///      `sendingFrozen` is set by the IdentityRegistry's `freeze` for the properties it lists: a transfer
    ///      reads it for free (the sender's slot is read anyway) and asks the registry only when it is set
    ///      (docs/compliance.md#gas).
    struct Account {
        uint96 balance;
        uint96 lockedAmount;
        uint40 unlockTime;
        uint16 incomeIndex;
        bool sendingFrozen;
    }

    /// @dev What a trade needs, read in one slot: the M2 the token still holds (`available`, its own balance)
    ///      share the slot with the price and the flags, so a buy, a sale back, a refund claim and a distribution
    ///      read one slot less. `flags`: `_DELISTED`, `_SELL_ENABLED`, `_SCHEDULED`, `_IDENTITY_REQUIRED`.
    struct Terms {
        uint96 currentPrice;
        uint96 available;
        uint32 lockDuration;
        uint16 distributions;
        uint8 flags;
    }

    /// @dev An announced price: `price` is in force from `effectiveAt` (0 = none announced).
    struct Scheduled {
        uint96 price;
        uint64 effectiveAt;
    }

    uint256 private constant ONE_M2 = 1e18;
    uint8 private constant _DELISTED = 1;
    uint8 private constant _SELL_ENABLED = 2;
    uint8 private constant _SCHEDULED = 4;
    uint8 private constant _IDENTITY_REQUIRED = 8;
    /// @dev `frozen` in an IdentityStore word (see `IdentityStore`).
    uint256 private constant _FROZEN_BIT = 0x100;
    /// @inheritdoc IPropertyToken
    uint256 public constant INCOME_SCALE = 1e18;
    /// @dev Width of one accumulator point and where the total M2 starts in a points slot (see `_incomePoints`).
    uint256 private constant _POINT_BITS = 109;
    uint256 private constant _POINT_MASK = type(uint256).max >> (256 - _POINT_BITS);
    uint256 private constant _TOTAL_M2_SHIFT = 2 * _POINT_BITS;
    /// @inheritdoc IPropertyToken
    uint256 public constant MAX_PREPAID_DISTRIBUTIONS = 120;

    /// @dev Immutables live in the implementation's code, so every clone shares them for free.
    address private immutable _registry;
    address private immutable _vaultTrader;
    IIdentityRegistry private immutable _identity;
    /// @dev The registry's `IdentityStore`: what the checks read (one cold call, one cold slot, no dispatch).
    address private immutable _identityStore;

    Terms private _terms;
    Scheduled private _scheduled;
    uint128 private _initialPrice;
    uint96 private _totalM2;
    string private _propertyName;
    string private _propertySymbol;
    mapping(address account => Account) private _accounts;
    /// @dev The income accumulator after each distribution (cumulative income per M2 base unit × INCOME_SCALE),
    ///      two 109-bit points per slot: point `i` is bits 0-108 of slot `i / 2` for even `i`, bits 109-217 for
    ///      odd `i` (point 0, before any distribution, is 0). Bits 218-255 of every slot hold the property's total
    ///      M2, so a distribution finds the divisor in the slot it reads anyway. `initialize` writes slot 0 (the
    ///      total M2), so the first distribution writes into an existing slot; every second distribution writes
    ///      into a slot the previous one started (docs/income.md#gas).
    mapping(uint256 pair => uint256) private _incomePoints;
    /// @dev Income counted at an account's checkpoints and not yet taken.
    mapping(address account => uint256) private _accruedIncome;

    modifier onlyRegistry() {
        if (msg.sender != _registry) revert Unauthorized(msg.sender);
        _;
    }

    /// @dev The vault the token was created with, or the registry's replacement after an emergency sweep
    ///      (the external read happens only for a caller that is not the original vault).
    modifier onlyVaultTrader() {
        if (msg.sender != _vaultTrader && msg.sender != IRegistryVault(_registry).vaultTrader()) {
            revert Unauthorized(msg.sender);
        }
        _;
    }

    /// @dev Income is booked by one vault only, the one the token was created with: the stablecoin of every
    ///      distribution stays there, so only that vault may pay it out.
    modifier onlyIncomeVault() {
        if (msg.sender != _vaultTrader) revert Unauthorized(msg.sender);
        _;
    }

    /// @dev Deployed beside the registry once its VaultTrader exists (the registry checks both figures
    ///      in `setVaultTrader`); clones are set up by `initialize`.
    /// @param registry_ The registry that clones this implementation.
    /// @param vaultTrader_ The registry's VaultTrader, the only account that moves the token's own M2.
    /// @param identityRegistry_ The allow-list asked while the identity requirement is on; the only account that
    ///        may move a lost wallet's holding (`recoverAccount`).
    constructor(address registry_, address vaultTrader_, address identityRegistry_) ERC20("", "") {
        _registry = registry_;
        _vaultTrader = vaultTrader_;
        _identity = IIdentityRegistry(identityRegistry_);
        _identityStore = IIdentityRegistry(identityRegistry_).identityStore();
    }

    modifier onlyIdentityRegistry() {
        if (msg.sender != address(_identity)) revert Unauthorized(msg.sender);
        _;
    }

    /// @inheritdoc IPropertyToken
    /// @dev The registry validated every figure (name length, totalM2 > 0 and price bounds, lock
    ///      range); the non-zero `totalM2` then marks the clone as initialised.
    function initialize(
        string calldata name_,
        string calldata symbol_,
        uint256 totalM2_,
        uint256 pricePerM2,
        uint256 lockSeconds
    ) external onlyRegistry {
        if (_totalM2 != 0) revert AlreadyInitialized();
        uint96 supply = (totalM2_ * ONE_M2).toUint96();
        // forge-lint: disable-next-line(unsafe-typecast) totalM2_ <= supply, which fits in 96 bits
        _totalM2 = uint96(totalM2_);
        // The registry caps prices at 96 bits (MasterRegistry.MAX_PRICE) so the price shares the trade slot.
        uint96 price = pricePerM2.toUint96();
        _initialPrice = price;
        _terms = Terms({
            currentPrice: price,
            available: supply,
            lockDuration: lockSeconds.toUint32(),
            distributions: 0,
            flags: _SELL_ENABLED | _IDENTITY_REQUIRED
        });
        _propertyName = name_;
        _propertySymbol = symbol_;
        // The first points slot exists from the start, with the divisor of every distribution (totalM2 < 2^37).
        _incomePoints[0] = totalM2_ << _TOTAL_M2_SHIFT;
        emit Transfer(address(0), address(this), supply);
    }

    // ----------------------------------------------------------------------------------------------
    // ERC-20 metadata and balances
    // ----------------------------------------------------------------------------------------------

    /// @notice The property name given at creation.
    function name() public view override(ERC20, IERC20Metadata) returns (string memory) {
        return _propertyName;
    }

    /// @notice The token symbol given at creation (`M2-<property number>`).
    function symbol() public view override(ERC20, IERC20Metadata) returns (string memory) {
        return _propertySymbol;
    }

    /// @notice Fixed supply: `totalM2 * 1e18`.
    function totalSupply() public view override(ERC20, IERC20) returns (uint256) {
        return uint256(_totalM2) * ONE_M2;
    }

    /// @notice M2 base units held by `account` (locked ones included).
    function balanceOf(address account) public view override(ERC20, IERC20) returns (uint256) {
        if (account == address(this)) return _terms.available;
        return _accounts[account].balance;
    }

    /// @dev Every `transfer`/`transferFrom` lands here (the token never mints or burns after
    ///      `initialize`). Holders may move only unlocked M2 (else `TransferLocked`), and never into the
    ///      token's own balance or to the VaultTrader (M2 go back only by selling; sent there they
    ///      would be stranded).
    ///      While the identity requirement is on, the receiver must be verified (`ReceiverNotVerified`: one call
    ///      to the IdentityRegistry) and the sender not frozen (`SenderFrozen`): the sender's `sendingFrozen` bit,
    ///      in the slot the transfer reads anyway; only when it is set is the registry asked whether the freeze
    ///      still holds (an `unfreeze` lifts it at once; the bit is then cleared).
    function _update(address from, address to, uint256 value) internal override {
        if (to == address(this) || to == _vaultTrader) revert TransferRestricted(from, to);
        // A replacement vault (after a sweep) is not checked here: it would cost every transfer a call.
        Terms memory terms = _terms;
        bool required = terms.flags & _IDENTITY_REQUIRED != 0;
        if (required && !_isVerified(to)) revert ReceiverNotVerified(to);
        // The sender's slot, read once: freeze mark, income checkpoint, lock and balance.
        Account memory sender = _loadAccount(from);
        if (required && sender.sendingFrozen) {
            if (_identityWord(from) & _FROZEN_BIT != 0) revert SenderFrozen(from);
            sender.sendingFrozen = false;
        }
        uint256 count = terms.distributions;
        if (sender.incomeIndex != count) _accrue(from, sender, count);
        uint256 balance = sender.balance;
        uint256 locked = sender.unlockTime > block.timestamp ? sender.lockedAmount : 0;
        if (value > balance - locked) {
            if (value > balance) revert ERC20InsufficientBalance(from, balance, value);
            revert TransferLocked(from, sender.unlockTime);
        }
        // forge-lint: disable-next-line(unsafe-typecast) value <= balance, a uint96
        uint96 amount = uint96(value);
        sender.balance -= amount;
        _storeAccount(from, sender);
        _settleIncome(to, count);
        _accounts[to].balance += amount;
        emit Transfer(from, to, value);
    }

    // ----------------------------------------------------------------------------------------------
    // Property figures
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function registry() external view returns (address) {
        return _registry;
    }

    /// @inheritdoc IPropertyToken
    function vaultTrader() external view returns (address) {
        return _vaultTrader;
    }

    /// @inheritdoc IPropertyToken
    function identityRegistry() external view returns (address) {
        return address(_identity);
    }

    /// @inheritdoc IPropertyToken
    function identityRequired() external view returns (bool) {
        return _terms.flags & _IDENTITY_REQUIRED != 0;
    }

    /// @inheritdoc IPropertyToken
    function totalM2() external view returns (uint256) {
        return _totalM2;
    }

    /// @inheritdoc IPropertyToken
    function initialPrice() external view returns (uint256) {
        return _initialPrice;
    }

    /// @inheritdoc IPropertyToken
    function currentPrice() external view returns (uint256) {
        return _priceNow(_terms);
    }

    /// @inheritdoc IPropertyToken
    function pendingPrice() external view returns (uint256 price, uint256 effectiveAt) {
        Scheduled memory s = _scheduled;
        if (s.effectiveAt > block.timestamp) return (s.price, s.effectiveAt);
        return (0, 0);
    }

    /// @inheritdoc IPropertyToken
    function lockDuration() external view returns (uint256) {
        return _terms.lockDuration;
    }

    /// @inheritdoc IPropertyToken
    function listed() external view returns (bool) {
        return _terms.flags & _DELISTED == 0;
    }

    /// @inheritdoc IPropertyToken
    function sellEnabled() external view returns (bool) {
        return _terms.flags & _SELL_ENABLED != 0;
    }

    /// @inheritdoc IPropertyToken
    function getPropertyDetails() external view returns (PropertyDetails memory details) {
        Terms memory terms = _terms;
        uint256 supply = uint256(_totalM2) * ONE_M2;
        uint256 available = terms.available;
        details = PropertyDetails({
            name: _propertyName,
            symbol: _propertySymbol,
            totalM2: _totalM2,
            initialPrice: _initialPrice,
            currentPrice: _priceNow(terms),
            lockDuration: terms.lockDuration,
            totalSupply: supply,
            availableM2: available,
            soldM2: supply - available,
            listed: terms.flags & _DELISTED == 0,
            sellEnabled: terms.flags & _SELL_ENABLED != 0,
            registry: _registry
        });
    }

    /// @inheritdoc IPropertyToken
    function getValue(uint256 m2) external view returns (uint256) {
        return m2 * _priceNow(_terms) / ONE_M2;
    }

    /// @inheritdoc IPropertyToken
    function getLockInfo(address account)
        external
        view
        returns (uint256 lockedAmount, uint256 unlockTime, uint256 unlockedBalance)
    {
        Account memory a = _accounts[account];
        lockedAmount = a.unlockTime > block.timestamp ? a.lockedAmount : 0;
        return (lockedAmount, a.unlockTime, a.balance - lockedAmount);
    }

    // ----------------------------------------------------------------------------------------------
    // Registry-only settings
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function schedulePrice(uint256 newPrice, uint256 effectiveAt) external onlyRegistry {
        _settlePrice();
        _scheduled = Scheduled({price: newPrice.toUint96(), effectiveAt: effectiveAt.toUint64()});
        _terms.flags |= _SCHEDULED;
        emit PriceScheduled(newPrice, effectiveAt);
    }

    /// @inheritdoc IPropertyToken
    function cancelScheduledPrice() external onlyRegistry {
        _settlePrice();
        delete _scheduled;
        _terms.flags &= ~_SCHEDULED;
    }

    /// @inheritdoc IPropertyToken
    function setLockDuration(uint256 lockSeconds) external onlyRegistry {
        _terms.lockDuration = lockSeconds.toUint32();
    }

    /// @inheritdoc IPropertyToken
    function setSellEnabled(bool enabled) external onlyRegistry {
        _setFlag(_SELL_ENABLED, enabled);
    }

    /// @inheritdoc IPropertyToken
    function setIdentityRequired(bool required) external onlyRegistry {
        _setFlag(_IDENTITY_REQUIRED, required);
    }

    /// @inheritdoc IPropertyToken
    function delist(bool refund) external onlyRegistry {
        _settlePrice();
        delete _scheduled;
        uint8 flags = (_terms.flags & ~(_SCHEDULED | _SELL_ENABLED)) | _DELISTED;
        _terms.flags = refund ? flags | _SELL_ENABLED : flags;
    }

    // ----------------------------------------------------------------------------------------------
    // VaultTrader-only movements of the token's own balance
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function releaseTo(address buyer, uint256 m2)
        external
        onlyVaultTrader
        returns (uint256 price, uint256 unlockTime_)
    {
        Terms memory terms = _terms;
        if (terms.flags & _DELISTED != 0) revert PropertyDelisted(address(this));
        // A frozen buyer is not verified either: one read answers both.
        if (terms.flags & _IDENTITY_REQUIRED != 0 && !_isVerified(buyer)) revert ReceiverNotVerified(buyer);
        if (m2 > terms.available) revert ERC20InsufficientBalance(address(this), terms.available, m2);
        // forge-lint: disable-next-line(unsafe-typecast) m2 <= available, a uint96
        uint96 amount = uint96(m2);
        // forge-lint: disable-next-line(unsafe-typecast) m2 <= available
        _terms.available = terms.available - amount;
        Account memory a = _accounts[buyer];
        // Income earned so far is counted before the balance grows: new M2 earn only later distributions.
        if (a.incomeIndex != terms.distributions) _accrue(buyer, a, terms.distributions);
        // forge-lint: disable-next-line(unsafe-typecast) the lock is at most 3,650 days: fits 40 bits until year 36,812
        uint40 unlockTime = uint40(block.timestamp + terms.lockDuration);
        if (a.unlockTime > block.timestamp) {
            // Still locked: add to the lock; the end date never moves earlier.
            a.lockedAmount += amount;
            if (unlockTime > a.unlockTime) a.unlockTime = unlockTime;
        } else {
            // No running lock: M2 that already unlocked stay free; only the new M2 are locked.
            a.lockedAmount = amount;
            a.unlockTime = unlockTime;
        }
        a.balance += amount;
        _storeAccount(buyer, a);
        emit Transfer(address(this), buyer, m2);
        emit Locked(buyer, m2, a.lockedAmount, a.unlockTime);
        return (_priceNow(terms), a.unlockTime);
    }

    /// @inheritdoc IPropertyToken
    function reclaimFrom(address seller, uint256 m2) external onlyVaultTrader returns (uint256 price) {
        Terms memory terms = _terms;
        if (terms.flags & (_SELL_ENABLED | _DELISTED) != _SELL_ENABLED) revert SellDisabled(address(this));
        _settleIncome(seller, terms.distributions);
        _terms.available = terms.available + _debit(seller, m2);
        emit Transfer(seller, address(this), m2);
        return _priceNow(terms);
    }

    /// @inheritdoc IPropertyToken
    function retireFrom(address holder) external onlyVaultTrader returns (uint256 m2) {
        Terms memory terms = _terms;
        if (terms.flags & (_SELL_ENABLED | _DELISTED) != (_SELL_ENABLED | _DELISTED)) revert NoRefund(address(this));
        Account storage account = _accounts[holder];
        uint96 amount = account.balance;
        if (amount == 0) return 0;
        // Income earned on the retired M2 stays the holder's to claim.
        if (account.incomeIndex != terms.distributions) _settleIncome(holder, terms.distributions);
        // The whole balance, locked or not: the lock ends with the holding.
        account.balance = 0;
        account.lockedAmount = 0;
        _terms.available = terms.available + amount;
        // The Transfer back to the token itself is the record of the retirement.
        emit Transfer(holder, address(this), amount);
        return amount;
    }

    // ----------------------------------------------------------------------------------------------
    // Recovery of a lost wallet (docs/compliance.md#recovery)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function recoverAccount(address lost, address replacement)
        external
        onlyIdentityRegistry
        returns (uint256 amount, uint256 locked, uint256 income)
    {
        // Never into the token's own balance or the vault (M2 there would be stranded), as for a transfer.
        if (lost == replacement || lost == address(this) || replacement == address(this) || replacement == _vaultTrader)
        {
            revert TransferRestricted(lost, replacement);
        }
        uint256 count = _terms.distributions;
        // Both checkpoints move to now first, so the income earned so far stays with whoever held the M2.
        _settleIncome(lost, count);
        _settleIncome(replacement, count);
        income = _accruedIncome[lost];
        if (income != 0) {
            delete _accruedIncome[lost];
            _accruedIncome[replacement] += income;
        }
        Account memory from = _accounts[lost];
        Account memory to = _accounts[replacement];
        amount = from.balance;
        locked = from.unlockTime > block.timestamp ? from.lockedAmount : 0;
        if (locked != 0) {
            // The moved lock keeps its end; a running lock of the replacement joins it and ends at the later
            // of the two (never earlier for any locked M2, like a purchase during a lock).
            if (to.unlockTime > block.timestamp) {
                to.lockedAmount += from.lockedAmount;
                if (from.unlockTime > to.unlockTime) to.unlockTime = from.unlockTime;
            } else {
                to.lockedAmount = from.lockedAmount;
                to.unlockTime = from.unlockTime;
            }
        }
        to.balance += from.balance;
        _accounts[replacement] = to;
        _accounts[lost] = Account({
            balance: 0, lockedAmount: 0, unlockTime: 0, incomeIndex: from.incomeIndex, sendingFrozen: from.sendingFrozen
        });
        if (amount != 0) emit Transfer(lost, replacement, amount);
        if (locked != 0) emit Locked(replacement, locked, to.lockedAmount, to.unlockTime);
    }

    /// @inheritdoc IPropertyToken
    function freezeSending(address account) external onlyIdentityRegistry {
        _accounts[account].sendingFrozen = true;
    }

    /// @inheritdoc IPropertyToken
    function sendingFrozen(address account) external view returns (bool) {
        return _accounts[account].sendingFrozen;
    }

    // ----------------------------------------------------------------------------------------------
    // Income
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function recordIncome(uint256 amount) external onlyIncomeVault returns (uint256 issuerShare, uint256 index) {
        // The trade slot is read once and written once (docs/income.md#gas): `available` is bits 96-191 and
        // `distributions` bits 224-239 (the `Terms` layout, asserted by test/fuzz/IncomeStorageLayout.t.sol).
        uint256 termsWord;
        assembly ("memory-safe") {
            termsWord := sload(_terms.slot)
        }
        uint256 count = uint16(termsWord >> 224);
        uint256 pair = _incomePoints[count >> 1];
        uint256 totalM2_ = pair >> _TOTAL_M2_SHIFT;
        // Every M2 earns, sold or not: the step is per base unit of the whole supply, rounded down
        // (amount × INCOME_SCALE / (totalM2 × 1e18) = amount / totalM2, as INCOME_SCALE = 1e18).
        uint256 step = amount / totalM2_;
        if (step == 0) revert IncomeTooSmall(amount);
        // The M2 the token still holds earn for the issuer, settled now (the token's own balance never
        // checkpoints). Rounded down like every holder's share.
        issuerShare = uint256(uint96(termsWord >> 96)) * step / INCOME_SCALE;
        index = count + 1;
        uint256 perUnit = _half(pair, count) + step;
        // forge-lint: disable-next-line(unsafe-typecast) the constant 109 fits 8 bits
        if (perUnit > _POINT_MASK) revert SafeCast.SafeCastOverflowedUintDowncast(uint8(_POINT_BITS), perUnit);
        if (index & 1 == 1) {
            // Same slot as the previous point (its odd half is still empty).
            _incomePoints[count >> 1] = pair | (perUnit << _POINT_BITS);
        } else {
            _incomePoints[index >> 1] = perUnit | (totalM2_ << _TOTAL_M2_SHIFT);
        }
        if (index > type(uint16).max) revert SafeCast.SafeCastOverflowedUintDowncast(16, index);
        assembly ("memory-safe") {
            sstore(_terms.slot, or(and(termsWord, not(shl(224, 0xffff))), shl(224, index)))
        }
    }

    /// @inheritdoc IPropertyToken
    function prepayIncomeStorage(uint256 through) external {
        uint256 count = _terms.distributions;
        // Distribution numbers are 16 bits: no slot past the last one is ever read.
        if (through <= count || through > count + MAX_PREPAID_DISTRIBUTIONS || through > type(uint16).max) {
            revert PrepayOutOfRange(through, count);
        }
        // The slot of the current point exists (initialize wrote slot 0; a distribution writes its own), and
        // so does every slot a distribution or an earlier prepayment wrote: only empty ones get the total M2.
        uint256 word = uint256(_totalM2) << _TOTAL_M2_SHIFT;
        for (uint256 slot = (count >> 1) + 1; slot <= through >> 1; ++slot) {
            if (_incomePoints[slot] == 0) _incomePoints[slot] = word;
        }
        emit IncomeStoragePrepaid(through);
    }

    /// @inheritdoc IPropertyToken
    function incomeStorageThrough() external view returns (uint256) {
        uint256 count = _terms.distributions;
        uint256 slot = count >> 1;
        uint256 reach = count + MAX_PREPAID_DISTRIBUTIONS;
        uint256 last = (reach < type(uint16).max ? reach : type(uint16).max) >> 1;
        while (slot < last && _incomePoints[slot + 1] != 0) ++slot;
        return 2 * slot + 1;
    }

    /// @inheritdoc IPropertyToken
    function takeIncome(address holder, uint256 maxAmount) external onlyIncomeVault returns (uint256 amount) {
        _settleIncome(holder, _terms.distributions);
        uint256 owed = _accruedIncome[holder];
        amount = owed < maxAmount ? owed : maxAmount;
        if (amount != 0) _accruedIncome[holder] = owed - amount;
    }

    /// @inheritdoc IPropertyToken
    function incomeOf(address account) external view returns (uint256) {
        // The unsold M2's share went to the property's bucket at each distribution: the token itself has none.
        if (account == address(this)) return 0;
        Account memory a = _accounts[account];
        return _accruedIncome[account] + _pendingIncome(a, _terms.distributions);
    }

    /// @inheritdoc IPropertyToken
    function incomeInfo() external view returns (uint256 distributions, uint256 perUnit) {
        distributions = _terms.distributions;
        return (distributions, _perUnitAt(distributions));
    }

    /// @dev Counts the income of distributions after `account`'s checkpoint into its accrued income and moves
    ///      the checkpoint to `count`. Never called for the token's own balance (no path moves M2 of the token
    ///      through `_update`, and the vault never trades as the token): its share is settled at each
    ///      distribution (`recordIncome`).
    function _settleIncome(address account, uint256 count) private {
        Account storage a = _accounts[account];
        if (a.incomeIndex == count) return;
        uint256 owed = _pendingIncome(a, count);
        if (owed != 0) _accruedIncome[account] += owed;
        // forge-lint: disable-next-line(unsafe-typecast) count is a stored uint16
        a.incomeIndex = uint16(count);
    }

    /// @dev `_settleIncome` on an account already read into memory and behind its checkpoint (the caller
    ///      writes `a` back).
    function _accrue(address account, Account memory a, uint256 count) private {
        uint256 owed = _pendingIncome(a, count);
        if (owed != 0) _accruedIncome[account] += owed;
        // forge-lint: disable-next-line(unsafe-typecast) count is a stored uint16
        a.incomeIndex = uint16(count);
    }

    /// @dev Income of `a`'s balance from its checkpoint to distribution `count`, rounded down.
    function _pendingIncome(Account memory a, uint256 count) private view returns (uint256) {
        if (a.incomeIndex == count || a.balance == 0) return 0;
        return uint256(a.balance) * (_perUnitAt(count) - _perUnitAt(a.incomeIndex)) / INCOME_SCALE;
    }

    /// @dev Accumulator point `index` (see `_incomePoints`).
    function _perUnitAt(uint256 index) private view returns (uint256) {
        return _half(_incomePoints[index >> 1], index);
    }

    /// @dev The half of a pair slot that holds point `index`.
    function _half(uint256 pair, uint256 index) private pure returns (uint256) {
        return (index & 1 == 1 ? pair >> _POINT_BITS : pair) & _POINT_MASK;
    }

    /// @dev The price in force: the scheduled one once its time came, else the stored one. The scheduled
    ///      slot is read only when the `_SCHEDULED` flag says there is one (trades stay one read otherwise).
    function _priceNow(Terms memory terms) private view returns (uint256) {
        if (terms.flags & _SCHEDULED == 0) return terms.currentPrice;
        Scheduled memory s = _scheduled;
        if (s.effectiveAt <= block.timestamp) return s.price;
        return terms.currentPrice;
    }

    /// @dev Makes a scheduled price whose time came the stored current price.
    function _settlePrice() private {
        if (_terms.flags & _SCHEDULED == 0) return;
        Scheduled memory s = _scheduled;
        if (s.effectiveAt <= block.timestamp) {
            _terms.currentPrice = s.price;
            _terms.flags &= ~_SCHEDULED;
            delete _scheduled;
        }
    }

    function _setFlag(uint8 flag, bool on) private {
        uint8 flags = _terms.flags;
        _terms.flags = on ? flags | flag : flags & ~flag;
    }

    /// @dev `IIdentityRegistry.isVerified(account)`, answered from the account's word in the IdentityStore: approved,
    ///      not frozen, and `block.timestamp < expiry` when an expiry is set (docs/compliance.md#the-allow-list). One
    ///      bare staticcall with the account as the whole calldata, so the check stays one cold call and one cold
    ///      slot (docs/compliance.md#gas); a failed call answers "not verified".
    function _isVerified(address account) private view returns (bool verified) {
        address store = _identityStore;
        assembly ("memory-safe") {
            mstore(0x00, account)
            // Two statements: Yul evaluates arguments right to left, so returndatasize() must follow the call.
            let ok := staticcall(gas(), store, 0x00, 0x20, 0x00, 0x20)
            ok := and(ok, gt(returndatasize(), 0x1f))
            let word := mload(0x00)
            // Approved (bits 0-7 = 1) and not frozen (bits 8-15 = 0); expiry (bits 32-71) none or ahead.
            let expiry := and(shr(32, word), 0xffffffffff)
            verified := and(and(ok, eq(and(word, 0xffff), 1)), or(iszero(expiry), gt(expiry, timestamp())))
        }
    }

    /// @dev The account's word in the IdentityStore (`IdentityStore`'s layout): one bare staticcall with the account
    ///      as the whole calldata. A failed call answers 0.
    function _identityWord(address account) private view returns (uint256 word) {
        address store = _identityStore;
        assembly ("memory-safe") {
            mstore(0x00, account)
            let ok := staticcall(gas(), store, 0x00, 0x20, 0x00, 0x20)
            word := mul(mload(0x00), and(ok, gt(returndatasize(), 0x1f)))
        }
    }

    /// @dev `account`'s slot in one SLOAD.
    function _loadAccount(address account) private view returns (Account memory a) {
        uint256 word;
        assembly ("memory-safe") {
            mstore(0x00, account)
            mstore(0x20, _accounts.slot)
            word := sload(keccak256(0x00, 0x40))
        }
        // forge-lint: disable-next-line(unsafe-typecast) unpacking the fields `_storeAccount` packed
        a.balance = uint96(word);
        // forge-lint: disable-next-line(unsafe-typecast) idem
        a.lockedAmount = uint96(word >> 96);
        // forge-lint: disable-next-line(unsafe-typecast) idem
        a.unlockTime = uint40(word >> 192);
        // forge-lint: disable-next-line(unsafe-typecast) idem
        a.incomeIndex = uint16(word >> 232);
        a.sendingFrozen = (word >> 248) & 1 != 0;
    }

    /// @dev Writes `a` as `account`'s slot in one SSTORE (a struct assignment writes it field by field).
    function _storeAccount(address account, Account memory a) private {
        uint256 word = uint256(a.balance) | uint256(a.lockedAmount) << 96 | uint256(a.unlockTime) << 192
            | uint256(a.incomeIndex) << 232 | (a.sendingFrozen ? uint256(1) << 248 : 0);
        assembly ("memory-safe") {
            mstore(0x00, account)
            mstore(0x20, _accounts.slot)
            sstore(keccak256(0x00, 0x40), word)
        }
    }

    /// @dev Takes `value` unlocked M2 from the seller `from` (a sale back to the vault) and returns it as a uint96 (it
    ///      fits: it is at most a balance). Beyond the balance reverts `ERC20InsufficientBalance`; into locked M2
    ///      reverts `TokensLocked` (an ERC-20 transfer says `TransferLocked` instead, in `_update`).
    function _debit(address from, uint256 value) private returns (uint96 amount) {
        Account storage account = _accounts[from];
        uint256 balance = account.balance;
        uint256 locked = account.unlockTime > block.timestamp ? account.lockedAmount : 0;
        if (value > balance - locked) {
            if (value > balance) revert ERC20InsufficientBalance(from, balance, value);
            revert TokensLocked(from, value, balance - locked);
        }
        // forge-lint: disable-next-line(unsafe-typecast) value <= balance, a uint96
        amount = uint96(value);
        account.balance -= amount;
    }
}
