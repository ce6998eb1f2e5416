// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IIdentityRegistry} from "../../src/interfaces/IIdentityRegistry.sol";
import {IMasterRegistry} from "../../src/interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "../../src/interfaces/IPropertyToken.sol";
import {IVaultTrader} from "../../src/interfaces/IVaultTrader.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {TestUSDT} from "../../src/TestUSDT.sol";
import {SystemFixture} from "../utils/SystemFixture.sol";
import {TradingHandler} from "./TradingHandler.sol";

/// @notice Properties of the whole system that hold after any sequence of user, manager, fund
///         manager and admin actions (see TradingHandler).
contract SystemInvariantsTest is SystemFixture {
    TradingHandler internal handler;
    PropertyToken[] internal properties;
    address[] internal investors;

    function setUp() public override {
        // Villa and Tiny Studio start with the identity requirement on, Harbour Lofts without it; the handler
        // switches it either way. Alice and Bob start approved, Carol and Dave do not (docs/compliance.md).
        keepIdentityRequired = true;
        super.setUp();
        properties.push(_createProperty("Sunset Villa", 1_000, 2_500e18, 30 days));
        properties.push(_createProperty("Harbour Lofts", 250, 7e18 + 3, 7 days)); // odd price: rounding
        properties.push(_createProperty("Tiny Studio", 20, 1, 1 days)); // 1 base unit per M2
        vm.prank(manager);
        registry.setIdentityRequired(address(properties[1]), false);
        investors.push(alice);
        investors.push(bob);
        investors.push(makeAddr("carol"));
        investors.push(makeAddr("dave"));

        handler = new TradingHandler(
            registry,
            vault,
            TestUSDT(address(usdt)),
            identity,
            [admin, manager, fundManager, compliance],
            investors,
            properties
        );
        TestUSDT(address(usdt)).transferOwnership(address(handler));

        bytes4[] memory selectors = new bytes4[](35);
        selectors[0] = TradingHandler.buy.selector;
        selectors[1] = TradingHandler.sell.selector;
        selectors[2] = TradingHandler.transfer.selector;
        selectors[3] = TradingHandler.moveLockedM2.selector;
        selectors[4] = TradingHandler.roundTrip.selector;
        selectors[5] = TradingHandler.warp.selector;
        selectors[6] = TradingHandler.proposePrice.selector;
        selectors[7] = TradingHandler.setLockDuration.selector;
        selectors[8] = TradingHandler.setSellEnabled.selector;
        selectors[9] = TradingHandler.delist.selector;
        selectors[10] = TradingHandler.deposit.selector;
        selectors[11] = TradingHandler.withdraw.selector;
        selectors[12] = TradingHandler.pause.selector;
        selectors[13] = TradingHandler.unpause.selector;
        selectors[14] = TradingHandler.emergencySweep.selector;
        selectors[15] = TradingHandler.buy.selector; // buys twice as likely: keep the books busy
        selectors[16] = TradingHandler.managerRaid.selector;
        selectors[17] = TradingHandler.claimRefund.selector;
        selectors[18] = TradingHandler.strayTransfer.selector;
        selectors[19] = TradingHandler.distributeIncome.selector;
        selectors[20] = TradingHandler.claimIncome.selector;
        selectors[21] = TradingHandler.reinvestIncome.selector;
        selectors[22] = TradingHandler.setIdentity.selector;
        selectors[23] = TradingHandler.switchRequirement.selector;
        selectors[24] = TradingHandler.recover.selector;
        selectors[32] = TradingHandler.applyClosure.selector;
        selectors[33] = TradingHandler.cancelClosure.selector;
        selectors[34] = TradingHandler.announceWithdrawal.selector;
        selectors[25] = TradingHandler.settleProposal.selector;
        selectors[26] = TradingHandler.delistWithRefund.selector;
        selectors[27] = TradingHandler.buyBeforePriceChange.selector;
        selectors[28] = TradingHandler.closeRefund.selector;
        selectors[29] = TradingHandler.adoptProperty.selector;
        // Refund claims three times as likely: pools open late in a run, and their claims, top-ups and records
        // are what the refund invariants watch.
        selectors[30] = TradingHandler.claimRefund.selector;
        selectors[31] = TradingHandler.claimRefund.selector;
        targetSelector(FuzzSelector({addr: address(handler), selectors: selectors}));
        targetContract(address(handler));
    }

    /// @notice Σ balances = totalSupply = total M2 × 1e18, for every property.
    function invariant_supplyIsConserved() public view {
        for (uint256 t; t < properties.length; ++t) {
            PropertyToken token = properties[t];
            uint256 sum = token.balanceOf(address(token)) + token.balanceOf(manager);
            for (uint256 a; a < investors.length; ++a) {
                sum += token.balanceOf(investors[a]);
            }
            assertEq(sum, token.totalSupply(), "sum of balances");
            assertEq(token.totalSupply(), token.totalM2() * ONE_M2, "supply");
        }
    }

    /// @notice Where a property's identity requirement is on, no account outside the allow-list gains M2, by
    ///         any path (buy, reinvestment, transfer, recovery).
    function invariant_noUnverifiedReceiverGainsM2WhereRequired() public view {
        assertFalse(handler.unverifiedReceived(), "an unverified account received M2");
    }

    /// @notice Every executed recovery moved the lost wallet's M2, lock and income whole to the replacement: the
    ///         pair's balances, locked M2 and income are unchanged (supply and the vault's books by the other
    ///         invariants).
    function invariant_recoveryConservesBalancesLocksAndIncome() public view {
        assertEq(handler.recoveryLeak(), "");
    }

    /// @notice Stablecoin held by the VaultTrader = Σ property buckets + general bucket + Σ refund pools
    ///         + income held + what was sent straight to it (`unaccounted`), exactly.
    function invariant_stablecoinHeldEqualsTheBooks() public view {
        uint256 books = vault.generalBucket();
        uint256 pools;
        for (uint256 t; t < properties.length; ++t) {
            books += vault.buckets(address(properties[t]));
            IVaultTrader.RefundPool memory pool = vault.refundPools(address(properties[t]));
            if (pool.open) pools += pool.funded - pool.paid;
        }
        assertEq(pools, vault.escrowed(), "escrowed = sum of the pools");
        assertEq(books + pools + vault.incomeHeld(), vault.booked(), "booked = buckets + general + pools + income");
        assertEq(usdt.balanceOf(address(vault)), vault.booked() + vault.unaccounted(), "held = books + unaccounted");
    }

    /// @notice A refund pool always holds at least what its holders may still claim, and never paid more
    ///         than was funded into it.
    function invariant_refundPoolsCoverWhatIsClaimable() public view {
        for (uint256 t; t < properties.length; ++t) {
            PropertyToken token = properties[t];
            IVaultTrader.RefundPool memory pool = vault.refundPools(address(token));
            if (!pool.open) continue;
            assertLe(pool.paid, pool.funded, "paid <= funded");
            uint256 claimable;
            for (uint256 a; a < investors.length; ++a) {
                claimable += vault.claimableRefund(address(token), investors[a]);
            }
            claimable += vault.claimableRefund(address(token), manager);
            assertGe(pool.funded - pool.paid, claimable, "pool >= still claimable");
        }
        assertLe(handler.refundsClaimed(), handler.refundsFunded(), "sum claimed <= sum funded");
    }

    /// @notice No refund claim pays a holder more than its share, however often it claims, whatever a top-up or a
    ///         recovery moved: what each holder was paid from a pool is at most ⌊M2 it retired into it × min(funded,
    ///         target) / sold M2⌋ (a recovery moves the lost wallet's figures to the replacement, as it moves the
    ///         claim record), and Σ paid (measured on the holders' balances) is what the pool records, at most
    ///         what was funded. A second payment for the same M2 or a share rounded up breaks it.
    function invariant_refundClaimsPayAtMostTheHoldersShare() public view {
        for (uint256 t; t < properties.length; ++t) {
            address token = address(properties[t]);
            IVaultTrader.RefundPool memory pool = vault.refundPools(token);
            uint256 total = handler.refundPaidOf(token);
            if (pool.soldM2 == 0) {
                assertEq(total, 0, "paid without a pool or without sold M2");
                continue;
            }
            uint256 covered = pool.funded < pool.target ? pool.funded : pool.target;
            uint256 sum;
            for (uint256 h; h <= investors.length; ++h) {
                address holder = h < investors.length ? investors[h] : manager;
                (uint256 retired, uint256 paid) = handler.refundClaim(token, holder);
                assertLe(paid, retired * covered / pool.soldM2, "a holder was paid above its refund share");
                sum += paid;
            }
            assertEq(sum, total, "sum of the holders' refunds");
            assertEq(total, pool.paid, "the pool's paid = sum paid to the holders");
            assertLe(total, pool.funded, "sum paid <= funded");
        }
    }

    /// @notice Income books: Σ claimed + Σ reinvested + Σ claimable ≤ Σ distributed to holders (rounding in the
    ///         protocol's favour), and what the vault holds for income is exactly the rest (the dust included).
    function invariant_incomeNeverPaysMoreThanDistributed() public view {
        uint256 toHolders = handler.incomeDistributed() - handler.incomeToIssuer();
        uint256 paid = handler.incomeClaimed() + handler.incomeReinvested();
        assertEq(vault.incomeHeld(), toHolders - paid, "income held = distributed - issuer shares - paid");
        uint256 claimable;
        for (uint256 t; t < properties.length; ++t) {
            for (uint256 a; a < investors.length; ++a) {
                claimable += vault.claimableIncome(address(properties[t]), investors[a]);
            }
            claimable += vault.claimableIncome(address(properties[t]), manager);
        }
        assertLe(paid + claimable, toHolders, "claimed + claimable <= distributed");
        // The dust: at most one base unit per holder and distribution, plus the accumulator's rounding.
        assertLe(toHolders - paid - claimable, _dustBound(), "dust stays within the rounding");
    }

    /// @notice No sequence of the manager's own actions takes out more than the manager put in.
    function invariant_managerAloneNeverProfits() public view {
        assertLe(handler.managerOut(), handler.managerIn());
    }

    /// @notice Locked M2 never move: no attempt moved them, and no balance is below its lock.
    function invariant_lockedM2NeverMove() public view {
        assertFalse(handler.lockedMoved(), "locked M2 left an account");
        for (uint256 t; t < properties.length; ++t) {
            for (uint256 a; a < investors.length; ++a) {
                (uint256 locked,, uint256 unlocked) = properties[t].getLockInfo(investors[a]);
                assertEq(locked + unlocked, properties[t].balanceOf(investors[a]));
            }
        }
    }

    /// @notice A refused move of locked M2 names the lock: `TransferLocked(account, unlockTime)` for
    ///         transfer/transferFrom, `TokensLocked(account, requested, unlocked)` for a sale.
    function invariant_lockedMovesRevertWithTheLockError() public view {
        assertEq(handler.wrongLockError(), "");
    }

    /// @notice Buying and selling back the same M2 at an unchanged price never profits.
    function invariant_buyThenSellNeverProfits() public view {
        assertFalse(handler.roundTripProfited());
    }

    /// @notice Every action ended as the rules (pause, sweep, flags, funds, inputs) say: it succeeded with
    ///         the expected effect, or reverted with exactly the expected error.
    function invariant_actionsSucceedExactlyWhenAllowed() public view {
        assertEq(handler.surprise(), "");
    }

    /// @notice Every privileged selector reverts for every other caller (one caller per check,
    ///         rotating over the whole list as the run goes).
    function invariant_privilegedSelectorsRevertForEveryOtherCaller() public {
        uint256 n = handler.calls();
        address token = address(properties[n % properties.length]);
        address[] memory others = _others();
        address caller = others[n % others.length];
        bytes32 managerRole = registry.MANAGER_ROLE();

        // MasterRegistry: MANAGER_ROLE (the fixture's admin is not a manager).
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.createProperty, ("X", 1, 1, 1 days)));
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.delistProperty, (token, true)));
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.proposePrice, (token, 1)));
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.setLockDuration, (token, 1)));
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.setSellEnabled, (token, false)));
        _expectRoleRevert(caller, managerRole, abi.encodeCall(IMasterRegistry.delistWithRefund, (token, 1, true)));
        // MasterRegistry: DEFAULT_ADMIN_ROLE.
        if (caller != admin) {
            _expectRoleRevert(caller, 0, abi.encodeCall(IMasterRegistry.setVaultTrader, (address(vault), address(0))));
            _expectRoleRevert(caller, 0, abi.encodeCall(IAccessControl.grantRole, (managerRole, caller)));
            _expectRoleRevert(caller, 0, abi.encodeCall(IAccessControl.revokeRole, (managerRole, manager)));
            // VaultTrader: admin only.
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.setFundManager, (caller)));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.pause, ()));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.unpause, ()));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.emergencySweep, ()));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.proposeTreasury, (caller)));
        }
        // VaultTrader: fund manager or admin; registry only.
        if (caller != admin && caller != fundManager) {
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.manualDeposit, (address(0), 1)));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.withdrawFromBucket, (token, caller)));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.announceWithdrawal, (token, 1)));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.cancelWithdrawal, (token)));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.absorbUnaccounted, ()));
            _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.distributeIncome, (token, 1e18, 1, 2)));
        }
        _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.registerProperty, (caller)));
        _expectVaultRevert(caller, abi.encodeCall(IVaultTrader.openRefund, (token, 1, 1, true)));
        // VaultTrader: closing a refund pool, the fund manager or the admin (the admin only once swept); checked
        // before anything else, the sweep included.
        if (caller != admin && (vault.emergencySwept() || caller != fundManager)) {
            _expectRevert(
                caller,
                address(vault),
                abi.encodeCall(IVaultTrader.closeRefund, (token)),
                abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, caller)
            );
        }
        // VaultTrader: a property it knows is never adopted again (its general-bucket period would restart).
        _expectRevert(
            caller,
            address(vault),
            abi.encodeCall(IVaultTrader.adoptProperty, (token)),
            vault.emergencySwept()
                ? abi.encodeWithSelector(IVaultTrader.ContractSwept.selector)
                : abi.encodeWithSelector(IVaultTrader.AlreadyRegistered.selector, token)
        );
        // PropertyToken: registry only and VaultTrader only.
        bytes memory unauthorized = abi.encodeWithSelector(IPropertyToken.Unauthorized.selector, caller);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.initialize, ("X", "X", 1, 1, 1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.schedulePrice, (1, 1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.retireFrom, (caller)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.setLockDuration, (1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.setSellEnabled, (true)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.setBuyingClosed, (true)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.delist, (true)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.releaseTo, (caller, 1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.reclaimFrom, (caller, 1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.recordIncome, (1e18)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.takeIncome, (caller, 1)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.setIdentityRequired, (false)), unauthorized);
        _expectRevert(caller, token, abi.encodeCall(IPropertyToken.recoverAccount, (caller, stranger)), unauthorized);
        // MasterRegistry: manager or admin.
        if (caller != admin && caller != manager) {
            _expectRevert(
                caller,
                address(registry),
                abi.encodeCall(IMasterRegistry.setIdentityRequired, (token, false)),
                abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, caller)
            );
        }
        // IdentityRegistry: compliance only (none of the others holds the role).
        bytes memory notCompliance = abi.encodeWithSelector(IIdentityRegistry.Unauthorized.selector, caller);
        _expectRevert(
            caller, address(identity), abi.encodeCall(IIdentityRegistry.approve, (caller, 0, 0)), notCompliance
        );
        _expectRevert(
            caller,
            address(identity),
            abi.encodeCall(IIdentityRegistry.freeze, (stranger, new address[](0))),
            notCompliance
        );
        _expectRevert(
            caller,
            address(identity),
            abi.encodeCall(IIdentityRegistry.requestRecovery, (stranger, caller)),
            notCompliance
        );
    }

    /// @notice While paused or after the sweep, buy and sell revert for every investor and property
    ///         (with `ContractSwept` once swept, else `EnforcedPause`).
    function invariant_userSelectorsRevertWhilePausedOrSwept() public {
        bool swept = vault.emergencySwept();
        if (!swept && !vault.paused()) return;
        bytes memory reason = swept
            ? abi.encodeWithSelector(IVaultTrader.ContractSwept.selector)
            : abi.encodeWithSelector(Pausable.EnforcedPause.selector);
        address investor = investors[handler.calls() % investors.length];
        for (uint256 t; t < properties.length; ++t) {
            address token = address(properties[t]);
            _expectRevert(
                investor,
                address(vault),
                abi.encodeCall(IVaultTrader.buy, (token, 1, type(uint256).max, type(uint256).max, block.timestamp)),
                reason
            );
            _expectRevert(
                investor, address(vault), abi.encodeCall(IVaultTrader.sell, (token, 1, 0, block.timestamp)), reason
            );
            _expectRevert(
                investor,
                address(vault),
                abi.encodeCall(
                    IVaultTrader.reinvestIncome, (token, 1, type(uint256).max, type(uint256).max, block.timestamp)
                ),
                reason
            );
        }
    }

    // ---------------------------------------------------------------- helpers

    /// @dev Rounding leaves at most (holders + 1) base units per distribution plus each distribution's accumulator
    ///      step rounding (supply / 1e18 base units); less than one income unit per balance change (at most 8 in one
    ///      handler step: a recovery rebases the replacement on each property, a reinvestment rounds its buy and its
    ///      take) and, per account and property, the fraction of a unit no claim pays yet.
    function _dustBound() private view returns (uint256 bound) {
        for (uint256 t; t < properties.length; ++t) {
            (uint256 distributions,) = properties[t].incomeInfo();
            bound += distributions * (investors.length + 2 + properties[t].totalSupply() / 1e18);
            bound += (handler.calls() * 8 + investors.length + 2) * properties[t].incomeUnit();
        }
    }

    /// @dev Everyone who is not the contracts themselves: investors, staff and a stranger.
    function _others() private view returns (address[] memory others) {
        others = new address[](investors.length + 4);
        for (uint256 i; i < investors.length; ++i) {
            others[i] = investors[i];
        }
        others[investors.length] = stranger;
        others[investors.length + 1] = admin;
        others[investors.length + 2] = fundManager;
        others[investors.length + 3] = manager;
    }

    function _expectRoleRevert(address caller, bytes32 role, bytes memory data) private {
        if (registry.hasRole(role, caller)) return;
        _expectRevert(
            caller,
            address(registry),
            data,
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, caller, role)
        );
    }

    function _expectVaultRevert(address caller, bytes memory data) private {
        bytes memory reason = vault.emergencySwept()
            ? abi.encodeWithSelector(IVaultTrader.ContractSwept.selector)
            : abi.encodeWithSelector(IVaultTrader.Unauthorized.selector, caller);
        _expectRevert(caller, address(vault), data, reason);
    }

    function _expectRevert(address caller, address target, bytes memory data, bytes memory reason) private {
        vm.prank(caller);
        (bool ok, bytes memory returned) = target.call(data);
        assertFalse(ok, "privileged or closed call succeeded");
        assertEq(returned, reason);
    }
}
