// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IMasterRegistry} from "./interfaces/IMasterRegistry.sol";
import {IPropertyLens} from "./interfaces/IPropertyLens.sol";
import {IPropertyToken} from "./interfaces/IPropertyToken.sol";
import {IVaultTrader} from "./interfaces/IVaultTrader.sol";

/// @title PropertyLens
/// @notice Read-only: the figures of a page of properties, an account's positions page by page and the
///         system status (a page of 100 properties costs well under 5M gas; `registry.propertyCount()`
///         says how many pages there are). Holds no state besides the registry.
/// @dev Works before the VaultTrader is set (bucket figures read 0 then).
contract PropertyLens is IPropertyLens {
    uint256 private constant ONE_M2 = 1e18;

    /// @notice The registry whose properties this lens reads.
    IMasterRegistry public immutable registry;

    constructor(address registry_) {
        registry = IMasterRegistry(registry_);
    }

    /// @inheritdoc IPropertyLens
    function getPropertyViewsPage(uint256 offset, uint256 limit) external view returns (PropertyView[] memory views) {
        address[] memory tokens = registry.getPropertyTokens(offset, limit);
        IVaultTrader vault = IVaultTrader(registry.vaultTrader());
        views = new PropertyView[](tokens.length);
        for (uint256 i; i < tokens.length; ++i) {
            views[i] = _view(tokens[i], vault);
        }
    }

    /// @inheritdoc IPropertyLens
    function getPropertyView(address token) external view returns (PropertyView memory) {
        if (!registry.isProperty(token)) revert IMasterRegistry.UnknownProperty(token);
        return _view(token, IVaultTrader(registry.vaultTrader()));
    }

    /// @inheritdoc IPropertyLens
    function getAccountPositionsPage(address account, uint256 offset, uint256 limit)
        external
        view
        returns (AccountPosition[] memory positions)
    {
        address[] memory tokens = registry.getPropertyTokens(offset, limit);
        positions = new AccountPosition[](tokens.length);
        for (uint256 i; i < tokens.length; ++i) {
            IPropertyToken token = IPropertyToken(tokens[i]);
            (uint256 lockedAmount, uint256 unlockTime, uint256 unlockedBalance) = token.getLockInfo(account);
            positions[i] = AccountPosition({
                token: tokens[i],
                balance: token.balanceOf(account),
                lockedAmount: lockedAmount,
                unlockTime: unlockTime,
                unlockedBalance: unlockedBalance
            });
        }
    }

    /// @inheritdoc IPropertyLens
    function getSystemStatus() external view returns (SystemStatus memory status) {
        address vaultAddress = registry.vaultTrader();
        status.registry = address(registry);
        status.vaultTrader = vaultAddress;
        status.propertyCount = registry.propertyCount();
        if (vaultAddress == address(0)) return status;
        IVaultTrader vault = IVaultTrader(vaultAddress);
        status.usdt = vault.USDT();
        status.fundManager = vault.fundManager();
        status.paused = vault.paused();
        status.emergencySwept = vault.emergencySwept();
        status.generalBucket = vault.generalBucket();
        status.totalBuckets = vault.emergencySwept() ? 0 : vault.totalBuckets();
    }

    function _view(address token, IVaultTrader vault) private view returns (PropertyView memory v) {
        IPropertyToken.PropertyDetails memory d = IPropertyToken(token).getPropertyDetails();
        uint256 bucket = address(vault) == address(0) ? 0 : vault.buckets(token);
        uint256 soldValue = d.soldM2 * d.currentPrice / ONE_M2;
        v = PropertyView({
            token: token,
            name: d.name,
            initialPrice: d.initialPrice,
            currentPrice: d.currentPrice,
            totalM2: d.totalM2,
            lockDuration: d.lockDuration,
            soldM2: d.soldM2,
            availableM2: d.availableM2,
            bucketBalance: bucket,
            soldValue: soldValue,
            availableValue: d.availableM2 * d.currentPrice / ONE_M2,
            hasActiveBucket: bucket > 0,
            hasUserInvestments: d.soldM2 > 0,
            isSellEnabled: d.sellEnabled,
            isListed: d.listed,
            refund: !d.listed && d.sellEnabled,
            // Only a listed property is sold back from its bucket: a delisted one pays holders from its refund
            // pool (VaultTrader.refundPools) or not at all.
            isLiquidityInsufficient: d.listed && d.sellEnabled && bucket < soldValue
        });
    }
}
