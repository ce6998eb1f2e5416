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
    struct Account {
        uint96 balance;
        uint96 lockedAmount;
        uint40 unlockTime;
        uint24 incomeIndex;
    }

    /// @dev What a trade needs, read in one slot.
    struct Terms {
        uint128 currentPrice;
        uint64 lockDuration;
        bool delisted;
        bool sellEnabled;
        bool scheduled;
        uint24 distributions;
        bool identityRequired;
    }

    /// @dev An announced price: `price` is in force from `effectiveAt` (0 = none announced).
    struct Scheduled {
        uint128 price;
        uint64 effectiveAt;
    }

    uint256 private constant ONE_M2 = 1e18;
    /// @inheritdoc IPropertyToken
    uint256 public constant INCOME_SCALE = 1e18;

    /// @dev Immutables live in the implementation's code, so every clone shares them for free.
    address private immutable _registry;
    address private immutable _vaultTrader;
    IIdentityRegistry private immutable _identity;

    Terms private _terms;
    Scheduled private _scheduled;
    uint128 private _initialPrice;
    uint96 private _totalM2;
    string private _propertyName;
    string private _propertySymbol;
    mapping(address account => Account) private _accounts;
    /// @dev The income accumulator after each distribution (cumulative income per M2 base unit × INCOME_SCALE),
    ///      two 128-bit points per slot: point `i` is the low half of slot `i / 2` for even `i`, the high
    ///      half for odd `i` (point 0, before any distribution, is 0). Every second distribution writes into
    ///      a slot the previous one started, which saves it a fresh slot.
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
        uint128 price = pricePerM2.toUint128();
        _initialPrice = price;
        _terms = Terms({
            currentPrice: price,
            lockDuration: lockSeconds.toUint64(),
            delisted: false,
            sellEnabled: true,
            scheduled: false,
            distributions: 0,
            identityRequired: true
        });
        _propertyName = name_;
        _propertySymbol = symbol_;
        _accounts[address(this)].balance = supply;
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
        return _accounts[account].balance;
    }

    /// @dev Every `transfer`/`transferFrom` lands here (the token never mints or burns after
    ///      `initialize`). Holders may move only unlocked M2 (else `TransferLocked`), and never into the
    ///      token's own balance or to the VaultTrader (M2 go back only by selling; sent there they
    ///      would be stranded).
    ///      While the identity requirement is on, the receiver must be verified (`ReceiverNotVerified`) and the
    ///      sender not frozen (`SenderFrozen`): one call to the IdentityRegistry.
    function _update(address from, address to, uint256 value) internal override {
        if (to == address(this) || to == _vaultTrader) revert TransferRestricted(from, to);
        // A replacement vault (after a sweep) is not checked here: it would cost every transfer a call.
        Terms memory terms = _terms;
        if (terms.identityRequired) {
            (bool senderFrozen, bool receiverVerified) = _transferStatus(from, to);
            if (!receiverVerified) revert ReceiverNotVerified(to);
            if (senderFrozen) revert SenderFrozen(from);
        }
        uint256 count = terms.distributions;
        _settleIncome(from, count);
        _settleIncome(to, count);
        _accounts[to].balance += _debit(from, value, false);
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
        return _terms.identityRequired;
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
        return !_terms.delisted;
    }

    /// @inheritdoc IPropertyToken
    function sellEnabled() external view returns (bool) {
        return _terms.sellEnabled;
    }

    /// @inheritdoc IPropertyToken
    function getPropertyDetails() external view returns (PropertyDetails memory details) {
        Terms memory terms = _terms;
        uint256 supply = uint256(_totalM2) * ONE_M2;
        uint256 available = _accounts[address(this)].balance;
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
            listed: !terms.delisted,
            sellEnabled: terms.sellEnabled,
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
        _scheduled = Scheduled({price: newPrice.toUint128(), effectiveAt: effectiveAt.toUint64()});
        _terms.scheduled = true;
        emit PriceScheduled(newPrice, effectiveAt);
    }

    /// @inheritdoc IPropertyToken
    function cancelScheduledPrice() external onlyRegistry {
        _settlePrice();
        delete _scheduled;
        _terms.scheduled = false;
    }

    /// @inheritdoc IPropertyToken
    function setLockDuration(uint256 lockSeconds) external onlyRegistry {
        _terms.lockDuration = lockSeconds.toUint64();
    }

    /// @inheritdoc IPropertyToken
    function setSellEnabled(bool enabled) external onlyRegistry {
        _terms.sellEnabled = enabled;
    }

    /// @inheritdoc IPropertyToken
    function setIdentityRequired(bool required) external onlyRegistry {
        _terms.identityRequired = required;
    }

    /// @inheritdoc IPropertyToken
    function delist(bool refund) external onlyRegistry {
        _settlePrice();
        delete _scheduled;
        Terms storage terms = _terms;
        terms.scheduled = false;
        terms.delisted = true;
        terms.sellEnabled = refund;
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
        if (terms.delisted) revert PropertyDelisted(address(this));
        // A frozen buyer is not verified either: one read answers both.
        if (terms.identityRequired && !_isVerified(buyer)) revert ReceiverNotVerified(buyer);
        uint96 amount = _debit(address(this), m2, false);
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
        _accounts[buyer] = a;
        emit Transfer(address(this), buyer, m2);
        emit Locked(buyer, m2, a.lockedAmount, a.unlockTime);
        return (_priceNow(terms), a.unlockTime);
    }

    /// @inheritdoc IPropertyToken
    function reclaimFrom(address seller, uint256 m2) external onlyVaultTrader returns (uint256 price) {
        Terms memory terms = _terms;
        if (!terms.sellEnabled || terms.delisted) revert SellDisabled(address(this));
        _settleIncome(seller, terms.distributions);
        _accounts[address(this)].balance += _debit(seller, m2, true);
        emit Transfer(seller, address(this), m2);
        return _priceNow(terms);
    }

    /// @inheritdoc IPropertyToken
    function retireFrom(address holder) external onlyVaultTrader returns (uint256 m2) {
        Terms memory terms = _terms;
        if (!terms.delisted || !terms.sellEnabled) revert NoRefund(address(this));
        Account storage account = _accounts[holder];
        uint96 amount = account.balance;
        if (amount == 0) return 0;
        // Income earned on the retired M2 stays the holder's to claim.
        if (account.incomeIndex != terms.distributions) _settleIncome(holder, terms.distributions);
        // The whole balance, locked or not: the lock ends with the holding.
        account.balance = 0;
        account.lockedAmount = 0;
        _accounts[address(this)].balance += amount;
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
        if (
            lost == replacement || lost == address(this) || replacement == address(this)
                || replacement == _vaultTrader
        ) {
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
        _accounts[lost] = Account({balance: 0, lockedAmount: 0, unlockTime: 0, incomeIndex: from.incomeIndex});
        if (amount != 0) emit Transfer(lost, replacement, amount);
        if (locked != 0) emit Locked(replacement, locked, to.lockedAmount, to.unlockTime);
    }

    // ----------------------------------------------------------------------------------------------
    // Income
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IPropertyToken
    function recordIncome(uint256 amount) external onlyIncomeVault returns (uint256 issuerShare, uint256 index) {
        Terms storage terms = _terms;
        uint256 count = terms.distributions;
        // Every M2 earns, sold or not: the step is per base unit of the whole supply, rounded down.
        uint256 step = amount * INCOME_SCALE / (uint256(_totalM2) * ONE_M2);
        if (step == 0) revert IncomeTooSmall(amount);
        // The M2 the token still holds earn for the issuer, settled now (the token's own balance never
        // checkpoints). Rounded down like every holder's share.
        issuerShare = uint256(_accounts[address(this)].balance) * step / INCOME_SCALE;
        index = count + 1;
        uint256 pair = _incomePoints[count >> 1];
        uint256 perUnit = (_half(pair, count) + step).toUint128();
        if (index & 1 == 1) {
            // Same slot as the previous point (its high half is still empty).
            _incomePoints[count >> 1] = pair | (perUnit << 128);
        } else {
            _incomePoints[index >> 1] = perUnit;
        }
        terms.distributions = index.toUint24();
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
        // forge-lint: disable-next-line(unsafe-typecast) count is a stored uint24
        a.incomeIndex = uint24(count);
    }

    /// @dev `_settleIncome` on an account already read into memory and behind its checkpoint (the caller
    ///      writes `a` back).
    function _accrue(address account, Account memory a, uint256 count) private {
        uint256 owed = _pendingIncome(a, count);
        if (owed != 0) _accruedIncome[account] += owed;
        // forge-lint: disable-next-line(unsafe-typecast) count is a stored uint24
        a.incomeIndex = uint24(count);
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
        return index & 1 == 1 ? pair >> 128 : pair & type(uint128).max;
    }

    /// @dev The price in force: the scheduled one once its time came, else the stored one. The scheduled
    ///      slot is read only when `terms.scheduled` says there is one (trades stay one read otherwise).
    function _priceNow(Terms memory terms) private view returns (uint256) {
        if (!terms.scheduled) return terms.currentPrice;
        Scheduled memory s = _scheduled;
        if (s.effectiveAt <= block.timestamp) return s.price;
        return terms.currentPrice;
    }

    /// @dev Makes a scheduled price whose time came the stored current price.
    function _settlePrice() private {
        if (!_terms.scheduled) return;
        Scheduled memory s = _scheduled;
        if (s.effectiveAt <= block.timestamp) {
            _terms.currentPrice = s.price;
            _terms.scheduled = false;
            delete _scheduled;
        }
    }

    /// @dev `IIdentityRegistry.isVerified(account)` through a bare staticcall: no ABI machinery, so the check
    ///      stays one cold call and one cold slot (docs/compliance.md#gas). Anything but a 32-byte 1 is "no".
    function _isVerified(address account) private view returns (bool verified) {
        address registry_ = address(_identity);
        bytes4 selector = IIdentityRegistry.isVerified.selector;
        assembly ("memory-safe") {
            mstore(0x00, selector)
            mstore(0x04, account)
            let ok := staticcall(gas(), registry_, 0x00, 0x24, 0x00, 0x20)
            verified := and(and(ok, gt(returndatasize(), 0x1f)), eq(mload(0x00), 1))
        }
    }

    /// @dev `IIdentityRegistry.transferStatus(from, to)` through a bare staticcall (see `_isVerified`). A failed
    ///      call answers "receiver not verified".
    function _transferStatus(address from, address to) private view returns (bool senderFrozen, bool receiverVerified) {
        address registry_ = address(_identity);
        bytes4 selector = IIdentityRegistry.transferStatus.selector;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), from)
            mstore(add(ptr, 0x24), to)
            // Two statements: Yul evaluates arguments right to left, so returndatasize() must follow the call.
            let ok := staticcall(gas(), registry_, ptr, 0x44, ptr, 0x40)
            ok := and(ok, gt(returndatasize(), 0x3f))
            senderFrozen := and(ok, eq(mload(ptr), 1))
            receiverVerified := and(ok, eq(mload(add(ptr, 0x20)), 1))
        }
    }

    /// @dev Takes `value` unlocked M2 from `from` and returns it as a uint96 (it fits: it is at most a
    ///      balance). The token's own balance is never locked. Beyond the balance reverts
    ///      `ERC20InsufficientBalance`; into locked M2 reverts `TokensLocked` for a sale back to the
    ///      vault (`selling`) and `TransferLocked` for an ERC-20 transfer.
    function _debit(address from, uint256 value, bool selling) private returns (uint96 amount) {
        Account storage account = _accounts[from];
        uint256 balance = account.balance;
        uint256 unlockTime = account.unlockTime;
        uint256 locked = unlockTime > block.timestamp ? account.lockedAmount : 0;
        if (value > balance - locked) {
            if (value > balance) revert ERC20InsufficientBalance(from, balance, value);
            if (selling) revert TokensLocked(from, value, balance - locked);
            revert TransferLocked(from, unlockTime);
        }
        // forge-lint: disable-next-line(unsafe-typecast) value <= balance, a uint96
        amount = uint96(value);
        account.balance -= amount;
    }
}
