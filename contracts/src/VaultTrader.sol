// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuardTransient} from "@openzeppelin/contracts/utils/ReentrancyGuardTransient.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IVaultTrader} from "./interfaces/IVaultTrader.sol";

/// @title VaultTrader
/// @notice Sells property M2 for the stablecoin and buys them back. What a buyer pays goes into the
///         property's bucket; sales are paid from that bucket first and then from the general bucket.
/// @dev Admin = `DEFAULT_ADMIN_ROLE` on the MasterRegistry. Fee-on-transfer stablecoins are not
///      supported: the books assume the amount sent is the amount received.
contract VaultTrader is IVaultTrader, Pausable, ReentrancyGuardTransient {
    using SafeERC20 for IERC20;
    using SafeCast for uint256;

    /// @dev `registered` keeps the slot non-zero once a property exists, so the first purchase of a
    ///      property does not pay for a fresh storage slot.
    struct Bucket {
        uint128 balance;
        bool registered;
    }

    uint256 private constant ONE_M2 = 1e18;
    /// @dev Largest `m2` argument: every supply fits in 96 bits, so larger amounts cannot exist.
    uint256 private constant MAX_M2 = type(uint96).max;

    // Packed with Pausable's `_paused` in one slot: one read tells whether trading is open.
    bool private _swept;
    address private _fundManager;
    uint256 private _generalBucket;
    mapping(address token => Bucket) private _buckets;

    IMasterRegistry private immutable _registry;
    IERC20 private immutable _usdt;

    /// @param registry_ The MasterRegistry (its admin administers this vault).
    /// @param usdt_ The stablecoin.
    constructor(address registry_, address usdt_) {
        if (registry_.code.length == 0 || usdt_.code.length == 0) revert InvalidInput();
        _registry = IMasterRegistry(registry_);
        _usdt = IERC20(usdt_);
    }

    modifier onlyAdmin() {
        _requireNotSwept();
        if (!_isAdmin(msg.sender)) revert Unauthorized(msg.sender);
        _;
    }

    modifier onlyFundManagerOrAdmin() {
        _requireNotSwept();
        if (msg.sender != _fundManager && !_isAdmin(msg.sender)) revert Unauthorized(msg.sender);
        _;
    }

    /// @dev Trading needs the contract neither swept nor paused (swept is reported first).
    modifier whenTrading() {
        _requireNotSwept();
        _requireNotPaused();
        _;
    }

    // ----------------------------------------------------------------------------------------------
    // Trading
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function buy(address token, uint256 m2, uint256 maxCost) external nonReentrant whenTrading returns (uint256 cost) {
        Bucket storage bucket = _bucketOf(token);
        _checkAmount(m2);
        // The token refuses a delisted property (PropertyDelisted) and M2 it does not hold.
        uint256 price = IPropertyToken(token).releaseTo(msg.sender, m2);
        // Never zero, so no check: m2 >= 1 (checked above) and price >= 1 (the registry refuses a zero
        // price), so m2 * price >= 1 and the rounded-up cost is at least one base unit.
        cost = _costOf(m2, price);
        if (cost > maxCost) revert SlippageExceeded(cost, maxCost);
        bucket.balance = (bucket.balance + cost).toUint128();
        _usdt.safeTransferFrom(msg.sender, address(this), cost);
        emit Bought(msg.sender, token, m2, cost, price);
    }

    /// @inheritdoc IVaultTrader
    function sell(address token, uint256 m2, uint256 minPayout)
        external
        nonReentrant
        whenTrading
        returns (uint256 payout)
    {
        Bucket storage bucket = _bucketOf(token);
        _checkAmount(m2);
        // The token refuses while selling back is disabled (SellDisabled) and locked M2 (TokensLocked).
        uint256 price = IPropertyToken(token).reclaimFrom(msg.sender, m2);
        payout = _payoutOf(m2, price);
        if (payout == 0) revert InvalidInput();
        if (payout < minPayout) revert SlippageExceeded(payout, minPayout);

        uint256 fromGeneral;
        uint256 inBucket = bucket.balance;
        if (payout <= inBucket) {
            // forge-lint: disable-next-line(unsafe-typecast) below the uint128 it was read from
            bucket.balance = uint128(inBucket - payout);
        } else {
            fromGeneral = payout - inBucket;
            uint256 general = _generalBucket;
            if (fromGeneral > general) revert InsufficientFunds(payout, inBucket + general);
            bucket.balance = 0;
            _generalBucket = general - fromGeneral;
        }
        _usdt.safeTransfer(msg.sender, payout);
        emit Sold(msg.sender, token, m2, payout, price, fromGeneral);
    }

    /// @inheritdoc IVaultTrader
    function quoteBuy(address token, uint256 m2) external view returns (uint256 cost) {
        _bucketOf(token);
        _checkAmount(m2);
        return _costOf(m2, IPropertyToken(token).currentPrice());
    }

    /// @inheritdoc IVaultTrader
    function quoteSell(address token, uint256 m2) external view returns (uint256 payout) {
        _bucketOf(token);
        _checkAmount(m2);
        return _payoutOf(m2, IPropertyToken(token).currentPrice());
    }

    // ----------------------------------------------------------------------------------------------
    // Buckets (fund manager or admin)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function manualDeposit(address token, uint256 amount) external nonReentrant onlyFundManagerOrAdmin {
        if (amount == 0) revert InvalidInput();
        if (token == address(0)) {
            _generalBucket += amount;
        } else {
            Bucket storage bucket = _bucketOf(token);
            bucket.balance = (bucket.balance + amount).toUint128();
        }
        _usdt.safeTransferFrom(msg.sender, address(this), amount);
        emit Deposited(token, msg.sender, amount);
    }

    /// @inheritdoc IVaultTrader
    function withdrawFromBucket(address token, address destination)
        external
        nonReentrant
        onlyFundManagerOrAdmin
        returns (uint256 amount)
    {
        if (destination == address(0) || destination == address(this)) revert InvalidInput();
        if (token == address(0)) {
            amount = _generalBucket;
            _generalBucket = 0;
        } else {
            Bucket storage bucket = _bucketOf(token);
            amount = bucket.balance;
            bucket.balance = 0;
        }
        if (amount == 0) revert InvalidInput();
        _usdt.safeTransfer(destination, amount);
        emit Withdrawn(token, destination, amount);
    }

    // ----------------------------------------------------------------------------------------------
    // Admin
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function setFundManager(address account) external onlyAdmin {
        if (account == address(0)) revert InvalidInput();
        address previous = _fundManager;
        _fundManager = account;
        emit FundManagerSet(previous, account);
    }

    /// @inheritdoc IVaultTrader
    function pause() external onlyAdmin {
        if (paused()) revert InvalidSystemState();
        _pause();
    }

    /// @inheritdoc IVaultTrader
    function unpause() external onlyAdmin {
        if (!paused()) revert InvalidSystemState();
        _unpause();
    }

    /// @inheritdoc IVaultTrader
    function emergencySweep(address destination) external nonReentrant onlyAdmin {
        if (destination == address(0) || destination == address(this)) revert InvalidInput();
        _swept = true;
        _generalBucket = 0;
        uint256 amount = _usdt.balanceOf(address(this));
        if (amount > 0) _usdt.safeTransfer(destination, amount);
        emit EmergencySwept(destination, amount);
    }

    /// @inheritdoc IVaultTrader
    function registerProperty(address token) external {
        _requireNotSwept();
        if (msg.sender != address(_registry)) revert Unauthorized(msg.sender);
        _buckets[token].registered = true;
    }

    // ----------------------------------------------------------------------------------------------
    // Views
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IVaultTrader
    function masterRegistry() external view returns (address) {
        return address(_registry);
    }

    /// @inheritdoc IVaultTrader
    function USDT() external view returns (address) {
        return address(_usdt);
    }

    /// @inheritdoc IVaultTrader
    function fundManager() external view returns (address) {
        return _fundManager;
    }

    /// @inheritdoc IVaultTrader
    /// @dev The zero address reads the general bucket. Zero after the emergency sweep (the
    ///      stablecoin left with it).
    function buckets(address token) external view returns (uint256) {
        if (token == address(0)) return _generalBucket;
        return _swept ? 0 : _buckets[token].balance;
    }

    /// @inheritdoc IVaultTrader
    function generalBucket() external view returns (uint256) {
        return _generalBucket;
    }

    /// @inheritdoc IVaultTrader
    function paused() public view override(IVaultTrader, Pausable) returns (bool) {
        return super.paused();
    }

    /// @inheritdoc IVaultTrader
    function emergencySwept() external view returns (bool) {
        return _swept;
    }

    // ----------------------------------------------------------------------------------------------
    // Internals
    // ----------------------------------------------------------------------------------------------

    function _bucketOf(address token) private view returns (Bucket storage bucket) {
        bucket = _buckets[token];
        if (!bucket.registered) revert UnknownProperty(token);
    }

    function _checkAmount(uint256 m2) private pure {
        if (m2 == 0 || m2 > MAX_M2) revert InvalidInput();
    }

    /// @dev What a buyer pays: rounded up. `m2 <= 2^96` and `price <= 2^128`, so no overflow.
    function _costOf(uint256 m2, uint256 price) private pure returns (uint256) {
        return (m2 * price + ONE_M2 - 1) / ONE_M2;
    }

    /// @dev What a seller receives: rounded down.
    function _payoutOf(uint256 m2, uint256 price) private pure returns (uint256) {
        return m2 * price / ONE_M2;
    }

    function _isAdmin(address account) private view returns (bool) {
        return _registry.hasRole(bytes32(0), account);
    }

    function _requireNotSwept() private view {
        if (_swept) revert ContractSwept();
    }
}
