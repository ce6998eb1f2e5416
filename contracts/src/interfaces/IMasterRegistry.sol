// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";

/// @title IMasterRegistry
/// @notice The registry of tokenised properties. Managers (`MANAGER_ROLE`) create and manage
///         properties; the default admin (`DEFAULT_ADMIN_ROLE`) grants roles and wires the
///         VaultTrader. Every property is one `PropertyToken` (ERC-20, 1 token = 1 M2).
interface IMasterRegistry is IAccessControl {
    /// @notice One registry entry (docs/product.md#records).
    /// @param token The property token address.
    /// @param name The property name.
    /// @param totalM2 Whole square metres (the token minted `totalM2 * 1e18`).
    /// @param initialPrice Stablecoin base units per whole M2 at creation.
    /// @param lockDuration Seconds bought M2 stay locked (current value).
    /// @param delisted True once `delistProperty` ran.
    /// @param refund True when the property is delisted and holders may still sell back
    ///        ("delisted with refunds", docs/product.md#listing-state); false while listed.
    struct PropertyEntry {
        address token;
        string name;
        uint256 totalM2;
        uint256 initialPrice;
        uint256 lockDuration;
        bool delisted;
        bool refund;
    }

    /// @notice A parameter is zero, empty or out of range.
    error InvalidInput();
    /// @notice The operation needs the VaultTrader, and it is not set yet.
    error VaultTraderNotSet();
    /// @notice `delistProperty` ran already for `token`.
    error AlreadyDelisted(address token);
    /// @notice `token` is not a property of this registry.
    error UnknownProperty(address token);
    /// @notice A lock duration below `MIN_LOCK_DURATION` or above `MAX_LOCK_DURATION`.
    error InvalidLockDuration(uint256 lockDuration);
    /// @notice `setVaultTrader` ran already: the VaultTrader holds every bucket and is the only
    ///         account property tokens accept trades from, so it is set once.
    error VaultTraderAlreadySet(address vaultTrader);
    /// @notice The caller lacks the role the operation needs.
    error Unauthorized(address caller);
    /// @notice A price change moves the price by more than `MAX_PRICE_STEP_BPS` of the price in force.
    error PriceStepTooLarge(uint256 oldPrice, uint256 newPrice);
    /// @notice A confirmed price change is announced for `effectiveAt`; the next one waits until then.
    error PriceChangePending(address token, uint256 effectiveAt);
    /// @notice The property is delisted: its price and sell flag never change again.
    error PriceFrozen(address token);
    /// @notice The one who proposed a price change cannot confirm it (four eyes).
    error SameSigner(address account);
    /// @notice There is no proposal or announced change to act on.
    error NothingPending();
    /// @notice An announced change applies only from `effectiveAt`.
    error TooEarly(uint256 effectiveAt);
    /// @notice The vault can be replaced only after its emergency sweep.
    error VaultNotSwept(address vault);
    /// @notice An unconfirmed proposal of `price` exists for `token`: it is cancelled first, never overwritten.
    error ProposalPending(address token, uint256 price);
    /// @notice `confirmPrice` named `expected` while the proposal says `proposed`: a confirmation binds the price
    ///         the second signer reviewed.
    error ProposalMismatch(uint256 proposed, uint256 expected);
    /// @notice A refund below the price in force by more than `MAX_PRICE_STEP_BPS` of it: a deeper cut goes
    ///         through price changes first (a second signer and `PRICE_NOTICE` each), docs/money-rules.md#refunds.
    error RefundPriceTooLow(uint256 priceInForce, uint256 refundPrice);
    /// @notice A closure (`CLOSE_SELL_BACK` or `CLOSE_DELIST`) is announced for `token` from `effectiveAt`:
    ///         it is applied or cancelled first.
    error ClosurePending(address token, uint256 kind, uint256 effectiveAt);

    /// @notice Emitted after a property token was created and registered.
    event PropertyCreated(
        address indexed token,
        string name,
        uint256 totalM2,
        uint256 pricePerM2,
        uint256 lockDuration,
        address indexed creator
    );
    /// @notice Emitted after a property was delisted; `refund` also became its sell flag.
    event PropertyDelisted(address indexed token, bool refund);
    /// @notice Emitted after a manager proposed a new price (it needs a second signer to be announced).
    event PriceChangeProposed(address indexed token, address indexed proposer, uint256 oldPrice, uint256 newPrice);
    /// @notice Emitted after a second signer confirmed a proposal: `newPrice` applies from `effectiveAt`.
    event PriceChangeConfirmed(
        address indexed token, address indexed confirmer, uint256 oldPrice, uint256 newPrice, uint256 effectiveAt
    );
    /// @notice Emitted after a proposal or an announced price change was withdrawn.
    event PriceChangeCancelled(address indexed token, address indexed by);
    /// @notice Emitted after the admin announced a replacement vault, usable from `effectiveAt`, with the
    ///         PropertyToken implementation that properties created from then on will clone.
    event VaultTraderProposed(address indexed newVaultTrader, address implementation, uint256 effectiveAt);
    /// @notice Emitted after the lock duration of a property changed.
    event LockDurationUpdated(address indexed token, uint256 oldLockDuration, uint256 newLockDuration);
    /// @notice Emitted after selling back to the vault was enabled or disabled for a property.
    event SellEnabledUpdated(address indexed token, bool enabled);
    /// @notice Emitted after the identity requirement of `token` was set to `required` by `by` (also at creation,
    ///         where it starts on).
    event IdentityRequirementSet(address indexed token, bool required, address indexed by);
    /// @notice Emitted after the VaultTrader address was set.
    event VaultTraderSet(address indexed previousVaultTrader, address indexed newVaultTrader);
    /// @notice Emitted after `by` announced a closure of `token` (`kind`: `CLOSE_SELL_BACK` = selling back ends,
    ///         `CLOSE_DELIST` = delisting without refund, where buys stop at once), applicable from `effectiveAt`.
    ///         Holders may sell back until it is applied (docs/money-rules.md#closures).
    event ClosureAnnounced(address indexed token, uint256 kind, uint256 effectiveAt, address indexed by);
    /// @notice Emitted after `by` withdrew the announced closure of `token` (also when a refund or re-enabling
    ///         selling back supersedes it).
    event ClosureCancelled(address indexed token, uint256 kind, address indexed by);

    /// @notice Role allowed to create and manage properties.
    function MANAGER_ROLE() external view returns (bytes32);

    /// @notice Role allowed to approve, revoke and freeze investors and to recover lost wallets in the
    ///         IdentityRegistry (docs/compliance.md). Granted and revoked by the admin.
    function COMPLIANCE_ROLE() external view returns (bytes32);

    /// @notice Shortest accepted lock duration, in seconds (1 day).
    function MIN_LOCK_DURATION() external view returns (uint256);

    /// @notice Longest accepted lock duration, in seconds (1,825 days = 5 years).
    function MAX_LOCK_DURATION() external view returns (uint256);

    /// @notice Largest price step of one change, in basis points of the price in force (2,000 = ±20 %).
    function MAX_PRICE_STEP_BPS() external view returns (uint256);

    /// @notice Notice between the confirmation of a price change and the time it applies (2 days); also
    ///         the shortest time between two price changes.
    function PRICE_NOTICE() external view returns (uint256);

    /// @notice Delay of a default-admin handover (2 days, AccessControlDefaultAdminRules).
    function ADMIN_DELAY() external view returns (uint256);

    /// @notice Delay between announcing a replacement vault and pointing the registry to it (2 days).
    function VAULT_CHANGE_DELAY() external view returns (uint256);

    /// @notice Notice between announcing a closure (selling back disabled, delisting without refund) and the
    ///         earliest time it may be applied (2 days): holders can sell back first.
    function CLOSURE_NOTICE() external view returns (uint256);

    /// @notice `kind` of a closure that disables selling back (1).
    function CLOSE_SELL_BACK() external view returns (uint256);

    /// @notice `kind` of a closure that delists without refund (2).
    function CLOSE_DELIST() external view returns (uint256);

    /// @notice Largest accepted `totalM2`, 1,208,925 (the supply `totalM2 * 1e18` must fit in 80 bits: an account keeps
    ///         its balance, lock and income in one slot, docs/income.md#gas).
    function MAX_TOTAL_M2() external view returns (uint256);

    /// @notice Longest accepted property name, in bytes (UTF-8).
    function MAX_NAME_LENGTH() external view returns (uint256);

    /// @notice The PropertyToken implementation every property token is a minimal-proxy clone of.
    /// @dev Deployed beside the registry (its registry and VaultTrader are immutables of it) and named by
    ///      `setVaultTrader`; zero before.
    function tokenImplementation() external view returns (address);

    /// @notice Creates a property token holding `totalM2 * 1e18` in its own balance.
    /// @dev Only `MANAGER_ROLE`. Reverts `VaultTraderNotSet` before the VaultTrader is wired,
    ///      `InvalidInput` for an empty or too long name, a zero or too large `totalM2`, a zero price
    ///      or one above `type(uint96).max`, and `InvalidLockDuration`. The token's symbol is
    ///      `M2-<property number>` (1-based). Selling back starts enabled.
    /// @param name Property name.
    /// @param totalM2 Whole square metres.
    /// @param pricePerM2 Stablecoin base units per whole M2.
    /// @param lockSeconds Lock duration of bought M2, in seconds.
    /// @return token The new property token.
    function createProperty(string calldata name, uint256 totalM2, uint256 pricePerM2, uint256 lockSeconds)
        external
        returns (address token);

    /// @notice A page of the properties in creation order: at most `limit` entries from index `offset`
    ///         (empty past the end). `propertyCount()` says how many pages there are.
    function getAllProperties(uint256 offset, uint256 limit) external view returns (PropertyEntry[] memory);

    /// @notice The properties not delisted among the page [`offset`, `offset + limit`) of the creation
    ///         order (so a page may hold fewer than `limit`; walk pages up to `propertyCount()`).
    function getActiveProperties(uint256 offset, uint256 limit) external view returns (PropertyEntry[] memory);

    /// @notice A page of the property token addresses, in creation order.
    function getPropertyTokens(uint256 offset, uint256 limit) external view returns (address[] memory);

    /// @notice Number of properties ever created.
    function propertyCount() external view returns (uint256);

    /// @notice Whether `token` was created by this registry.
    function isProperty(address token) external view returns (bool);

    /// @notice With `refund`, delists at once with the refund (current price × sold M2) escrowed in full in the
    ///         vault's refund pool, or reverts `RefundUnderfunded` (see `delistWithRefund`). Without, announces the
    ///         delisting: buys stop at once, holders may still sell back, and `applyClosure` delists for good
    ///         `CLOSURE_NOTICE` later (event `ClosureAnnounced`, kind `CLOSE_DELIST`).
    /// @dev Only `MANAGER_ROLE`. Reverts `AlreadyDelisted` once delisted, `ClosurePending` while a closure is
    ///      announced (without refund), `UnknownProperty` for an unknown token.
    function delistProperty(address token, bool refund) external;

    /// @notice Delists with a refund at `refundPrice`: refundPrice × sold M2 moves into the refund pool, from the
    ///         property's bucket first, then the general bucket (within its per-property cap). Short of it,
    ///         reverts `RefundUnderfunded` unless `allowPartial`: the pool then starts short, pays every claimant
    ///         the same fraction and can be topped up. Supersedes an announced closure.
    /// @dev `refundPrice` lies within [price in force × (1 − `MAX_PRICE_STEP_BPS`), price in force]: above it
    ///      reverts `InvalidInput`, below it `RefundPriceTooLow` (a deeper cut is a price change first).
    function delistWithRefund(address token, uint256 refundPrice, bool allowPartial) external;

    /// @notice The closure of `token` announced by `setSellEnabled(token, false)` or `delistProperty(token, false)`
    ///         and not applied or cancelled yet.
    /// @return kind 0 when none, `CLOSE_SELL_BACK` or `CLOSE_DELIST`.
    /// @return effectiveAt When it may be applied (0 when none).
    function pendingClosure(address token) external view returns (uint256 kind, uint256 effectiveAt);

    /// @notice Applies the announced closure once `CLOSURE_NOTICE` ran out: selling back disabled
    ///         (`SellEnabledUpdated(token, false)`) or the property delisted without refund
    ///         (`PropertyDelisted(token, false)`). Manager or admin; `NothingPending` without one, `TooEarly`
    ///         before its time.
    function applyClosure(address token) external;

    /// @notice Withdraws the announced closure (buys reopen after an announced delisting). Manager or admin.
    function cancelClosure(address token) external;

    /// @notice Proposes a new price (at most ±`MAX_PRICE_STEP_BPS` of the price in force). Only
    ///         `MANAGER_ROLE`; reverts `ProposalPending` while an unconfirmed proposal exists (cancel it first),
    ///         `PriceChangePending` while a confirmed change is announced and `PriceFrozen` once delisted.
    function proposePrice(address token, uint256 newPrice) external;

    /// @notice Confirms the proposal of `expectedPrice`: the new price applies `PRICE_NOTICE` later (the token's
    ///         `pendingPrice` shows it meanwhile). The fund manager or the admin, never the proposer; reverts
    ///         `ProposalMismatch` when the proposal is not `expectedPrice`.
    function confirmPrice(address token, uint256 expectedPrice) external;

    /// @notice Withdraws a proposal or an announced change not yet in force. Manager or admin.
    function cancelPriceChange(address token) external;

    /// @notice The unconfirmed proposal of `token` (zeros when none).
    function priceProposal(address token) external view returns (uint256 price, address proposer);

    /// @notice Sets the lock duration applied to later purchases. Only `MANAGER_ROLE`.
    /// @dev Reverts `InvalidLockDuration` outside [`MIN_LOCK_DURATION`, `MAX_LOCK_DURATION`]. Running locks keep
    ///      their end; a buyer bounds its own unlock time (`VaultTrader.buy`'s `maxUnlockTime`).
    function setLockDuration(address token, uint256 lockSeconds) external;

    /// @notice Switches whether receivers of `token`'s M2 must be verified by the IdentityRegistry
    ///         (docs/compliance.md#the-switch). Manager or admin; also after delisting.
    function setIdentityRequired(address token, bool required) external;

    /// @notice Enables selling back to the vault at once (withdrawing an announced `CLOSE_SELL_BACK`), or announces
    ///         that it ends: `applyClosure` disables it `CLOSURE_NOTICE` later, so holders can sell back first.
    ///         Only `MANAGER_ROLE`; `PriceFrozen` once delisted; disabling reverts `InvalidInput` when selling back is
    ///         already off and `ClosurePending` while a closure is announced.
    function setSellEnabled(address token, bool enabled) external;

    /// @notice True while the property is not delisted (false for an unknown token).
    function isListed(address token) external view returns (bool);

    /// @notice True when holders may sell the property's M2 back to the vault (false for an unknown token).
    function isSellEnabled(address token) external view returns (bool);

    /// @notice The VaultTrader (zero until set).
    function vaultTrader() external view returns (address);

    /// @notice Sets the VaultTrader and the PropertyToken implementation every property clones, once. Only
    ///         `DEFAULT_ADMIN_ROLE`.
    /// @dev Reverts `InvalidInput` unless `newVaultTrader.masterRegistry()` is this registry and
    ///      `implementation` is an uninitialised PropertyToken made for this registry and that vault, whose
    ///      IdentityRegistry answers to this registry;
    ///      `VaultTraderAlreadySet` on a second call.
    function setVaultTrader(address newVaultTrader, address implementation) external;

    /// @notice Announces a replacement vault, only after the current one was emergency-swept
    ///         (`VaultNotSwept`), with a PropertyToken implementation made for it (an empty one whose registry
    ///         is this one and whose vault is `newVaultTrader`, else `InvalidInput`). Admin only; applies
    ///         `VAULT_CHANGE_DELAY` later through `applyVaultTrader`.
    function proposeVaultTrader(address newVaultTrader, address implementation) external;

    /// @notice Points the registry to the announced vault and its implementation once its time came. Admin
    ///         only. Existing tokens then accept trades from it; properties created from then on are clones of
    ///         the new implementation, so the new vault books their income; refund pools and income booked before
    ///         stay claimable on the old vault.
    function applyVaultTrader() external;

    /// @notice The announced replacement vault and when it may be applied (zeros when none).
    function pendingVaultTrader() external view returns (address vault, uint256 effectiveAt);
}
