// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";

/// @title IPropertyToken
/// @notice One tokenised property: an ERC-20 with 18 decimals where 1 token = 1 M2.
/// @dev The whole supply is minted to the token contract itself, so
///      available M2 = `balanceOf(address(this))` and sold M2 = `totalSupply() - balanceOf(address(this))`.
///      Only the VaultTrader moves M2 out of (buy) and back into (sell) the contract's own balance.
///
///      Lock rule: every purchase locks the bought M2 until `block.timestamp + lockDuration` (the
///      lock duration in force at the time of the purchase). An account has one lock: `lockedAmount`
///      and `unlockTime`. A purchase while an earlier lock is still running adds to `lockedAmount`
///      and moves `unlockTime` to the later of the two dates, so still-locked M2 may stay locked
///      longer, never shorter. M2 whose lock had already expired are never locked again: a purchase
///      after `unlockTime` starts a fresh lock holding only the new M2. A purchase while a price change is
///      announced (`pendingPrice`) locks until `effectiveAt + lockDuration` instead, so an announced price can
///      never be bought before and sold back after it applies within less than a lock (docs/money-rules.md#locks).
///
///      Locked M2 cannot leave the account, and the error says which way was refused:
///      - an ERC-20 `transfer`/`transferFrom` of locked M2 reverts `TransferLocked(account, unlockTime)`
///        (the holder learns when the M2 become transferable);
///      - selling locked M2 back through the VaultTrader reverts `TokensLocked(account, requested,
///        unlocked)` (the seller learns how much may be sold now).
///      Asking for more than the whole balance reverts OpenZeppelin's `ERC20InsufficientBalance` instead,
///      whether or not part of it is locked.
///
///      Identity rule (docs/compliance.md): while `identityRequired()` is on (the default of a new property), the
///      receiver of a buy (`releaseTo`, so `VaultTrader.buy` and `reinvestIncome`) or of a transfer must be verified
///      by `identityRegistry()` (else `ReceiverNotVerified`), and a frozen sender cannot transfer (`SenderFrozen`): a
///      sender the registry froze for this property (`freezeSending`) and that is still frozen there.
///      Selling back, refund claims and income claims never check it.
interface IPropertyToken is IERC20Metadata {
    /// @notice Everything the front end shows about a property.
    struct PropertyDetails {
        string name;
        string symbol;
        uint256 totalM2;
        uint256 initialPrice;
        uint256 currentPrice;
        uint256 lockDuration;
        uint256 totalSupply;
        uint256 availableM2;
        uint256 soldM2;
        bool listed;
        bool sellEnabled;
        address registry;
    }

    /// @notice A sale back to the vault asked for `requested` M2 of `account` but only `unlocked` of its
    ///         balance are free of the lock (raised by `reclaimFrom`, so by `VaultTrader.sell`).
    error TokensLocked(address account, uint256 requested, uint256 unlocked);
    /// @notice An ERC-20 `transfer` or `transferFrom` would move M2 of `account` that stay locked until
    ///         `unlockTime` (Unix seconds); from then on they may be transferred.
    error TransferLocked(address account, uint256 unlockTime);
    /// @notice A move that bypasses the vault: only the VaultTrader moves M2 into or out of the
    ///         token's own balance, and holders cannot send M2 to the VaultTrader either.
    error TransferRestricted(address from, address to);
    /// @notice The caller is not the registry (or not the registry's VaultTrader).
    error Unauthorized(address caller);
    /// @notice `initialize` ran twice.
    error AlreadyInitialized();
    /// @notice The property is delisted: its M2 are no longer sold (same error as the VaultTrader's).
    error PropertyDelisted(address token);
    /// @notice The property's delisting is announced (`MasterRegistry.delistProperty(token, false)`): buys stopped,
    ///         holders may still sell back until it is applied.
    error BuyingClosed(address token);
    /// @notice Selling back is disabled for this property, or it is delisted (a refund is claimed from
    ///         the refund pool instead; same error as the VaultTrader's).
    error SellDisabled(address token);
    /// @notice The property was not delisted with a refund, so there is nothing to claim.
    error NoRefund(address token);
    /// @notice The property requires verified receivers and `receiver` is not verified (never approved, revoked,
    ///         expired or frozen) by the IdentityRegistry.
    error ReceiverNotVerified(address receiver);
    /// @notice The property requires verified receivers and `sender` is frozen: it cannot transfer to others
    ///         (selling back, refunds and income stay open to it).
    error SenderFrozen(address sender);
    /// @notice A distribution of `amount` is too small to give any M2 base unit a share (it would all be dust).
    error IncomeTooSmall(uint256 amount);
    /// @notice The property's income since the start would pass `limit` stablecoin base units (`MAX_INCOME_UNITS`
    ///         income units: 576 billion of a stablecoin of 6 decimals or more): each account keeps its income in 61
    ///         bits of its slot.
    error IncomeLimitReached(uint256 limit);

    /// @notice Emitted after a confirmed price change was scheduled: `newPrice` applies from `effectiveAt`.
    event PriceScheduled(uint256 newPrice, uint256 effectiveAt);
    /// @notice Emitted after `account` received `amount` M2 locked until `unlockTime`.
    event Locked(address indexed account, uint256 amount, uint256 lockedAmount, uint256 unlockTime);

    /// @notice One-time set-up of a fresh clone. Only callable once, by the registry that cloned it.
    function initialize(
        string calldata name,
        string calldata symbol,
        uint256 totalM2,
        uint256 pricePerM2,
        uint256 lockSeconds
    ) external;

    /// @notice The registry that created this token.
    function registry() external view returns (address);

    /// @notice The VaultTrader the token was created with. After an emergency sweep the registry may point
    ///         to a replacement vault; the token then accepts trades from either (`registry.vaultTrader()`).
    function vaultTrader() external view returns (address);

    /// @notice The IdentityRegistry the token asks while `identityRequired()` (an immutable of the implementation).
    function identityRegistry() external view returns (address);

    /// @notice True while receivers of M2 must be verified by `identityRegistry()` (on for a new property; switched
    ///         by a manager or the admin through `MasterRegistry.setIdentityRequired`).
    function identityRequired() external view returns (bool);

    /// @notice Whole square metres of the property.
    function totalM2() external view returns (uint256);

    /// @notice Price at creation, stablecoin base units per whole M2.
    function initialPrice() external view returns (uint256);

    /// @notice Current price, stablecoin base units per whole M2: the scheduled price once its time came.
    function currentPrice() external view returns (uint256);

    /// @notice A confirmed price change not yet in force: the new price and the Unix time it applies
    ///         from (both 0 when none is announced). The investor page shows "new price from <date>".
    function pendingPrice() external view returns (uint256 price, uint256 effectiveAt);

    /// @notice Lock duration applied to new purchases, in seconds.
    function lockDuration() external view returns (uint256);

    /// @notice True while the property is not delisted (buys allowed).
    function listed() external view returns (bool);

    /// @notice True when holders may sell M2 back to the vault. New properties start with selling
    ///         enabled; delisting sets it to the refund flag.
    function sellEnabled() external view returns (bool);

    /// @notice All figures at once.
    function getPropertyDetails() external view returns (PropertyDetails memory);

    /// @notice Value of `m2` token base units (18 decimals) at the current price, rounded down.
    function getValue(uint256 m2) external view returns (uint256);

    /// @notice Lock state of `account`.
    /// @return lockedAmount M2 base units still locked (0 once the lock expired).
    /// @return unlockTime Unix time the lock ends (0 if none ever).
    /// @return unlockedBalance Balance the account may move or sell now.
    function getLockInfo(address account)
        external
        view
        returns (uint256 lockedAmount, uint256 unlockTime, uint256 unlockedBalance);

    /// @notice Registry-only: announces `newPrice`, in force from `effectiveAt` (a scheduled price whose
    ///         time came becomes the current price first).
    function schedulePrice(uint256 newPrice, uint256 effectiveAt) external;

    /// @notice Registry-only: withdraws an announced price not yet in force.
    function cancelScheduledPrice() external;

    /// @notice Registry-only: sets the lock duration for later purchases.
    function setLockDuration(uint256 lockSeconds) external;

    /// @notice Registry-only: enables or disables selling back to the vault.
    function setSellEnabled(bool enabled) external;

    /// @notice Registry-only: switches the identity requirement.
    function setIdentityRequired(bool required) external;

    /// @notice Registry-only: delists the property for good; the sell flag becomes `refund` and, like the
    ///         price, never changes again (an announced price not yet in force is dropped, and so is the
    ///         buying-closed mark).
    function delist(bool refund) external;

    /// @notice Registry-only: stops (or reopens) buys while a delisting is announced.
    function setBuyingClosed(bool closed) external;

    /// @notice True while a delisting is announced: `releaseTo` reverts `BuyingClosed`.
    function buyingClosed() external view returns (bool);

    /// @notice VaultTrader-only: moves `m2` from the token's own balance to `buyer` and locks them.
    /// @dev Reverts `PropertyDelisted` once delisted, `BuyingClosed` while a delisting is announced and
    ///      `ERC20InsufficientBalance` beyond the available M2.
    /// @return price The current price, which the VaultTrader charges (one read for the whole trade).
    /// @return unlockTime When the buyer's lock ends after this purchase (the buyer bounds it).
    function releaseTo(address buyer, uint256 m2) external returns (uint256 price, uint256 unlockTime);

    /// @notice VaultTrader-only: moves `m2` unlocked M2 from `seller` back into the token's own balance.
    /// @dev Reverts `SellDisabled` while selling back is disabled, `TokensLocked` for locked M2 (never
    ///      `TransferLocked`, which only ERC-20 transfers raise).
    /// @return price The current price, which the VaultTrader pays.
    function reclaimFrom(address seller, uint256 m2) external returns (uint256 price);

    /// @notice Scale of the income accumulator: `perUnit` is stablecoin base units per M2 base unit × 1e18.
    function INCOME_SCALE() external view returns (uint256);

    /// @notice Vault-only (the vault the token was created with): books a distribution of `amount` stablecoin
    ///         base units shared by every M2 of the supply at this moment. Holders' shares accrue to them
    ///         (`incomeOf`); the share of the M2 the token still holds is the issuer's and is returned.
    /// @dev O(1) whatever the number of holders: one accumulator in one slot, written by `initialize`, so a
    ///      distribution never starts a storage slot. Reverts `IncomeTooSmall` when `amount` gives no base unit a
    ///      share and `IncomeLimitReached` past the property's lifetime limit.
    /// @return issuerShare The share of the M2 not sold yet (rounded down).
    /// @return index The distribution's number (1 for the first).
    function recordIncome(uint256 amount) external returns (uint256 issuerShare, uint256 index);

    /// @notice The most income units (`incomeUnit()`) a property may distribute over its life, 2^59: 576 billion of
    ///         a stablecoin of 6 decimals or more (its base units for fewer).
    function MAX_INCOME_UNITS() external view returns (uint256);

    /// @notice The smallest amount of income an account's books count, in stablecoin base units: one millionth of
    ///         the stablecoin (10^(decimals − 6); 1 for a stablecoin of 6 decimals or fewer). Claims pay whole units;
    ///         each balance change of an account leaves it less than one unit (docs/income.md#books-and-rounding).
    function incomeUnit() external view returns (uint256);

    /// @notice Vault-only (the vault the token was created with): takes up to `maxAmount` of `holder`'s
    ///         income, which the vault then pays or reinvests; the rest stays the holder's. Taking less than all
    ///         of it takes whole income units (rounded up), the fraction of a unit staying in the vault as dust.
    /// @return amount What was taken.
    function takeIncome(address holder, uint256 maxAmount) external returns (uint256 amount);

    /// @notice Income of `account` not taken yet, which a claim pays: earned by the M2 it held at each distribution
    ///         since it last claimed, whether it still holds them or not, in whole income units (rounded down).
    function incomeOf(address account) external view returns (uint256);

    /// @notice The income books of the property.
    /// @return distributions Distributions so far.
    /// @return perUnit Cumulative income per M2 base unit × `INCOME_SCALE` (the amounts distributed are in the
    ///         vault's `IncomeDistributed` events).
    function incomeInfo() external view returns (uint256 distributions, uint256 perUnit);

    /// @notice IdentityRegistry-only (an executed recovery, docs/compliance.md#recovery): moves the whole balance of
    ///         `lost`, its running lock (amount and end) and its unclaimed income to `replacement`. A running lock of
    ///         `replacement` joins the moved one and ends at the later of the two. No identity or lock check: the
    ///         registry checked the replacement and the delay. Reverts `TransferRestricted` when `replacement` is
    ///         the token itself or the VaultTrader (M2 there would be stranded). A refund claim record moves too
    ///         (`IVaultTrader.moveRefundClaim`, on the token's vault and on the registry's current one).
    /// @return amount M2 base units moved.
    /// @return locked Of them, still locked.
    /// @return income Unclaimed income moved, in stablecoin base units.
    function recoverAccount(address lost, address replacement)
        external
        returns (uint256 amount, uint256 locked, uint256 income);

    /// @notice IdentityRegistry-only (its `freeze` over a list of properties, docs/compliance.md#what-is-checked):
    ///         marks `account` as unable to send M2 of this property while the requirement is on. The mark holds
    ///         only while the registry still says the account is frozen: a transfer with the mark set asks the
    ///         registry (`isFrozen`) and clears the mark when the freeze was lifted.
    function freezeSending(address account) external;

    /// @notice True when `freezeSending` marked `account` and no transfer has cleared the mark since (the mark
    ///         stops transfers only while `IIdentityRegistry.isFrozen(account)`).
    function sendingFrozen(address account) external view returns (bool);

    /// @notice VaultTrader-only: takes back ALL M2 of `holder`, locked or not, for a refund claim. Only on
    ///         a property delisted with a refund (else `NoRefund`); 0 for an empty balance.
    /// @return m2 The M2 base units retired (they return to the token's own balance and are never sold again).
    function retireFrom(address holder) external returns (uint256 m2);
}
