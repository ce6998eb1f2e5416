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
    /// @notice A lock duration is zero or above `MAX_LOCK_DURATION`.
    error InvalidLockDuration(uint256 lockDuration);
    /// @notice `setVaultTrader` ran already: the VaultTrader holds every bucket and is the only
    ///         account property tokens accept trades from, so it is set once.
    error VaultTraderAlreadySet(address vaultTrader);

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
    /// @notice Emitted after the current price of a property changed.
    event PriceUpdated(address indexed token, uint256 oldPrice, uint256 newPrice);
    /// @notice Emitted after the lock duration of a property changed.
    event LockDurationUpdated(address indexed token, uint256 oldLockDuration, uint256 newLockDuration);
    /// @notice Emitted after selling back to the vault was enabled or disabled for a property.
    event SellEnabledUpdated(address indexed token, bool enabled);
    /// @notice Emitted after the VaultTrader address was set.
    event VaultTraderSet(address indexed previousVaultTrader, address indexed newVaultTrader);

    /// @notice Role allowed to create and manage properties.
    function MANAGER_ROLE() external view returns (bytes32);

    /// @notice Longest accepted lock duration, in seconds.
    function MAX_LOCK_DURATION() external view returns (uint256);

    /// @notice Largest accepted `totalM2` (the supply `totalM2 * 1e18` must fit in 96 bits).
    function MAX_TOTAL_M2() external view returns (uint256);

    /// @notice Longest accepted property name, in bytes (UTF-8).
    function MAX_NAME_LENGTH() external view returns (uint256);

    /// @notice The PropertyToken implementation every property token is a minimal-proxy clone of.
    /// @dev Deployed by `setVaultTrader` (the VaultTrader is an immutable of it); zero before.
    function tokenImplementation() external view returns (address);

    /// @notice Creates a property token holding `totalM2 * 1e18` in its own balance.
    /// @dev Only `MANAGER_ROLE`. Reverts `VaultTraderNotSet` before the VaultTrader is wired,
    ///      `InvalidInput` for an empty or too long name, a zero or too large `totalM2`, a zero price
    ///      or one above `type(uint128).max`, and `InvalidLockDuration`. The token's symbol is
    ///      `M2-<property number>` (1-based). Selling back starts enabled.
    /// @param name Property name.
    /// @param totalM2 Whole square metres.
    /// @param pricePerM2 Stablecoin base units per whole M2.
    /// @param lockSeconds Lock duration of bought M2, in seconds.
    /// @return token The new property token.
    function createProperty(string calldata name, uint256 totalM2, uint256 pricePerM2, uint256 lockSeconds)
        external
        returns (address token);

    /// @notice Every property ever created, in creation order.
    function getAllProperties() external view returns (PropertyEntry[] memory);

    /// @notice Properties not delisted, in creation order.
    function getActiveProperties() external view returns (PropertyEntry[] memory);

    /// @notice Every property token address, in creation order.
    function getPropertyTokens() external view returns (address[] memory);

    /// @notice Number of properties ever created.
    function propertyCount() external view returns (uint256);

    /// @notice Whether `token` was created by this registry.
    function isProperty(address token) external view returns (bool);

    /// @notice Delists a property for good: buys stop; `refund` becomes its sell flag, so holders
    ///         can sell back at the current price (refund) or not.
    /// @dev Only `MANAGER_ROLE`. A second call reverts `AlreadyDelisted`; an unknown token `UnknownProperty`.
    function delistProperty(address token, bool refund) external;

    /// @notice Sets the current price (stablecoin base units per whole M2). Only `MANAGER_ROLE`.
    /// @dev Reverts `InvalidInput` for zero or a price above `type(uint128).max`. Allowed after
    ///      delisting, so a refund can be priced.
    function updatePrice(address token, uint256 newPrice) external;

    /// @notice Sets the lock duration applied to later purchases. Only `MANAGER_ROLE`.
    /// @dev Reverts `InvalidLockDuration` for zero or above `MAX_LOCK_DURATION`. Running locks keep their end.
    function setLockDuration(address token, uint256 lockSeconds) external;

    /// @notice Enables or disables selling back to the vault. Only `MANAGER_ROLE`.
    function setSellEnabled(address token, bool enabled) external;

    /// @notice True while the property is not delisted (false for an unknown token).
    function isListed(address token) external view returns (bool);

    /// @notice True when holders may sell the property's M2 back to the vault (false for an unknown token).
    function isSellEnabled(address token) external view returns (bool);

    /// @notice The VaultTrader (zero until set).
    function vaultTrader() external view returns (address);

    /// @notice Sets the VaultTrader, once. Only `DEFAULT_ADMIN_ROLE`.
    /// @dev Reverts `InvalidInput` unless `newVaultTrader.masterRegistry()` is this registry, and
    ///      `VaultTraderAlreadySet` on a second call. Also deploys the PropertyToken implementation.
    function setVaultTrader(address newVaultTrader) external;
}
