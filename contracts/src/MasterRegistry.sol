// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
    AccessControlDefaultAdminRules
} from "@openzeppelin/contracts/access/extensions/AccessControlDefaultAdminRules.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";
import {IIdentityRegistry} from "./interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IVaultTrader} from "./interfaces/IVaultTrader.sol";

/// @title MasterRegistry
/// @notice Creates and manages tokenised properties. Each property is a minimal-proxy clone of one
///         PropertyToken implementation; the token itself keeps the property's figures (name, price,
///         lock, flags), so nothing is stored twice and the VaultTrader reads a trade's terms in one call.
/// @dev The default admin is handed over in two steps with a delay (OpenZeppelin
///      AccessControlDefaultAdminRules): no single transaction can give the system away or leave it
///      without an admin by mistake. Price changes are four-eyes and announced (docs/money-rules.md).
contract MasterRegistry is AccessControlDefaultAdminRules, IMasterRegistry {
    /// @dev A proposed price waiting for the second pair of eyes.
    struct Proposal {
        uint128 price;
        address proposer;
    }

    /// @dev An announced closure: `kind` (`CLOSE_SELL_BACK` or `CLOSE_DELIST`, 0 = none) applicable from `effectiveAt`.
    struct Closure {
        uint8 kind;
        uint64 effectiveAt;
    }

    /// @dev A replacement vault waiting for its announced time, with the PropertyToken implementation made for it
    ///      (properties created from then on are clones of it, so their income is booked by the new vault).
    struct VaultChange {
        address vault;
        uint64 effectiveAt;
        address implementation;
    }

    /// @inheritdoc IMasterRegistry
    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    /// @inheritdoc IMasterRegistry
    bytes32 public constant COMPLIANCE_ROLE = keccak256("COMPLIANCE_ROLE");
    /// @inheritdoc IMasterRegistry
    uint256 public constant MIN_LOCK_DURATION = 1 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_LOCK_DURATION = 1825 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_TOTAL_M2 = type(uint80).max / 1e18;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_NAME_LENGTH = 128;
    /// @inheritdoc IMasterRegistry
    uint256 public constant MAX_PRICE_STEP_BPS = 2000;
    /// @inheritdoc IMasterRegistry
    uint256 public constant PRICE_NOTICE = 2 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant ADMIN_DELAY = 2 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant VAULT_CHANGE_DELAY = 2 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant CLOSURE_NOTICE = 2 days;
    /// @inheritdoc IMasterRegistry
    uint256 public constant CLOSE_SELL_BACK = 1;
    /// @inheritdoc IMasterRegistry
    uint256 public constant CLOSE_DELIST = 2;

    uint256 private constant BPS = 10_000;

    /// @inheritdoc IMasterRegistry
    address public vaultTrader;
    /// @inheritdoc IMasterRegistry
    address public tokenImplementation;

    address[] private _tokens;
    mapping(address token => bool) private _isProperty;
    mapping(address token => Proposal) private _proposals;
    mapping(address token => Closure) private _closures;
    VaultChange private _vaultChange;

    /// @param admin Receives `DEFAULT_ADMIN_ROLE` (grants roles, sets the VaultTrader); handing it over
    ///        later takes two steps `ADMIN_DELAY` apart.
    ///        A zero admin reverts `AccessControlInvalidDefaultAdmin`.
    // forge-lint: disable-next-line(unsafe-typecast) 2 days fit in 48 bits
    constructor(address admin) AccessControlDefaultAdminRules(uint48(ADMIN_DELAY), admin) {}

    modifier onlyProperty(address token) {
        if (!_isProperty[token]) revert UnknownProperty(token);
        _;
    }

    modifier onlyManagerOrAdmin() {
        if (!hasRole(MANAGER_ROLE, msg.sender) && !hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) {
            revert Unauthorized(msg.sender);
        }
        _;
    }

    // ----------------------------------------------------------------------------------------------
    // Admin
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IMasterRegistry
    function setVaultTrader(address newVaultTrader, address implementation) external onlyRole(DEFAULT_ADMIN_ROLE) {
        address previous = vaultTrader;
        if (previous != address(0)) revert VaultTraderAlreadySet(previous);
        if (!_isVaultOfThisRegistry(newVaultTrader) || !_isImplementationOf(implementation, newVaultTrader)) {
            revert InvalidInput();
        }
        vaultTrader = newVaultTrader;
        tokenImplementation = implementation;
        emit VaultTraderSet(previous, newVaultTrader);
    }

    /// @inheritdoc IMasterRegistry
    function proposeVaultTrader(address newVaultTrader, address implementation) external onlyRole(DEFAULT_ADMIN_ROLE) {
        address current = vaultTrader;
        if (current == address(0)) revert VaultTraderNotSet();
        if (!IVaultTrader(current).emergencySwept()) revert VaultNotSwept(current);
        if (
            newVaultTrader == current || !_isVaultOfThisRegistry(newVaultTrader)
                || !_isImplementationOf(implementation, newVaultTrader)
        ) revert InvalidInput();
        uint256 effectiveAt = block.timestamp + VAULT_CHANGE_DELAY;
        _vaultChange = VaultChange({
            vault: newVaultTrader,
            // forge-lint: disable-next-line(unsafe-typecast) a uint64 of seconds lasts 584 billion years
            effectiveAt: uint64(effectiveAt),
            implementation: implementation
        });
        emit VaultTraderProposed(newVaultTrader, implementation, effectiveAt);
    }

    /// @inheritdoc IMasterRegistry
    function applyVaultTrader() external onlyRole(DEFAULT_ADMIN_ROLE) {
        VaultChange memory change = _vaultChange;
        if (change.vault == address(0)) revert NothingPending();
        if (block.timestamp < change.effectiveAt) revert TooEarly(change.effectiveAt);
        delete _vaultChange;
        address previous = vaultTrader;
        vaultTrader = change.vault;
        tokenImplementation = change.implementation;
        emit VaultTraderSet(previous, change.vault);
    }

    /// @inheritdoc IMasterRegistry
    function pendingVaultTrader() external view returns (address vault, uint256 effectiveAt) {
        VaultChange memory change = _vaultChange;
        return (change.vault, change.effectiveAt);
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
        emit IdentityRequirementSet(token, true, msg.sender);
    }

    /// @inheritdoc IMasterRegistry
    function delistProperty(address token, bool refund) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        if (refund) {
            _delistWithRefund(token, IPropertyToken(token).currentPrice(), false);
        } else {
            if (!IPropertyToken(token).listed()) revert AlreadyDelisted(token);
            _announceClosure(token, CLOSE_DELIST);
            // Nobody buys into a property on its way out; holders keep selling back until it is applied.
            IPropertyToken(token).setBuyingClosed(true);
        }
    }

    /// @inheritdoc IMasterRegistry
    function delistWithRefund(address token, uint256 refundPrice, bool allowPartial)
        external
        onlyRole(MANAGER_ROLE)
        onlyProperty(token)
    {
        _delistWithRefund(token, refundPrice, allowPartial);
    }

    /// @inheritdoc IMasterRegistry
    function pendingClosure(address token) external view returns (uint256 kind, uint256 effectiveAt) {
        Closure memory closure = _closures[token];
        return (closure.kind, closure.effectiveAt);
    }

    /// @inheritdoc IMasterRegistry
    function applyClosure(address token) external onlyManagerOrAdmin onlyProperty(token) {
        Closure memory closure = _closures[token];
        if (closure.kind == 0) revert NothingPending();
        if (block.timestamp < closure.effectiveAt) revert TooEarly(closure.effectiveAt);
        delete _closures[token];
        IPropertyToken property = IPropertyToken(token);
        if (closure.kind == CLOSE_DELIST) {
            delete _proposals[token];
            property.delist(false);
            emit PropertyDelisted(token, false);
        } else {
            property.setSellEnabled(false);
            emit SellEnabledUpdated(token, false);
        }
    }

    /// @inheritdoc IMasterRegistry
    function cancelClosure(address token) external onlyManagerOrAdmin onlyProperty(token) {
        uint256 kind = _closures[token].kind;
        if (kind == 0) revert NothingPending();
        delete _closures[token];
        if (kind == CLOSE_DELIST) IPropertyToken(token).setBuyingClosed(false);
        emit ClosureCancelled(token, kind, msg.sender);
    }

    /// @inheritdoc IMasterRegistry
    function proposePrice(address token, uint256 newPrice) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        IPropertyToken property = IPropertyToken(token);
        if (!property.listed()) revert PriceFrozen(token);
        Proposal memory pending = _proposals[token];
        if (pending.proposer != address(0)) revert ProposalPending(token, pending.price);
        (, uint256 effectiveAt) = property.pendingPrice();
        if (effectiveAt != 0) revert PriceChangePending(token, effectiveAt);
        uint256 oldPrice = property.currentPrice();
        _checkPriceStep(oldPrice, newPrice);
        // forge-lint: disable-next-line(unsafe-typecast) _checkPriceStep bounds it by a uint96
        _proposals[token] = Proposal({price: uint128(newPrice), proposer: msg.sender});
        emit PriceChangeProposed(token, msg.sender, oldPrice, newPrice);
    }

    /// @inheritdoc IMasterRegistry
    function confirmPrice(address token, uint256 expectedPrice) external onlyProperty(token) {
        Proposal memory proposal = _proposals[token];
        if (proposal.proposer == address(0)) revert NothingPending();
        if (proposal.price != expectedPrice) revert ProposalMismatch(proposal.price, expectedPrice);
        if (proposal.proposer == msg.sender) revert SameSigner(msg.sender);
        if (msg.sender != IVaultTrader(vaultTrader).fundManager() && !hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) {
            revert Unauthorized(msg.sender);
        }
        IPropertyToken property = IPropertyToken(token);
        if (!property.listed()) revert PriceFrozen(token);
        // The step is checked again against the price in force now.
        uint256 oldPrice = property.currentPrice();
        _checkPriceStep(oldPrice, proposal.price);
        delete _proposals[token];
        uint256 effectiveAt = block.timestamp + PRICE_NOTICE;
        property.schedulePrice(proposal.price, effectiveAt);
        emit PriceChangeConfirmed(token, msg.sender, oldPrice, proposal.price, effectiveAt);
    }

    /// @inheritdoc IMasterRegistry
    function cancelPriceChange(address token) external onlyManagerOrAdmin onlyProperty(token) {
        bool proposed = _proposals[token].proposer != address(0);
        (, uint256 effectiveAt) = IPropertyToken(token).pendingPrice();
        if (!proposed && effectiveAt == 0) revert NothingPending();
        delete _proposals[token];
        if (effectiveAt != 0) IPropertyToken(token).cancelScheduledPrice();
        emit PriceChangeCancelled(token, msg.sender);
    }

    /// @inheritdoc IMasterRegistry
    function priceProposal(address token) external view returns (uint256 price, address proposer) {
        Proposal memory proposal = _proposals[token];
        return (proposal.price, proposal.proposer);
    }

    /// @inheritdoc IMasterRegistry
    function setLockDuration(address token, uint256 lockSeconds) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        _checkLockDuration(lockSeconds);
        uint256 oldLockDuration = IPropertyToken(token).lockDuration();
        IPropertyToken(token).setLockDuration(lockSeconds);
        emit LockDurationUpdated(token, oldLockDuration, lockSeconds);
    }

    /// @inheritdoc IMasterRegistry
    function setIdentityRequired(address token, bool required) external onlyManagerOrAdmin onlyProperty(token) {
        IPropertyToken(token).setIdentityRequired(required);
        emit IdentityRequirementSet(token, required, msg.sender);
    }

    /// @inheritdoc IMasterRegistry
    function setSellEnabled(address token, bool enabled) external onlyRole(MANAGER_ROLE) onlyProperty(token) {
        IPropertyToken property = IPropertyToken(token);
        if (!property.listed()) revert PriceFrozen(token);
        if (!enabled) {
            if (!property.sellEnabled()) revert InvalidInput();
            _announceClosure(token, CLOSE_SELL_BACK);
            return;
        }
        // Enabling helps holders: at once, and it withdraws an announced end of selling back.
        if (_closures[token].kind == CLOSE_SELL_BACK) {
            delete _closures[token];
            emit ClosureCancelled(token, CLOSE_SELL_BACK, msg.sender);
        }
        property.setSellEnabled(true);
        emit SellEnabledUpdated(token, true);
    }

    // ----------------------------------------------------------------------------------------------
    // Views (paginated: `offset` and `limit` index the creation order; see `propertyCount`)
    // ----------------------------------------------------------------------------------------------

    /// @inheritdoc IMasterRegistry
    function getAllProperties(uint256 offset, uint256 limit) external view returns (PropertyEntry[] memory entries) {
        (uint256 start, uint256 end) = _window(offset, limit);
        entries = new PropertyEntry[](end - start);
        for (uint256 i = start; i < end; ++i) {
            entries[i - start] = _entry(_tokens[i]);
        }
    }

    /// @inheritdoc IMasterRegistry
    function getActiveProperties(uint256 offset, uint256 limit) external view returns (PropertyEntry[] memory entries) {
        (uint256 start, uint256 end) = _window(offset, limit);
        entries = new PropertyEntry[](end - start);
        uint256 active;
        for (uint256 i = start; i < end; ++i) {
            PropertyEntry memory entry = _entry(_tokens[i]);
            if (!entry.delisted) entries[active++] = entry;
        }
        assembly ("memory-safe") {
            mstore(entries, active)
        }
    }

    /// @inheritdoc IMasterRegistry
    function getPropertyTokens(uint256 offset, uint256 limit) external view returns (address[] memory tokens) {
        (uint256 start, uint256 end) = _window(offset, limit);
        tokens = new address[](end - start);
        for (uint256 i = start; i < end; ++i) {
            tokens[i - start] = _tokens[i];
        }
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

    // ----------------------------------------------------------------------------------------------
    // Internals
    // ----------------------------------------------------------------------------------------------

    function _delistWithRefund(address token, uint256 refundPrice, bool allowPartial) private {
        IPropertyToken property = IPropertyToken(token);
        if (!property.listed()) revert AlreadyDelisted(token);
        uint256 price = property.currentPrice();
        // Never above the price in force (a manager cannot inflate a refund that the vault then pays), and never
        // below it by more than one price step (one key alone cannot cut holders' money: a deeper cut is a price
        // change first, with a second signer and its notice).
        if (refundPrice > price) revert InvalidInput();
        if (refundPrice * BPS < price * (BPS - MAX_PRICE_STEP_BPS)) revert RefundPriceTooLow(price, refundPrice);
        delete _proposals[token];
        // A refund supersedes an announced closure (the token's delisting clears its buying-closed mark).
        uint256 closing = _closures[token].kind;
        if (closing != 0) {
            delete _closures[token];
            emit ClosureCancelled(token, closing, msg.sender);
        }
        property.delist(true);
        uint256 soldM2 = property.totalSupply() - property.balanceOf(token);
        IVaultTrader(vaultTrader).openRefund(token, refundPrice, soldM2, allowPartial);
        emit PropertyDelisted(token, true);
    }

    /// @dev Announces the closure `kind` of `token`, applicable `CLOSURE_NOTICE` from now.
    function _announceClosure(address token, uint256 kind) private {
        Closure memory pending = _closures[token];
        if (pending.kind != 0) revert ClosurePending(token, pending.kind, pending.effectiveAt);
        uint256 effectiveAt = block.timestamp + CLOSURE_NOTICE;
        // forge-lint: disable-next-line(unsafe-typecast) kind is 1 or 2; a uint64 of seconds lasts 584 billion years
        _closures[token] = Closure({kind: uint8(kind), effectiveAt: uint64(effectiveAt)});
        emit ClosureAnnounced(token, kind, effectiveAt, msg.sender);
    }

    function _window(uint256 offset, uint256 limit) private view returns (uint256 start, uint256 end) {
        uint256 count = _tokens.length;
        start = offset < count ? offset : count;
        end = limit < count - start ? start + limit : count;
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

    /// @dev A PropertyToken implementation made for this registry and `vault` (an empty one: never initialised),
    ///      whose IdentityRegistry answers to this registry.
    function _isImplementationOf(address candidate, address vault) private view returns (bool) {
        if (candidate.code.length == 0) return false;
        try IPropertyToken(candidate).registry() returns (address registry) {
            return registry == address(this) && IPropertyToken(candidate).vaultTrader() == vault
                && IPropertyToken(candidate).totalM2() == 0
                && _isIdentityRegistryOfThis(IPropertyToken(candidate).identityRegistry());
        } catch {
            return false;
        }
    }

    function _isIdentityRegistryOfThis(address candidate) private view returns (bool) {
        if (candidate.code.length == 0) return false;
        try IIdentityRegistry(candidate).masterRegistry() returns (address registry) {
            return registry == address(this);
        } catch {
            return false;
        }
    }

    /// @dev At most 2^96 - 1 base units per M2 (79 billion of an 18-decimal stablecoin): the token keeps the price
    ///      in its one trade slot beside the M2 it still holds (docs/income.md#gas).
    function _checkPrice(uint256 price) private pure {
        if (price == 0 || price > type(uint96).max) revert InvalidInput();
    }

    /// @dev A change moves the price by at most `MAX_PRICE_STEP_BPS` of the price in force, either way.
    function _checkPriceStep(uint256 oldPrice, uint256 newPrice) private pure {
        _checkPrice(newPrice);
        uint256 diff = newPrice > oldPrice ? newPrice - oldPrice : oldPrice - newPrice;
        if (diff * BPS > oldPrice * MAX_PRICE_STEP_BPS) revert PriceStepTooLarge(oldPrice, newPrice);
    }

    function _checkLockDuration(uint256 lockSeconds) private pure {
        if (lockSeconds < MIN_LOCK_DURATION || lockSeconds > MAX_LOCK_DURATION) {
            revert InvalidLockDuration(lockSeconds);
        }
    }
}
