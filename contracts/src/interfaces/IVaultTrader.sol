// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IVaultTrader
/// @notice Buys and sells property M2 against a USDT-style stablecoin. Each property has a
///         bucket holding the stablecoin its buyers paid (and what fund managers deposited);
///         the general bucket (addressed as the zero address) backs sales when a property's
///         bucket runs dry. The stablecoin held equals the sum of all buckets plus the general
///         bucket plus the refund pools plus the income not yet claimed plus `unaccounted()` (stablecoin
///         sent straight to the vault, which the fund manager moves into the general bucket with
///         `absorbUnaccounted`).
/// @dev Costs round up and payouts round down, so rounding never favours the caller.
///      Admin = `DEFAULT_ADMIN_ROLE` on the MasterRegistry; fund manager = `fundManager()`.
interface IVaultTrader {
    /// @notice A refund pool: the refund `target` (refund price × `soldM2`), what was `funded` into it,
    ///         what claims `paid`, the claim `deadline` (Unix seconds) and whether it is still `open`.
    struct RefundPool {
        uint256 target;
        uint256 funded;
        uint256 paid;
        uint256 soldM2;
        uint256 deadline;
        bool open;
    }

    /// @notice A parameter is zero or out of range (also: a sale whose payout rounds to 0).
    error InvalidInput();
    /// @notice `token` is delisted: buying is closed (raised by the token, surfaces from `buy`).
    error PropertyDelisted(address token);
    /// @notice `token` is not a property of the registry.
    error UnknownProperty(address token);
    /// @notice Selling back is disabled for `token` (raised by the token, surfaces from `sell`).
    error SellDisabled(address token);
    /// @notice Neither the property's bucket nor the general bucket can pay `needed`.
    error InsufficientFunds(uint256 needed, uint256 available);
    /// @notice The cost exceeds the buyer's `maxCost` or the payout is below `minPayout`.
    error SlippageExceeded(uint256 amount, uint256 bound);
    /// @notice The emergency sweep ran: every operation is disabled for good.
    error ContractSwept();
    /// @notice The caller lacks the role the operation needs.
    error Unauthorized(address caller);
    /// @notice `pause` while paused, `unpause` while not paused, or `emergencySweep` while not paused
    ///         (docs/product.md#system-state).
    error InvalidSystemState();
    /// @notice The transaction was mined after the caller's `deadline`.
    error Expired(uint256 deadline);
    /// @notice The purchase would lock the buyer's M2 until `unlockTime`, later than its `maxUnlockTime`.
    error LockTooLong(uint256 unlockTime, uint256 maxUnlockTime);
    /// @notice The general bucket already paid this property its cap for the period; `remaining` is left.
    error GeneralCapExceeded(uint256 requested, uint256 remaining);
    /// @notice The refund pool cannot be funded in full (`available` of `needed`) and partial was not allowed.
    error RefundUnderfunded(uint256 needed, uint256 available);
    /// @notice `token` has no open refund pool.
    error NoRefundPool(address token);
    /// @notice The claim window of the refund pool ended at `deadline`.
    error RefundWindowOver(uint256 deadline);
    /// @notice The claim window is still open until `deadline`.
    error RefundWindowOpen(uint256 deadline);
    /// @notice `account` has no M2 to retire and nothing more to be paid.
    error NothingToClaim(address account);
    /// @notice An announced change applies only from `effectiveAt`.
    error TooEarly(uint256 effectiveAt);
    /// @notice A reinvestment costs `needed` but the holder's income of the property is only `available`.
    error InsufficientIncome(uint256 needed, uint256 available);
    /// @notice `adoptProperty` for a property this vault already knows (it would reset its general-bucket period).
    error AlreadyRegistered(address token);
    /// @notice A withdrawal to `destination`, which is not the treasury: buckets are paid out only to it.
    error NotTreasury(address destination);
    /// @notice Nothing of the bucket may leave now: the free share left this period plus an announced withdrawal
    ///         whose notice ran out come to 0 (docs/money-rules.md#withdrawals).
    error WithdrawalLimit(uint256 available);
    /// @notice A withdrawal is announced for `token` (`amount` from `effectiveAt`): it is used or cancelled first.
    error WithdrawalPending(address token, uint256 amount, uint256 effectiveAt);

    /// @notice Emitted after `buyer` bought `m2` of `token` for `cost` at `price`.
    event Bought(address indexed buyer, address indexed token, uint256 m2, uint256 cost, uint256 price);
    /// @notice Emitted after `seller` sold `m2` of `token` for `payout`; `fromGeneral` of it came from the general bucket.
    event Sold(
        address indexed seller, address indexed token, uint256 m2, uint256 payout, uint256 price, uint256 fromGeneral
    );
    /// @notice Emitted after `amount` was deposited into the bucket of `token` (zero = general bucket).
    event Deposited(address indexed token, address indexed from, uint256 amount);
    /// @notice Emitted after the whole bucket of `token` (zero = general) was paid to `destination`.
    event Withdrawn(address indexed token, address indexed destination, uint256 amount);
    /// @notice Emitted after the fund manager changed.
    event FundManagerSet(address indexed previousFundManager, address indexed newFundManager);
    /// @notice Emitted after the admin named the next fund manager, who may accept from `effectiveAt`.
    event FundManagerProposed(address indexed account, uint256 effectiveAt);
    /// @notice Emitted after the admin announced a new treasury, applicable from `effectiveAt`.
    event TreasuryProposed(address indexed account, uint256 effectiveAt);
    /// @notice Emitted after the treasury changed.
    event TreasurySet(address indexed previousTreasury, address indexed newTreasury);
    /// @notice Emitted after the admin swept the stablecoin (refund pools excepted) to the treasury
    ///         `destination`; trading on this vault is over after it.
    event EmergencySwept(address indexed destination, uint256 amount);
    /// @notice Emitted after the general bucket paid `amount` for `token`; `used` of `cap` in the period.
    event GeneralBucketDrawn(address indexed token, uint256 amount, uint256 used, uint256 cap);
    /// @notice Emitted after `amount` of stablecoin sent straight to the vault joined the general bucket.
    event UnaccountedAbsorbed(address indexed by, uint256 amount);
    /// @notice Emitted after a refund pool opened for `token` (refund price, sold M2, target, claim deadline).
    event RefundOpened(address indexed token, uint256 refundPrice, uint256 soldM2, uint256 target, uint256 deadline);
    /// @notice Emitted after `amount` was funded into the refund pool of `token` (`funded` in total).
    event RefundFunded(address indexed token, address indexed from, uint256 amount, uint256 funded);
    /// @notice Emitted after `holder` retired `m2` M2 of `token` and was paid `amount` from its refund pool.
    event RefundClaimed(address indexed token, address indexed holder, uint256 m2, uint256 amount);
    /// @notice Emitted after a refund pool closed at the end of its window; `remainder` joined the general bucket
    ///         (on a swept vault: went to the treasury).
    event RefundClosed(address indexed token, uint256 remainder);
    /// @notice Emitted after a fund manager or the admin announced that up to `amount` of the bucket of `token` (zero
    ///         address = general bucket) may be withdrawn to the treasury from `effectiveAt`, beyond the free share.
    event WithdrawalAnnounced(address indexed token, uint256 amount, uint256 effectiveAt, address indexed by);
    /// @notice Emitted after the announced withdrawal of `token` was withdrawn by `by`.
    event WithdrawalCancelled(address indexed token, address indexed by);
    /// @notice Emitted after a recovery moved `lost`'s refund claim record of `token` to `replacement`.
    event RefundClaimMoved(address indexed token, address indexed lost, address indexed replacement, uint256 m2);
    /// @notice Emitted after `from` distributed `amount` of income to the holders of `token` for the period
    ///         [`periodStart`, `periodEnd`) (Unix seconds); `issuerShare` (the share of the M2 not sold yet)
    ///         joined the property's bucket. `index` numbers the property's distributions from 1.
    event IncomeDistributed(
        address indexed token,
        address indexed from,
        uint256 indexed index,
        uint256 amount,
        uint256 issuerShare,
        uint256 periodStart,
        uint256 periodEnd
    );
    /// @notice Emitted after `holder` was paid `amount` of its income from `token`.
    event IncomeClaimed(address indexed holder, address indexed token, uint256 amount);
    /// @notice Emitted after `holder` spent `cost` of its income from `token` on `m2` more M2 of it (a
    ///         `Bought` event of the same purchase precedes it).
    event IncomeReinvested(address indexed holder, address indexed token, uint256 m2, uint256 cost);

    /// @notice The registry whose properties this vault trades.
    function masterRegistry() external view returns (address);

    /// @notice The stablecoin.
    function USDT() external view returns (address);

    /// @notice Length of the general bucket's per-property period (7 days).
    function GENERAL_PERIOD() external view returns (uint256);

    /// @notice What the general bucket may pay one property per period, in basis points of what the general bucket
    ///         holds plus what it already paid that property this period, counted at each payment (2,000 = 20 %):
    ///         a deposit in the middle of a period raises the cap at once.
    function GENERAL_CAP_BPS() external view returns (uint256);

    /// @notice Length of a bucket's withdrawal period (7 days).
    function WITHDRAW_PERIOD() external view returns (uint256);

    /// @notice What may leave a bucket per period without notice, in basis points of what it holds plus what was
    ///         withdrawn freely this period (1,000 = 10 %).
    function WITHDRAW_FREE_BPS() external view returns (uint256);

    /// @notice Notice of a withdrawal beyond the free share (2 days): holders can sell back first.
    function WITHDRAW_NOTICE() external view returns (uint256);

    /// @notice How long holders may claim a refund after delisting (730 days).
    function REFUND_WINDOW() external view returns (uint256);

    /// @notice Delay of a fund-manager or treasury change (2 days).
    function ROLE_DELAY() external view returns (uint256);

    /// @notice The fund manager: may deposit into and withdraw from buckets.
    function fundManager() external view returns (address);

    /// @notice The named next fund manager and when it may accept (zeros when none).
    function pendingFundManager() external view returns (address account, uint256 effectiveAt);

    /// @notice Where an emergency sweep sends the stablecoin.
    function treasury() external view returns (address);

    /// @notice The announced next treasury and when it may be applied (zeros when none).
    function pendingTreasury() external view returns (address account, uint256 effectiveAt);

    /// @notice Σ of every property's bucket.
    function totalBuckets() external view returns (uint256);

    /// @notice Σ of what the open refund pools still hold.
    function escrowed() external view returns (uint256);

    /// @notice Income distributed and not yet claimed or reinvested (rounding dust included).
    function incomeHeld() external view returns (uint256);

    /// @notice Income of `holder` from `token` not claimed yet (what `claimIncome([token])` pays now).
    function claimableIncome(address token, address holder) external view returns (uint256);

    /// @notice Every book together: general bucket + Σ buckets + Σ refund pools + income held.
    function booked() external view returns (uint256);

    /// @notice Stablecoin held beyond the books (sent straight to the vault).
    function unaccounted() external view returns (uint256);

    /// @notice What the general bucket may still pay `token` in its current period.
    function generalAllowance(address token) external view returns (uint256);

    /// @notice What `withdrawFromBucket(token, treasury)` would pay now (`now_`), and the announced withdrawal
    ///         (`announced` from `effectiveAt`; zeros when none) of the bucket of `token` (zero address = general).
    function withdrawable(address token)
        external
        view
        returns (uint256 now_, uint256 announced, uint256 effectiveAt);
    /// @notice The refund pool of `token` (all zero when it has none).
    function refundPools(address token) external view returns (RefundPool memory);

    /// @notice What `holder` would be paid by `claimRefund(token)` now.
    function claimableRefund(address token, address holder) external view returns (uint256);

    /// @notice Stablecoin base units in the bucket of `token` (zero address = general bucket).
    function buckets(address token) external view returns (uint256);

    /// @notice Stablecoin base units in the general bucket.
    function generalBucket() external view returns (uint256);

    /// @notice True while trading is paused (OpenZeppelin Pausable).
    function paused() external view returns (bool);

    /// @notice True after the emergency sweep.
    function emergencySwept() external view returns (bool);

    /// @notice Cost of `m2` token base units at the current price, rounded up (what `buy` charges).
    function quoteBuy(address token, uint256 m2) external view returns (uint256 cost);

    /// @notice Payout for `m2` token base units at the current price, rounded down (what `sell` pays).
    function quoteSell(address token, uint256 m2) external view returns (uint256 payout);

    /// @notice Buys `m2` token base units of `token`; pays at most `maxCost` stablecoin base units, is
    ///         locked no later than `maxUnlockTime` and must be mined by `deadline` (Unix seconds).
    /// @dev Reverts `Expired`, `LockTooLong`, `EnforcedPause`, `ContractSwept`, `PropertyDelisted`,
    ///      `InvalidInput`, `SlippageExceeded`.
    function buy(address token, uint256 m2, uint256 maxCost, uint256 maxUnlockTime, uint256 deadline)
        external
        returns (uint256 cost);

    /// @notice Sells `m2` unlocked token base units of `token` back; receives at least `minPayout`; must be
    ///         mined by `deadline`.
    /// @dev Pays from the property's bucket first, then the general bucket within the property's
    ///      per-period cap (`GeneralCapExceeded`); reverts `InsufficientFunds` when both together cannot
    ///      pay, `Expired`, `SellDisabled` (also once delisted), `TokensLocked`, `EnforcedPause`, `ContractSwept`.
    function sell(address token, uint256 m2, uint256 minPayout, uint256 deadline) external returns (uint256 payout);

    /// @notice Registry-only: opens the refund pool of a property delisted with a refund (see
    ///         `IMasterRegistry.delistWithRefund`).
    function openRefund(address token, uint256 refundPrice, uint256 soldM2, bool allowPartial) external;

    /// @notice Tops up the refund pool of `token` by `amount` (anyone; at most what it still misses).
    function fundRefund(address token, uint256 amount) external;

    /// @notice Retires ALL the caller's M2 of `token`, locked or not, and pays its share of the refund
    ///         pool: `m2 × min(funded, target) / soldM2` minus what it was paid before. A holder paid from
    ///         a short pool calls again after a top-up. Works while paused and after a sweep.
    function claimRefund(address token) external returns (uint256 amount);

    /// @notice After the claim window, moves the unclaimed rest of the pool into the general bucket; on a swept
    ///         vault, pays it to the treasury instead. Fund manager or admin (admin only once swept).
    function closeRefund(address token) external returns (uint256 remainder);

    /// @notice Called by a property token (claims are keyed by the caller, so another caller finds none): moves `lost`'s refund claim record to `replacement`,
    ///         merged with its own, during a recovery (`IPropertyToken.recoverAccount`), so the replacement claims
    ///         the difference after a top-up. Nothing happens without a record.
    function moveRefundClaim(address lost, address replacement) external;

    /// @notice Distributes `amount` of income to the holders of `token` for the period [`periodStart`,
    ///         `periodEnd`), pro rata to the M2 held now (locked M2 earn too). Fund manager or admin.
    /// @dev Pulls `amount` from the caller (approve first). O(1) gas whatever the number of holders. The share
    ///      of the M2 the token still holds is the issuer's and joins the property's bucket. Reverts
    ///      `InvalidInput` for 0 or an empty period, `IncomeTooSmall` when no M2 base unit would get a share,
    ///      `ContractSwept` after a sweep. Allowed while paused and on delisted properties.
    /// @return index The distribution's number for this property (from 1).
    function distributeIncome(address token, uint256 amount, uint256 periodStart, uint256 periodEnd)
        external
        returns (uint256 index);

    /// @notice Pays the caller its income from every token of `tokens` in one transfer (also after selling,
    ///         while paused and after a sweep). Reverts `NothingToClaim` when the total is 0.
    function claimIncome(address[] calldata tokens) external returns (uint256 amount);

    /// @notice Spends the caller's income from `token` on `m2` more M2 of it at the current price, with the
    ///         bounds of `buy` (`maxCost`, `maxUnlockTime`, `deadline`); the new M2 are locked like any
    ///         purchase. Reverts `InsufficientIncome` when the income does not cover the cost, and like `buy`.
    function reinvestIncome(address token, uint256 m2, uint256 maxCost, uint256 maxUnlockTime, uint256 deadline)
        external
        returns (uint256 cost);

    /// @notice Moves `unaccounted()` into the general bucket. Fund manager or admin.
    function absorbUnaccounted() external returns (uint256 amount);

    /// @notice Deposits `amount` into the bucket of `token` (zero address = general bucket). Fund manager or admin.
    /// @dev Pulls `amount` from the caller (approve first). Allowed while paused; reverts `InvalidInput` for 0.
    function manualDeposit(address token, uint256 amount) external;

    /// @notice Pays the treasury (`destination` must be it, else `NotTreasury`) what may leave the bucket of `token`
    ///         (zero address = general bucket) now: the free share left this period (`WITHDRAW_FREE_BPS`) plus an
    ///         announced withdrawal whose notice ran out (used up by it). Fund manager or admin.
    /// @dev Allowed while paused; reverts `WithdrawalLimit(0)` when nothing may leave. Refund pools are not buckets:
    ///      no withdrawal touches them.
    function withdrawFromBucket(address token, address destination) external returns (uint256 amount);

    /// @notice Announces a withdrawal of up to `amount` beyond the free share, usable `WITHDRAW_NOTICE` later. Fund
    ///         manager or admin; `WithdrawalPending` while one is announced, `InvalidInput` for 0.
    function announceWithdrawal(address token, uint256 amount) external;

    /// @notice Withdraws the announced withdrawal of `token`. Fund manager or admin; `InvalidInput` without one.
    function cancelWithdrawal(address token) external;

    /// @notice Names the fund manager. Admin only; reverts `InvalidInput` for the zero address or the
    ///         current one. The first appointment applies at once (`FundManagerSet`); a replacement is
    ///         announced (`FundManagerProposed`) and accepted by the new account `ROLE_DELAY` later.
    function setFundManager(address account) external;

    /// @notice The named fund manager takes over, once its time came.
    function acceptFundManager() external;

    /// @notice Announces a new treasury. Admin only.
    function proposeTreasury(address account) external;

    /// @notice Applies the announced treasury once its time came. Admin only.
    function applyTreasury() external;

    /// @notice Pauses trading. Admin only; only when not paused and not swept.
    function pause() external;

    /// @notice Resumes trading. Admin only; only when paused and not swept.
    function unpause() external;

    /// @notice Pays the stablecoin held, except the refund pools and the income, to the treasury and ends trading on this
    ///         vault. Admin only, only while paused (`InvalidSystemState`).
    /// @dev Afterwards trading and bucket functions revert `ContractSwept` and `buckets`/`generalBucket`
    ///      read 0; refund and income claims go on. The registry may then point to a replacement vault
    ///      (`IMasterRegistry.proposeVaultTrader`), where holders sell once it is funded.
    function emergencySweep() external;

    /// @notice Registry-only: opens the bucket of a newly created property token.
    function registerProperty(address token) external;

    /// @notice Opens the bucket of an existing property on a replacement vault (anyone; only when the
    ///         registry points to this vault, and once: `AlreadyRegistered` for a property it knows).
    function adoptProperty(address token) external;
}
