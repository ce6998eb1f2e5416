// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IIdentityRegistry
/// @notice The allow-list of investors (docs/compliance.md). Holders of `COMPLIANCE_ROLE` on the MasterRegistry
///         (granted by its admin) approve investors, with an optional country code and expiry, revoke them and
///         freeze or unfreeze any account. Every PropertyToken whose identity requirement is on asks `isVerified`
///         of the receiver of a buy or a transfer, and refuses a transfer from a frozen sender; selling back,
///         claiming refunds and claiming income never ask (docs/compliance.md#what-stays-open).
///
///         Recovery of a lost wallet takes two steps: compliance announces it (`requestRecovery`), the lost wallet
///         (or compliance) may cancel it for `RECOVERY_DELAY`, then compliance or the replacement executes it for a
///         list of properties: the M2, the lock and the unclaimed income of each move to the replacement.
/// @dev One storage word per investor (`Identity`), kept in the registry's `identityStore()`, so a token's check is one
///      cold call and one cold read. Every event is emitted
///      right after the state change it reports and names who acted (`by`), for the back office's audit log.
interface IIdentityRegistry {
    /// @notice What the registry knows of one account, in one slot.
    /// @param approved True between `approve` and `revoke`.
    /// @param frozen True between `freeze` and `unfreeze` (independent of the approval).
    /// @param country ISO 3166-1 numeric country code, 0 = none given.
    /// @param expiry Unix time the approval ends (it holds while `block.timestamp < expiry`), 0 = no expiry.
    struct Identity {
        bool approved;
        bool frozen;
        uint16 country;
        uint40 expiry;
    }

    /// @notice An announced recovery: the M2 of the lost wallet may move to `replacement` from `readyAt`.
    struct Recovery {
        address replacement;
        uint40 readyAt;
    }

    /// @notice The caller lacks `COMPLIANCE_ROLE` (or, for `cancelRecovery`/`executeRecovery`, is not the wallet
    ///         allowed to act).
    error Unauthorized(address caller);
    /// @notice A zero address, the same address twice, or a zero MasterRegistry.
    error InvalidInput();
    /// @notice An expiry that is not in the future (0 means none and is accepted).
    error ExpiryInPast(uint256 expiry);
    /// @notice `revoke` of an account that is not approved.
    error NotApproved(address investor);
    /// @notice `freeze` of an account already frozen.
    error AlreadyFrozen(address account);
    /// @notice `unfreeze` of an account that is not frozen.
    error NotFrozen(address account);
    /// @notice The replacement of a recovery is not verified (approved, not expired, not frozen).
    error ReplacementNotVerified(address replacement);
    /// @notice A recovery of `lost` is already announced.
    error RecoveryPending(address lost, address replacement, uint256 readyAt);
    /// @notice No recovery of `lost` is announced.
    error NoRecovery(address lost);
    /// @notice The announced recovery may be executed only from `readyAt`.
    error RecoveryNotReady(uint256 readyAt);
    /// @notice `token` is not a property of the MasterRegistry.
    error UnknownProperty(address token);

    /// @notice Emitted after `investor` was approved (or its country/expiry updated) by `by`.
    event InvestorApproved(address indexed investor, uint16 country, uint40 expiry, address indexed by);
    /// @notice Emitted after the approval of `investor` was withdrawn by `by`.
    event InvestorRevoked(address indexed investor, address indexed by);
    /// @notice Emitted after `account` was frozen by `by`.
    event InvestorFrozen(address indexed account, address indexed by);
    /// @notice Emitted after `account` was unfrozen by `by`.
    event InvestorUnfrozen(address indexed account, address indexed by);
    /// @notice Emitted after `by` announced the recovery of `lost` to `replacement`, executable from `readyAt`.
    event RecoveryRequested(address indexed lost, address indexed replacement, uint256 readyAt, address indexed by);
    /// @notice Emitted after `by` (the lost wallet or compliance) cancelled the announced recovery.
    event RecoveryCancelled(address indexed lost, address indexed replacement, address indexed by);
    /// @notice Emitted once per property after a recovery moved `amount` M2 base units (of which `locked` still
    ///         locked) and `income` stablecoin base units of unclaimed income of `token` from `lost` to
    ///         `replacement`; `by` executed it.
    event RecoveryExecuted(
        address indexed lost,
        address indexed replacement,
        address indexed token,
        uint256 amount,
        uint256 locked,
        uint256 income,
        address by
    );

    /// @notice Delay between `requestRecovery` and the earliest `executeRecovery` (3 days).
    function RECOVERY_DELAY() external view returns (uint256);

    /// @notice The MasterRegistry whose `COMPLIANCE_ROLE` acts here and whose properties recovery may touch.
    function masterRegistry() external view returns (address);

    /// @notice Approves `investor`, or updates the country and expiry of an approved one. Only compliance.
    /// @dev Reverts `InvalidInput` for the zero address, `ExpiryInPast` for a non-zero expiry not after now.
    ///      A frozen account stays frozen.
    /// @param country ISO 3166-1 numeric code, 0 = none.
    /// @param expiry Unix time the approval ends, 0 = none.
    function approve(address investor, uint16 country, uint40 expiry) external;

    /// @notice Withdraws the approval of `investor` (`NotApproved` when it has none). Only compliance. A frozen
    ///         account stays frozen.
    function revoke(address investor) external;

    /// @notice Freezes `account`: it can no longer receive M2 of any property where the requirement is on, nor
    ///         transfer M2 of the listed `tokens` to others (list every property it holds M2 of: the check of a
    ///         transfer reads the sender's mark in the token, `IPropertyToken.freezeSending`, so that it costs no
    ///         extra cold slot, docs/compliance.md#gas). Selling back, refunds and income stay open to it. Only
    ///         compliance; `AlreadyFrozen` twice, `UnknownProperty` for a token that is not a property.
    function freeze(address account, address[] calldata tokens) external;

    /// @notice Lifts a freeze (`NotFrozen` when there is none), in every property at once: a token asks `isFrozen`
    ///         before it refuses a marked sender. Only compliance.
    function unfreeze(address account) external;

    /// @notice True when `account` is approved, its approval has not expired and it is not frozen: it may
    ///         receive M2 where the requirement is on.
    function isVerified(address account) external view returns (bool);

    /// @notice True while `account` is frozen.
    function isFrozen(address account) external view returns (bool);

    /// @notice The stored identity of `account` (all zero when it was never approved nor frozen).
    function identityOf(address account) external view returns (Identity memory);

    /// @notice The checks of one transfer in one call (for off-chain readers: a PropertyToken asks `isVerified` of
    ///         the receiver and reads the sender's freeze mark itself).
    /// @return senderFrozen True when `from` is frozen.
    /// @return receiverVerified `isVerified(to)`.
    function transferStatus(address from, address to) external view returns (bool senderFrozen, bool receiverVerified);

    /// @notice The `IdentityStore` this registry created and writes: where the identities are kept, one word per
    ///         account, and what a PropertyToken reads (docs/compliance.md#gas).
    function identityStore() external view returns (address);

    /// @notice Announces the recovery of `lost` to `replacement`, executable `RECOVERY_DELAY` later. Only compliance.
    /// @dev Reverts `InvalidInput` for a zero or equal address, `ReplacementNotVerified` unless `replacement` is
    ///      verified, `RecoveryPending` while one is announced for `lost`.
    function requestRecovery(address lost, address replacement) external;

    /// @notice Cancels the announced recovery of `lost`. The lost wallet itself or compliance, at any time before
    ///         execution (`NoRecovery` when none is announced).
    function cancelRecovery(address lost) external;

    /// @notice Executes the announced recovery of `lost` for `tokens` (properties of the MasterRegistry, else
    ///         `UnknownProperty`): in each, the M2 balance, the lock (amount and end) and the unclaimed income of
    ///         `lost` move to the replacement. Compliance or the replacement itself, from `readyAt`
    ///         (`RecoveryNotReady` before); the replacement must still be verified. The announcement is used up.
    ///         An empty `tokens` reverts `InvalidInput` (a recovery that moves nothing is cancelled instead).
    function executeRecovery(address lost, address[] calldata tokens) external;

    /// @notice The announced recovery of `lost` (zeros when none).
    function recoveryOf(address lost) external view returns (address replacement, uint256 readyAt);
}
