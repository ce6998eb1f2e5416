// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IVaultTrader} from "./interfaces/IVaultTrader.sol";
import {PropertyToken} from "./PropertyToken.sol";

/// @title MasterRegistry
/// @notice Creates and manages tokenised properties. Each property is a minimal-proxy clone of one
///         PropertyToken implementation; the token itself keeps the property's figures (name, price,
///         lock, flags), so nothing is stored twice and the VaultTrader reads a trade's terms in one call.
contract MasterRegistry is AccessControl, IMasterRegistry {
    /// @inheritdoc IMasterRegistry
    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_LOCK_DURATION = 3650 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_TOTAL_M2 = type(uint96).max / 1e18;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_NAME_LENGTH = 128;

    /// @inheritdoc IMasterRegistry
    address public vaultTrader;
    /// @inheritdoc IMasterRegistry
    address public tokenImplementation;

    address[] private _tokens;
    mapping(address token => bool) private _isProperty;

    /// @param admin Receives `DEFAULT_ADMIN_ROLE` (grants roles, sets the VaultTrader).
    constructor(address admin) {
        if (admin == address(0)) revert InvalidInput();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    modifier onlyProperty(address token) {
        if (!_isProperty[token]) revert UnknownProperty(token);
        _;
    }

    // ----------------------------------------------------------------------------------------------
    // Admin
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IMasterRegistry
    function setVaultTrader(address newVaultTrader) external onlyRole(DEFAULT_ADMIN_ROLE) {
        address previous = vaultTrader;
        if (previous != address(0)) revert VaultTraderAlreadySet(previous);
        if (!_isVaultOfThisRegistry(newVaultTrader)) revert InvalidInput();
        vaultTrader = newVaultTrader;
        tokenImplementation = address(new PropertyToken(newVaultTrader));
        emit VaultTraderSet(previous, newVaultTrader);
    }

    // ----------------------------------------------------------------------------------------------
    // Managers
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IMasterRegistry
    function createProperty(string calldata name, uint256 totalM2, uint256 pricePerM2, uint256 lockSeconds)
        external
        onlyRole(MANAGER_ROLE)
        returns (address token)
    {
        address vault = vaultTrader;
        if (vault == address(0)) revert VaultTraderNotSet();
        uint256 nameLength = bytes(name).length;
        if (nameLength == 0 || nameLength > MAX_NAME_LENGTH) revert InvalidInput();
        if (totalM2 == 0 || totalM2 > MAX_TOTAL_M2) revert InvalidInput();
        _checkPrice(pricePerM2);
        _checkLockDuration(lockSeconds);

        token = Clones.clone(tokenImplementation);
        _tokens.push(token);
        _isProperty[token] = true;
        string memory symbol = string.concat("M2-", Strings.toString(_tokens.length));
        IPropertyToken(token).initialize(name, symbol, totalM2, pricePerM2, lockSeconds);
        IVaultTrader(vault).registerProperty(token);
        emit PropertyCreated(token, name, totalM2, pricePerM2, lockSeconds, msg.sender);
    }

    /// @inheritdoc IMasterRegistry
    function delistProperty(address token, bool refund) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        if (!IPropertyToken(token).listed()) revert AlreadyDelisted(token);
        IPropertyToken(token).delist(refund);
        emit PropertyDelisted(token, refund);
    }

    /// @inheritdoc IMasterRegistry
    function updatePrice(address token, uint256 newPrice) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        _checkPrice(newPrice);
        uint256 oldPrice = IPropertyToken(token).currentPrice();
        IPropertyToken(token).setPrice(newPrice);
        emit PriceUpdated(token, oldPrice, newPrice);
    }

    /// @inheritdoc IMasterRegistry
    function setLockDuration(address token, uint256 lockSeconds) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        _checkLockDuration(lockSeconds);
        uint256 oldLockDuration = IPropertyToken(token).lockDuration();
        IPropertyToken(token).setLockDuration(lockSeconds);
        emit LockDurationUpdated(token, oldLockDuration, lockSeconds);
    }

    /// @inheritdoc IMasterRegistry
    function setSellEnabled(address token, bool enabled) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        IPropertyToken(token).setSellEnabled(enabled);
        emit SellEnabledUpdated(token, enabled);
    }

    // ----------------------------------------------------------------------------------------------
    // Views
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IMasterRegistry
    function getAllProperties() external view returns (PropertyEntry[] memory entries) {
        uint256 count = _tokens.length;
        entries = new PropertyEntry[](count);
        for (uint256 i; i < count; ++i) {
            entries[i] = _entry(_tokens[i]);
        }
    }

    /// @inheritdoc IMasterRegistry
    function getActiveProperties() external view returns (PropertyEntry[] memory entries) {
        uint256 count = _tokens.length;
        entries = new PropertyEntry[](count);
        uint256 active;
        for (uint256 i; i < count; ++i) {
            PropertyEntry memory entry = _entry(_tokens[i]);
            if (!entry.delisted) entries[active++] = entry;
        }
        assembly ("memory-safe") {
            mstore(entries, active)
        }
    }

    /// @inheritdoc IMasterRegistry
    function getPropertyTokens() external view returns (address[] memory) {
        return _tokens;
    }

    /// @inheritdoc IMasterRegistry
    function propertyCount() external view returns (uint256) {
        return _tokens.length;
    }

    /// @inheritdoc IMasterRegistry
    function isProperty(address token) external view returns (bool) {
        return _isProperty[token];
    }

    /// @inheritdoc IMasterRegistry
    function isListed(address token) external view returns (bool) {
        return _isProperty[token] && IPropertyToken(token).listed();
    }

    /// @inheritdoc IMasterRegistry
    function isSellEnabled(address token) external view returns (bool) {
        return _isProperty[token] && IPropertyToken(token).sellEnabled();
    }

    function _entry(address token) private view returns (PropertyEntry memory entry) {
        IPropertyToken.PropertyDetails memory d = IPropertyToken(token).getPropertyDetails();
        entry = PropertyEntry({
            token: token,
            name: d.name,
            totalM2: d.totalM2,
            initialPrice: d.initialPrice,
            lockDuration: d.lockDuration,
            delisted: !d.listed,
            refund: !d.listed && d.sellEnabled
        });
    }

    function _isVaultOfThisRegistry(address candidate) private view returns (bool) {
        if (candidate.code.length == 0) return false;
        try IVaultTrader(candidate).masterRegistry() returns (address registry) {
            return registry == address(this);
        } catch {
            return false;
        }
    }

    function _checkPrice(uint256 price) private pure {
        if (price == 0 || price > type(uint128).max) revert InvalidInput();
    }

    function _checkLockDuration(uint256 lockSeconds) private pure {
        if (lockSeconds == 0 || lockSeconds > MAX_LOCK_DURATION) revert InvalidLockDuration(lockSeconds);
    }
}
