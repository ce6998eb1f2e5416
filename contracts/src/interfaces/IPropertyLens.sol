// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IPropertyLens
/// @notice Read-only views that gather every figure the screens need in one RPC round trip.
interface IPropertyLens {
    /// @notice The on-chain property view (docs/product.md#records). Amounts of M2 are token base units
    ///         (18 decimals); prices and values are stablecoin base units.
    struct PropertyView {
        address token;
        string name;
        uint256 initialPrice;
        uint256 currentPrice;
        uint256 totalM2;
        uint256 lockDuration;
        uint256 soldM2;
        uint256 availableM2;
        uint256 bucketBalance;
        uint256 soldValue;
        uint256 availableValue;
        bool hasActiveBucket;
        bool hasUserInvestments;
        bool isSellEnabled;
        bool isListed;
        bool refund;
        bool isLiquidityInsufficient;
    }

    /// @notice What one account holds of one property.
    struct AccountPosition {
        address token;
        uint256 balance;
        uint256 lockedAmount;
        uint256 unlockTime;
        uint256 unlockedBalance;
    }

    /// @notice System-wide state (status panel, readiness checks).
    struct SystemStatus {
        address registry;
        address vaultTrader;
        address usdt;
        address fundManager;
        bool paused;
        bool emergencySwept;
        uint256 generalBucket;
        uint256 totalBuckets;
        uint256 propertyCount;
    }

    /// @notice Views of at most `limit` properties from index `offset` of the creation order (empty past the
    ///         end; the registry's `propertyCount()` gives the total).
    function getPropertyViewsPage(uint256 offset, uint256 limit) external view returns (PropertyView[] memory);

    /// @notice View of one property.
    function getPropertyView(address token) external view returns (PropertyView memory);

    /// @notice Positions of `account` in a page of properties (zero balances included, creation order).
    function getAccountPositionsPage(address account, uint256 offset, uint256 limit)
        external
        view
        returns (AccountPosition[] memory);

    /// @notice System-wide state.
    function getSystemStatus() external view returns (SystemStatus memory);
}
