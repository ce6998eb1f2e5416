// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IIdentityRegistry} from "./interfaces/IIdentityRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IdentityWord} from "./libraries/IdentityWord.sol";

/// @dev The one registry read the token needs (the current VaultTrader).
interface IRegistryVault {
    function vaultTrader() external view returns (address);
}

/// @dev The one vault read the implementation's constructor needs (the stablecoin, for the income unit).
interface IStablecoinVault {
    function USDT() external view returns (address);
}

/// @dev The one vault write a recovery needs (a refund claim record moves with the holding).
interface IRefundClaimVault {
    function moveRefundClaim(address lost, address replacement) external;
}

/// @title PropertyToken
/// @notice One tokenised property: 18-decimal ERC-20 where 1 token = 1 M2. Deployed once as the
///         implementation by the MasterRegistry and then cloned (EIP-1167) for every property.
/// @dev OpenZeppelin's ERC20 provides transfer/approve/allowance; the balance book is replaced through
///      the `_update` hook by one packed slot per account (balance, locked amount, unlock time, income), so a
///      purchase writes one slot per buyer and neither the lock nor the income costs a slot of its own. The total
///      supply is fixed at `totalM2 * 1e18`, which the registry caps at `type(uint80).max`. The registry and
///      VaultTrader addresses are immutables of the implementation, shared by every clone.
///      See {IPropertyToken} for the lock rule. While the property's identity requirement is on, the receiver of
///      a buy or a transfer must be verified by the IdentityRegistry (an immutable too: one cold call and one
///      cold slot per check) and a frozen sender cannot transfer (docs/compliance.md).
contract PropertyToken is ERC20, IPropertyToken {
    using SafeCast for uint256;

    /// @dev An account's slot, unpacked (`_loadAccount` / `_storeAccount`; bits 0-79 balance, 80-159 locked amount,
    ///      160-193 unlock time (34 bits: until the year 2514), 194 the freeze mark, 195-255 the income correction). `lockedAmount` only counts while
    ///      `unlockTime > block.timestamp`. `income` is the account's income correction, in income units
    ///      (`incomeUnit()`): what the account may claim is `balance × perUnit / (INCOME_SCALE × incomeUnit) + income`
    ///      units, so a balance change only moves `income` by what the balance change moves the first term, in the
    ///      same slot, and a distribution touches no account (docs/income.md#how-it-is-counted). `sendingFrozen` is
    ///      set by the IdentityRegistry's `freeze` for the properties it lists: a transfer reads it for free (the
    ///      sender's slot is read anyway) and asks the registry only when it is set (docs/compliance.md#gas).
    struct Account {
        uint80 balance;
        uint80 lockedAmount;
        uint40 unlockTime;
        bool sendingFrozen;
        int256 income;
    }

    /// @dev What every balance change needs, read in one slot (bits 0-79 `available`, 80-199 `perUnit`, 200-231
    ///      `lockDuration`, 232-247 `distributions`, 248-255 `flags`): the M2 the token still holds (its own
    ///      balance), the income accumulator (the cumulative income per M2 base unit × INCOME_SCALE), the lock, the
    ///      count of distributions and the flags (`_DELISTED`, `_SELL_ENABLED`, `_IDENTITY_REQUIRED`). So a transfer
    ///      and a refund claim read one token slot besides the accounts', and a distribution writes this one slot,
    ///      which `initialize` wrote: no distribution ever starts a storage slot (docs/income.md#gas).
    struct Terms {
        uint80 available;
        uint120 perUnit;
        uint32 lockDuration;
        uint16 distributions;
        uint8 flags;
    }

    /// @dev The price, read in one slot by a buy and a sale back: `current`, and an announced `scheduled` one in
    ///      force from `effectiveAt` (0 = none announced).
    struct Price {
        uint96 current;
        uint96 scheduled;
        uint64 effectiveAt;
    }

    uint256 private constant ONE_M2 = 1e18;
    uint8 private constant _DELISTED = 1;
    uint8 private constant _SELL_ENABLED = 2;
    uint8 private constant _BUYING_CLOSED = 4;
    uint8 private constant _IDENTITY_REQUIRED = 8;
    /// @inheritdoc IPropertyToken
    uint256 public constant INCOME_SCALE = 1e18;
    /// @inheritdoc IPropertyToken
    uint256 public constant MAX_INCOME_UNITS = 0x800000000000000; // 2^59
    /// @dev Where the income correction starts in an account's slot, and its range (61 bits, two's complement).
    uint256 private constant _INCOME_SHIFT = 195;
    int256 private constant _MAX_CORRECTION = 0xfffffffffffffff; // 2^60 - 1
    uint256 private constant _UNLOCK_BITS = 34;
    uint256 private constant _UNLOCK_MASK = 0x3ffffffff; // 2^34 - 1

    /// @dev Immutables live in the implementation's code, so every clone shares them for free.
    address private immutable _registry;
    address private immutable _vaultTrader;
    IIdentityRegistry private immutable _identity;
    /// @dev The registry's `IdentityStore`: what the checks read (one cold call, one cold slot, no dispatch).
    address private immutable _identityStore;
    /// @dev The income unit, in stablecoin base units: one millionth of the stablecoin (`incomeUnit()`).
    uint256 private immutable _incomeUnit;

    Terms private _terms;
    Price private _price;
    uint128 private _initialPrice;
    uint96 private _totalM2;
    string private _propertyName;
    string private _propertySymbol;
    /// @dev One packed word per account (see `Account`); always read and written whole.
    mapping(address account => uint256) private _accounts;

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
        uint8 decimals_ = IERC20Metadata(IStablecoinVault(vaultTrader_).USDT()).decimals();
        _incomeUnit = decimals_ > 6 ? 10 ** (decimals_ - 6) : 1;
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
        // An account's balance is 80 bits (the registry caps totalM2 so that the supply fits).
        uint80 supply = (totalM2_ * ONE_M2).toUint80();
        // forge-lint: disable-next-line(unsafe-typecast) totalM2_ <= supply, which fits in 80 bits
        _totalM2 = uint96(totalM2_);
        // The registry caps prices at 96 bits (MasterRegistry.MAX_PRICE) so that a scheduled one shares its slot.
        uint96 price = pricePerM2.toUint96();
        _initialPrice = price;
        _price = Price({current: price, scheduled: 0, effectiveAt: 0});
        _terms = Terms({
            available: supply,
            perUnit: 0,
            lockDuration: lockSeconds.toUint32(),
            distributions: 0,
            flags: _SELL_ENABLED | _IDENTITY_REQUIRED
        });
        _propertyName = name_;
        _propertySymbol = symbol_;
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
        return uint80(_accounts[account]);
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
        // The trade slot, read once: flags and the income accumulator.
        Terms memory terms = _terms;
        bool required = terms.flags & _IDENTITY_REQUIRED != 0;
        if (required && !_isVerified(to)) revert ReceiverNotVerified(to);
        // The sender's slot, read once: freeze mark, lock, balance and income.
        Account memory sender = _loadAccount(from);
        if (required && sender.sendingFrozen) {
            if (_identityWord(from).isFrozen()) revert SenderFrozen(from);
            sender.sendingFrozen = false;
        }
        uint256 balance = sender.balance;
        uint256 locked = sender.unlockTime > block.timestamp ? sender.lockedAmount : 0;
        if (value > balance - locked) {
            if (value > balance) revert ERC20InsufficientBalance(from, balance, value);
            revert TransferLocked(from, sender.unlockTime);
        }
        // Income already earned stays with each side: only the corrections move, in the accounts' own slots. Each
        // side rounds in the protocol's favour, so neither account may ever claim more than its exact share.
        _setBalance(sender, terms.perUnit, balance - value);
        _storeAccount(from, sender);
        Account memory receiver = _loadAccount(to);
        _setBalance(receiver, terms.perUnit, receiver.balance + value);
        _storeAccount(to, receiver);
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
        return _priceNow();
    }

    /// @inheritdoc IPropertyToken
    function pendingPrice() external view returns (uint256 price, uint256 effectiveAt) {
        Price memory p = _price;
        if (p.effectiveAt > block.timestamp) return (p.scheduled, p.effectiveAt);
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
    function buyingClosed() external view returns (bool) {
        return _terms.flags & _BUYING_CLOSED != 0;
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
            currentPrice: _priceNow(),
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
        return m2 * _priceNow() / ONE_M2;
    }

    /// @inheritdoc IPropertyToken
    function getLockInfo(address account)
        external
        view
        returns (uint256 lockedAmount, uint256 unlockTime, uint256 unlockedBalance)
    {
        Account memory a = _loadAccount(account);
        lockedAmount = a.unlockTime > block.timestamp ? a.lockedAmount : 0;
        return (lockedAmount, a.unlockTime, a.balance - lockedAmount);
    }

    // ----------------------------------------------------------------------------------------------
    // Registry-only settings
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function schedulePrice(uint256 newPrice, uint256 effectiveAt) external onlyRegistry {
        _price = Price({current: _settledPrice(), scheduled: newPrice.toUint96(), effectiveAt: effectiveAt.toUint64()});
        emit PriceScheduled(newPrice, effectiveAt);
    }

    /// @inheritdoc IPropertyToken
    function cancelScheduledPrice() external onlyRegistry {
        _price = Price({current: _settledPrice(), scheduled: 0, effectiveAt: 0});
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
    function setBuyingClosed(bool closed) external onlyRegistry {
        _setFlag(_BUYING_CLOSED, closed);
    }

    /// @inheritdoc IPropertyToken
    function delist(bool refund) external onlyRegistry {
        _price = Price({current: _settledPrice(), scheduled: 0, effectiveAt: 0});
        uint8 flags = (_terms.flags & ~(_SELL_ENABLED | _BUYING_CLOSED)) | _DELISTED;
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
        // The trade slot, read once as a word and written once (the `Terms` layout, asserted by
        // test/fuzz/IncomeStorageLayout.t.sol): `available` is its low 80 bits, so taking `m2 <= available` off the
        // word changes only them.
        uint256 termsWord;
        assembly ("memory-safe") {
            termsWord := sload(_terms.slot)
        }
        uint256 flags = termsWord >> 248;
        if (flags & (_DELISTED | _BUYING_CLOSED) != 0) {
            if (flags & _DELISTED != 0) revert PropertyDelisted(address(this));
            revert BuyingClosed(address(this));
        }
        // A frozen buyer is not verified either: one read answers both.
        if (flags & _IDENTITY_REQUIRED != 0 && !_isVerified(buyer)) revert ReceiverNotVerified(buyer);
        // forge-lint: disable-next-line(unsafe-typecast) unpacking the `Terms` fields (layout above)
        uint256 available = uint80(termsWord);
        if (m2 > available) revert ERC20InsufficientBalance(address(this), available, m2);
        assembly ("memory-safe") {
            sstore(_terms.slot, sub(termsWord, m2))
        }
        // forge-lint: disable-next-line(unsafe-typecast) m2 <= available <= supply, which fits in 80 bits
        uint80 amount = uint80(m2);
        Account memory a = _loadAccount(buyer);
        // Income earned so far stays the buyer's; the new M2 earn only later distributions.
        // forge-lint: disable-next-line(unsafe-typecast) idem
        _setBalance(a, uint120(termsWord >> 80), a.balance + m2);
        // The price slot, read once: the price charged and an announced change. A buy while a change is announced
        // is locked from the change on, so it cannot be sold back at the new price within less than a lock.
        Price memory p = _price;
        uint256 lockStart = block.timestamp;
        price = p.current;
        if (p.effectiveAt != 0) {
            if (p.effectiveAt <= block.timestamp) price = p.scheduled;
            else lockStart = p.effectiveAt;
        }
        // forge-lint: disable-next-line(unsafe-typecast) the lock is at most 1,825 days: fits 40 bits until year 36,812
        uint40 unlockTime = uint40(lockStart + uint32(termsWord >> 200));
        if (a.unlockTime > block.timestamp) {
            // Still locked: add to the lock; the end date never moves earlier.
            a.lockedAmount += amount;
            if (unlockTime > a.unlockTime) a.unlockTime = unlockTime;
        } else {
            // No running lock: M2 that already unlocked stay free; only the new M2 are locked.
            a.lockedAmount = amount;
            a.unlockTime = unlockTime;
        }
        _storeAccount(buyer, a);
        emit Transfer(address(this), buyer, m2);
        emit Locked(buyer, m2, a.lockedAmount, a.unlockTime);
        return (price, a.unlockTime);
    }

    /// @inheritdoc IPropertyToken
    function reclaimFrom(address seller, uint256 m2) external onlyVaultTrader returns (uint256 price) {
        Terms memory terms = _terms;
        if (terms.flags & (_SELL_ENABLED | _DELISTED) != _SELL_ENABLED) revert SellDisabled(address(this));
        _terms.available = terms.available + _debit(seller, m2, terms.perUnit);
        emit Transfer(seller, address(this), m2);
        return _priceNow();
    }

    /// @inheritdoc IPropertyToken
    function retireFrom(address holder) external onlyVaultTrader returns (uint256 m2) {
        Terms memory terms = _terms;
        if (terms.flags & (_SELL_ENABLED | _DELISTED) != (_SELL_ENABLED | _DELISTED)) revert NoRefund(address(this));
        Account memory account = _loadAccount(holder);
        uint80 amount = account.balance;
        if (amount == 0) return 0;
        // Income earned on the retired M2 stays the holder's to claim; the lock ends with the holding.
        _setBalance(account, terms.perUnit, 0);
        account.lockedAmount = 0;
        _storeAccount(holder, account);
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
        uint256 perUnit = _terms.perUnit;
        Account memory from = _loadAccount(lost);
        Account memory to = _loadAccount(replacement);
        // The lost wallet's income goes with its M2: the replacement's correction takes the lost one's, so it may
        // claim what both had (their fractions of a unit added), never more than both earned.
        int256 moved = _claimableUnits(from, perUnit);
        // forge-lint: disable-next-line(unsafe-typecast) moved > 0
        if (moved > 0) income = uint256(moved) * _incomeUnit;
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
        // forge-lint: disable-next-line(unsafe-typecast) amount + to.balance <= supply, which fits in 80 bits
        to.balance += uint80(amount);
        to.income += from.income;
        _storeAccount(replacement, to);
        _storeAccount(
            lost, Account({balance: 0, lockedAmount: 0, unlockTime: 0, sendingFrozen: from.sendingFrozen, income: 0})
        );
        if (amount != 0) emit Transfer(lost, replacement, amount);
        if (locked != 0) emit Locked(replacement, locked, to.lockedAmount, to.unlockTime);
        // A refund claim record (a holder paid from a short pool, owed the difference after a top-up) moves too, on
        // the vault of the token's creation and on a replacement (the pool is where the delisting opened it).
        IRefundClaimVault(_vaultTrader).moveRefundClaim(lost, replacement);
        address current = IRegistryVault(_registry).vaultTrader();
        if (current != _vaultTrader) IRefundClaimVault(current).moveRefundClaim(lost, replacement);
    }

    /// @inheritdoc IPropertyToken
    function freezeSending(address account) external onlyIdentityRegistry {
        Account memory a = _loadAccount(account);
        a.sendingFrozen = true;
        _storeAccount(account, a);
    }

    /// @inheritdoc IPropertyToken
    function sendingFrozen(address account) external view returns (bool) {
        return _loadAccount(account).sendingFrozen;
    }

    // ----------------------------------------------------------------------------------------------
    // Income
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function recordIncome(uint256 amount) external onlyIncomeVault returns (uint256 issuerShare, uint256 index) {
        // The trade slot is read once and written once (docs/income.md#gas; the `Terms` layout, asserted by
        // test/fuzz/IncomeStorageLayout.t.sol): a field assignment would read the slot again for each field.
        uint256 termsWord;
        assembly ("memory-safe") {
            termsWord := sload(_terms.slot)
        }
        uint256 totalM2_ = _totalM2;
        // Every M2 earns, sold or not: the step is per base unit of the whole supply, rounded down
        // (amount × INCOME_SCALE / (totalM2 × 1e18) = amount / totalM2, as INCOME_SCALE = 1e18).
        uint256 step = amount / totalM2_;
        if (step == 0) revert IncomeTooSmall(amount);
        // The M2 the token still holds earn for the issuer, settled now (the token's own balance has no
        // account). Rounded down like every holder's share.
        // forge-lint: disable-next-line(unsafe-typecast) unpacking the `Terms` fields (layout above)
        issuerShare = uint256(uint80(termsWord)) * step / INCOME_SCALE;
        // forge-lint: disable-next-line(unsafe-typecast) idem
        uint256 perUnit = uint256(uint120(termsWord >> 80)) + step;
        // perUnit × totalM2 is the income of the whole supply since the start, in base units: kept within
        // MAX_INCOME_UNITS income units so that every account's correction fits its 61 bits.
        uint256 limit = MAX_INCOME_UNITS * _incomeUnit;
        if (perUnit * totalM2_ > limit) revert IncomeLimitReached(limit);
        // Reached first only with a stablecoin of over 21 decimals.
        if (perUnit > type(uint120).max) revert SafeCast.SafeCastOverflowedUintDowncast(120, perUnit);
        // forge-lint: disable-next-line(unsafe-typecast) idem
        index = uint256(uint16(termsWord >> 232)) + 1;
        if (index > type(uint16).max) revert SafeCast.SafeCastOverflowedUintDowncast(16, index);
        termsWord = termsWord & ~(uint256(type(uint120).max) << 80 | uint256(0xffff) << 232) | perUnit << 80
            | index << 232;
        assembly ("memory-safe") {
            sstore(_terms.slot, termsWord)
        }
    }

    /// @inheritdoc IPropertyToken
    function takeIncome(address holder, uint256 maxAmount) external onlyIncomeVault returns (uint256 amount) {
        Account memory a = _loadAccount(holder);
        int256 units = _claimableUnits(a, _terms.perUnit);
        if (units <= 0 || maxAmount == 0) return 0;
        uint256 unit = _incomeUnit;
        // forge-lint: disable-next-line(unsafe-typecast) units > 0
        uint256 available = uint256(units) * unit;
        uint256 taken;
        if (maxAmount >= available) {
            // forge-lint: disable-next-line(unsafe-typecast) units > 0
            (amount, taken) = (available, uint256(units));
        } else {
            // Part of it (a reinvestment): whole units, rounded up; the fraction of a unit stays in the vault as dust.
            (amount, taken) = (maxAmount, (maxAmount + unit - 1) / unit);
        }
        // forge-lint: disable-next-line(unsafe-typecast) taken <= units, an int256
        a.income -= int256(taken);
        _storeAccount(holder, a);
    }

    /// @inheritdoc IPropertyToken
    function incomeOf(address account) external view returns (uint256) {
        // The unsold M2's share went to the property's bucket at each distribution: the token itself has none.
        if (account == address(this)) return 0;
        int256 units = _claimableUnits(_loadAccount(account), _terms.perUnit);
        // forge-lint: disable-next-line(unsafe-typecast) units > 0
        return units > 0 ? uint256(units) * _incomeUnit : 0;
    }

    /// @inheritdoc IPropertyToken
    function incomeInfo() external view returns (uint256 distributions, uint256 perUnit) {
        Terms memory terms = _terms;
        return (terms.distributions, terms.perUnit);
    }

    /// @inheritdoc IPropertyToken
    function incomeUnit() external view returns (uint256) {
        return _incomeUnit;
    }

    /// @dev Income units `balance` M2 base units earned from the start to accumulator `perUnit`, rounded down or up.
    function _earnedUnits(uint256 perUnit, uint256 balance, bool up) private view returns (uint256) {
        uint256 product = perUnit * balance;
        uint256 divisor = INCOME_SCALE * _incomeUnit;
        return up ? (product + divisor - 1) / divisor : product / divisor;
    }

    /// @dev What `a` may claim, in income units (slightly negative right after a balance change: see `_setBalance`).
    function _claimableUnits(Account memory a, uint256 perUnit) private view returns (int256) {
        // forge-lint: disable-next-line(unsafe-typecast) at most MAX_INCOME_UNITS (see recordIncome)
        return int256(_earnedUnits(perUnit, a.balance, false)) + a.income;
    }

    /// @dev Sets `a`'s balance to `balance` and moves its correction by what the change moves the balance's earnings
    ///      since the start, so that what it may claim never grows: the income its M2 earned so far stays its own and the
    ///      new balance earns only from now on. The move is rounded down (a buy's is rounded up and subtracted), so the
    ///      account's exact income stays at least what it may claim and each balance change gives up less than one
    ///      income unit, which stays in the vault as dust (docs/income.md#books-and-rounding).
    function _setBalance(Account memory a, uint256 perUnit, uint256 balance) private view {
        uint256 before = a.balance;
        if (perUnit != 0 && balance != before) {
            // forge-lint: disable-next-line(unsafe-typecast) both at most MAX_INCOME_UNITS + 1 (see recordIncome)
            if (balance > before) a.income -= int256(_earnedUnits(perUnit, balance - before, true));
            // forge-lint: disable-next-line(unsafe-typecast) idem
            else a.income += int256(_earnedUnits(perUnit, before - balance, false));
        }
        // forge-lint: disable-next-line(unsafe-typecast) a balance is at most the supply, which fits in 80 bits
        a.balance = uint80(balance);
    }

    /// @dev The price in force: the scheduled one once its time came, else the current one (one slot).
    function _priceNow() private view returns (uint256) {
        Price memory p = _price;
        if (p.effectiveAt != 0 && p.effectiveAt <= block.timestamp) return p.scheduled;
        return p.current;
    }

    /// @dev The price in force now, to store as the current one when the announcement changes.
    function _settledPrice() private view returns (uint96) {
        // forge-lint: disable-next-line(unsafe-typecast) a stored uint96
        return uint96(_priceNow());
    }

    function _setFlag(uint8 flag, bool on) private {
        uint8 flags = _terms.flags;
        _terms.flags = on ? flags | flag : flags & ~flag;
    }

    /// @dev `IIdentityRegistry.isVerified(account)`, answered from the account's word in the IdentityStore: approved,
    ///      not frozen, and `block.timestamp < expiry` when an expiry is set (docs/compliance.md#the-allow-list). One
    ///      bare staticcall with the account as the whole calldata, so the check stays one cold call and one cold
    ///      slot (docs/compliance.md#gas); a failed call answers "not verified".
    function _isVerified(address account) private view returns (bool) {
        address store = _identityStore;
        IdentityWord word;
        assembly ("memory-safe") {
            mstore(0x00, account)
            // Two statements: Yul evaluates arguments right to left, so returndatasize() must follow the call.
            let ok := staticcall(gas(), store, 0x00, 0x20, 0x00, 0x20)
            word := mul(mload(0x00), and(ok, gt(returndatasize(), 0x1f)))
        }
        return word.isVerified();
    }

    /// @dev The account's word in the IdentityStore (`IdentityStore`'s layout): one bare staticcall with the account
    ///      as the whole calldata. A failed call answers 0.
    function _identityWord(address account) private view returns (IdentityWord word) {
        address store = _identityStore;
        assembly ("memory-safe") {
            mstore(0x00, account)
            let ok := staticcall(gas(), store, 0x00, 0x20, 0x00, 0x20)
            word := mul(mload(0x00), and(ok, gt(returndatasize(), 0x1f)))
        }
    }

    /// @dev `account`'s slot in one SLOAD (the layout is in `Account`).
    function _loadAccount(address account) private view returns (Account memory a) {
        uint256 word = _accounts[account];
        // forge-lint: disable-next-line(unsafe-typecast) unpacking the fields `_storeAccount` packed
        a.balance = uint80(word);
        // forge-lint: disable-next-line(unsafe-typecast) idem
        a.lockedAmount = uint80(word >> 80);
        a.unlockTime = uint40((word >> 160) & _UNLOCK_MASK);
        a.sendingFrozen = (word >> 194) & 1 != 0;
        // The top 61 bits, sign-extended by the arithmetic shift.
        // forge-lint: disable-next-line(unsafe-typecast) reinterpreting the packed word
        a.income = int256(word) >> _INCOME_SHIFT;
    }

    /// @dev Writes `a` as `account`'s slot in one SSTORE. A correction beyond 61 bits or an unlock time beyond 34 bits
    ///      reverts like SafeCast (never reached: recordIncome bounds every correction by MAX_INCOME_UNITS plus the
    ///      account's own roundings, and a lock ends at most 1,825 days after a block of this millennium).
    function _storeAccount(address account, Account memory a) private {
        int256 income = a.income;
        if (income > _MAX_CORRECTION || income < -_MAX_CORRECTION - 1) {
            // forge-lint: disable-next-line(unsafe-typecast) the constant 61 fits 8 bits
            revert SafeCast.SafeCastOverflowedIntDowncast(uint8(256 - _INCOME_SHIFT), income);
        }
        if (a.unlockTime >> _UNLOCK_BITS != 0) {
            revert SafeCast.SafeCastOverflowedUintDowncast(uint8(_UNLOCK_BITS), a.unlockTime);
        }
        // forge-lint: disable-next-line(unsafe-typecast) two's complement; the shift keeps its low 61 bits
        _accounts[account] = uint256(a.balance) | uint256(a.lockedAmount) << 80 | uint256(a.unlockTime) << 160
            | (a.sendingFrozen ? uint256(1) << 194 : 0) | uint256(income) << _INCOME_SHIFT;
    }

    /// @dev Takes `value` unlocked M2 from the seller `from` (a sale back to the vault) and returns it as a uint96 (it
    ///      fits: it is at most a balance). Beyond the balance reverts `ERC20InsufficientBalance`; into locked M2
    ///      reverts `TokensLocked` (an ERC-20 transfer says `TransferLocked` instead, in `_update`).
    function _debit(address from, uint256 value, uint256 perUnit) private returns (uint80 amount) {
        Account memory account = _loadAccount(from);
        uint256 balance = account.balance;
        uint256 locked = account.unlockTime > block.timestamp ? account.lockedAmount : 0;
        if (value > balance - locked) {
            if (value > balance) revert ERC20InsufficientBalance(from, balance, value);
            revert TokensLocked(from, value, balance - locked);
        }
        // Income earned on the M2 sold stays the seller's.
        _setBalance(account, perUnit, balance - value);
        _storeAccount(from, account);
        // forge-lint: disable-next-line(unsafe-typecast) value <= balance, which fits in 80 bits
        amount = uint80(value);
    }
}
