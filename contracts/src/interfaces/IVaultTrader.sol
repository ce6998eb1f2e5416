// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IVaultTrader
/// @notice Buys and sells property M2 against a USDT-style stablecoin. Each property has a
///         bucket holding the stablecoin its buyers paid (and what fund managers deposited);
///         the general bucket (addressed as the zero address) backs sales when a property's
///         bucket runs dry. The stablecoin held equals the sum of all buckets plus the general
///         bucket, exactly.
/// @dev Costs round up and payouts round down, so rounding never favours the caller.
///      Admin = `DEFAULT_ADMIN_ROLE` on the MasterRegistry; fund manager = `fundManager()`.
interface IVaultTrader {
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
    /// @notice `pause` while paused or `unpause` while not paused (docs/product.md#system-state).
    error InvalidSystemState();

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
    /// @notice Emitted after the admin swept every stablecoin to `destination`; the contract is dead after it.
    event EmergencySwept(address indexed destination, uint256 amount);

    /// @notice The registry whose properties this vault trades.
    function masterRegistry() external view returns (address);

    /// @notice The stablecoin.
    function USDT() external view returns (address);

    /// @notice The fund manager: may deposit into and withdraw from buckets.
    function fundManager() external view returns (address);

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

    /// @notice Buys `m2` token base units of `token`; pays at most `maxCost` stablecoin base units.
    /// @dev Reverts `EnforcedPause`, `ContractSwept`, `PropertyDelisted`, `InvalidInput`, `SlippageExceeded`.
    function buy(address token, uint256 m2, uint256 maxCost) external returns (uint256 cost);

    /// @notice Sells `m2` unlocked token base units of `token` back; receives at least `minPayout`.
    /// @dev Pays from the property's bucket first, then the general bucket; reverts `InsufficientFunds`
    ///      when both together cannot pay, `SellDisabled`, `TokensLocked`, `EnforcedPause`, `ContractSwept`.
    function sell(address token, uint256 m2, uint256 minPayout) external returns (uint256 payout);

    /// @notice Deposits `amount` into the bucket of `token` (zero address = general bucket). Fund manager or admin.
    /// @dev Pulls `amount` from the caller (approve first). Allowed while paused; reverts `InvalidInput` for 0.
    function manualDeposit(address token, uint256 amount) external;

    /// @notice Pays the whole bucket of `token` (zero address = general bucket) to `destination`. Fund manager or admin.
    /// @dev Allowed while paused; reverts `InvalidInput` for an empty bucket or a zero/self destination.
    function withdrawFromBucket(address token, address destination) external returns (uint256 amount);

    /// @notice Replaces the fund manager. Admin only; reverts `InvalidInput` for the zero address.
    function setFundManager(address account) external;

    /// @notice Pauses trading. Admin only; only when not paused and not swept.
    function pause() external;

    /// @notice Resumes trading. Admin only; only when paused and not swept.
    function unpause() external;

    /// @notice Pays every stablecoin held to `destination` and disables the contract for good. Admin only.
    /// @dev Afterwards every state-changing function reverts `ContractSwept`, and `buckets`/`generalBucket` read 0.
    function emergencySweep(address destination) external;

    /// @notice Registry-only: opens the bucket of a newly created property token.
    function registerProperty(address token) external;
}
