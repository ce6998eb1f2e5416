// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
    IAccessControlDefaultAdminRules
} from "@openzeppelin/contracts/access/extensions/IAccessControlDefaultAdminRules.sol";
import {IAccessControl} from "@openzeppelin/contracts/access/IAccessControl.sol";
import {IMasterRegistry} from "../src/interfaces/IMasterRegistry.sol";
import {IPropertyToken} from "../src/interfaces/IPropertyToken.sol";
import {IdentityRegistry} from "../src/IdentityRegistry.sol";
import {MasterRegistry} from "../src/MasterRegistry.sol";
import {PropertyToken} from "../src/PropertyToken.sol";
import {VaultTrader} from "../src/VaultTrader.sol";
import {IVaultTrader} from "../src/interfaces/IVaultTrader.sol";
import {SystemFixture} from "./utils/SystemFixture.sol";

contract MasterRegistryTest is SystemFixture {
    bytes32 internal managerRole;

    function setUp() public override {
        super.setUp();
        managerRole = registry.MANAGER_ROLE();
    }

    // ---------------------------------------------------------------- constructor, roles

    function test_constructor_grantsDefaultAdminRole() public view {
        assertTrue(registry.hasRole(registry.DEFAULT_ADMIN_ROLE(), admin));
        assertFalse(registry.hasRole(registry.DEFAULT_ADMIN_ROLE(), address(this)));
    }

    function test_constructor_revertsForZeroAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(
                IAccessControlDefaultAdminRules.AccessControlInvalidDefaultAdmin.selector, address(0)
            )
        );
        new MasterRegistry(address(0));
    }

    function test_MANAGER_ROLE_isTheHashOfItsName() public view {
        assertEq(managerRole, keccak256("MANAGER_ROLE"));
    }

    function test_grantRole_adminMakesAManager() public {
        vm.prank(admin);
        registry.grantRole(managerRole, bob);
        assertTrue(registry.hasRole(managerRole, bob));
        vm.prank(bob);
        registry.createProperty("Bob's Loft", 10, unit, LOCK);
    }

    function test_grantRole_revertsForNonAdmin() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, manager, bytes32(0))
        );
        vm.prank(manager);
        registry.grantRole(managerRole, bob);
    }

    function test_revokeRole_removesTheManager() public {
        vm.prank(admin);
        registry.revokeRole(managerRole, manager);
        assertFalse(registry.hasRole(managerRole, manager));
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, manager, managerRole)
        );
        vm.prank(manager);
        registry.createProperty("Too Late", 10, unit, LOCK);
    }

    // ---------------------------------------------------------------- setVaultTrader

    function test_setVaultTrader_setsVaultAndTheImplementation() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        VaultTrader freshVault = new VaultTrader(address(fresh), address(usdt), treasury);
        assertEq(fresh.vaultTrader(), address(0));
        assertEq(fresh.tokenImplementation(), address(0));

        vm.expectEmit(address(fresh));
        emit IMasterRegistry.VaultTraderSet(address(0), address(freshVault));
        address implementation_ = address(
            new PropertyToken(address(fresh), address(freshVault), address(new IdentityRegistry(address(fresh))))
        );
        vm.prank(admin);
        fresh.setVaultTrader(address(freshVault), implementation_);

        assertEq(fresh.vaultTrader(), address(freshVault));
        PropertyToken implementation = PropertyToken(fresh.tokenImplementation());
        assertGt(address(implementation).code.length, 0);
        assertEq(implementation.registry(), address(fresh));
        assertEq(implementation.vaultTrader(), address(freshVault));
    }

    function test_setVaultTrader_revertsWhenAlreadySet() public {
        VaultTrader another = new VaultTrader(address(registry), address(usdt), treasury);
        address implementation_ = address(new PropertyToken(address(registry), address(another), address(identity)));
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.VaultTraderAlreadySet.selector, address(vault)));
        vm.prank(admin);
        registry.setVaultTrader(address(another), implementation_);
    }

    function test_setVaultTrader_revertsForNonAdmin() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        VaultTrader freshVault = new VaultTrader(address(fresh), address(usdt), treasury);
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, stranger, bytes32(0))
        );
        vm.prank(stranger);
        fresh.setVaultTrader(address(freshVault), address(0));
    }

    function test_setVaultTrader_revertsForAVaultOfAnotherRegistry() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        address implementation_ =
            address(new PropertyToken(address(fresh), address(vault), address(new IdentityRegistry(address(fresh)))));
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(admin);
        fresh.setVaultTrader(address(vault), implementation_);
    }

    function test_setVaultTrader_revertsForAnImplementationOfAnotherRegistry() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        VaultTrader freshVault = new VaultTrader(address(fresh), address(usdt), treasury);
        address wrong = address(new PropertyToken(address(registry), address(freshVault), address(identity)));
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(admin);
        fresh.setVaultTrader(address(freshVault), wrong);
    }

    function test_setVaultTrader_revertsForAContractThatIsNoVault() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(admin);
        fresh.setVaultTrader(address(usdt), address(0));
    }

    function test_setVaultTrader_revertsForAnAccountWithoutCode() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(admin);
        fresh.setVaultTrader(stranger, address(0));
    }

    // ---------------------------------------------------------------- createProperty

    function test_createProperty_deploysAnInitialisedClone() public {
        PropertyToken token = _createProperty("Sunset Villa", 1_000, 2_500 * unit, LOCK);

        bytes memory expectedCode = abi.encodePacked(
            hex"363d3d373d3d3d363d73", registry.tokenImplementation(), hex"5af43d82803e903d91602b57fd5bf3"
        );
        assertEq(address(token).code, expectedCode, "EIP-1167 clone of the implementation");
        assertEq(token.name(), "Sunset Villa");
        assertEq(token.symbol(), "M2-1");
        assertEq(token.decimals(), 18);
        assertEq(token.totalM2(), 1_000);
        assertEq(token.totalSupply(), 1_000 * ONE_M2);
        assertEq(token.balanceOf(address(token)), 1_000 * ONE_M2, "whole supply in the token's own balance");
        assertEq(token.initialPrice(), 2_500 * unit);
        assertEq(token.currentPrice(), 2_500 * unit);
        assertEq(token.lockDuration(), LOCK);
        assertTrue(token.listed());
        assertTrue(token.sellEnabled(), "selling back starts enabled");
        assertEq(token.registry(), address(registry));
        assertEq(token.vaultTrader(), address(vault));
        assertTrue(registry.isProperty(address(token)));
        assertEq(vault.buckets(address(token)), 0);
    }

    function test_createProperty_emitsPropertyCreated() public {
        address expected = vm.computeCreateAddress(address(registry), vm.getNonce(address(registry)));
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PropertyCreated(expected, "Harbour Lofts", 250, 99 * unit, 7 days, manager);
        vm.prank(manager);
        address token = registry.createProperty("Harbour Lofts", 250, 99 * unit, 7 days);
        assertEq(token, expected);
    }

    function test_createProperty_numbersSymbolsInCreationOrder() public {
        _createProperty();
        PropertyToken second = _createProperty("Second", 5, unit, LOCK);
        assertEq(second.symbol(), "M2-2");
        assertEq(registry.propertyCount(), 2);
    }

    function test_createProperty_acceptsTheLargestFigures() public {
        string memory longest = string(new bytes(registry.MAX_NAME_LENGTH()));
        PropertyToken token =
            _createProperty(longest, registry.MAX_TOTAL_M2(), type(uint96).max, registry.MAX_LOCK_DURATION());
        assertEq(token.totalSupply(), registry.MAX_TOTAL_M2() * ONE_M2);
        assertLe(token.totalSupply(), type(uint80).max);
        assertEq(token.currentPrice(), type(uint96).max);
    }

    function test_createProperty_acceptsANameOf128Bytes() public {
        PropertyToken token = _createProperty(string(new bytes(128)), 10, unit, LOCK);
        assertEq(bytes(token.name()).length, 128);
        assertEq(registry.MAX_NAME_LENGTH(), 128);
    }

    function test_createProperty_revertsForANameOf129Bytes() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty(string(new bytes(129)), 10, unit, LOCK);
    }

    function test_createProperty_acceptsALockOf1825Days() public {
        PropertyToken token = _createProperty("Villa", 10, unit, 1825 days);
        assertEq(token.lockDuration(), 1825 days);
        assertEq(registry.MAX_LOCK_DURATION(), 1825 days);
    }

    function test_createProperty_revertsForALockOf1825DaysAndOneSecond() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 1825 days + 1));
        vm.prank(manager);
        registry.createProperty("Villa", 10, unit, 1825 days + 1);
    }

    function test_createProperty_acceptsALockOfOneDay() public {
        assertEq(_createProperty("Villa", 10, unit, 1 days).lockDuration(), 1 days);
        assertEq(registry.MIN_LOCK_DURATION(), 86_400);
    }

    function test_createProperty_revertsForALockOfOneDayLessOneSecond() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 1 days - 1));
        vm.prank(manager);
        registry.createProperty("Villa", 10, unit, 1 days - 1);
    }

    function test_createProperty_acceptsTheLargestTotalM2() public {
        // 2^80 - 1 base units hold 1,208,925 whole M2 (and a fraction that cannot be sold): an account keeps its
        // balance, lock and income in one slot.
        PropertyToken token = _createProperty("Villa", 1_208_925, 1, LOCK);
        assertEq(token.totalSupply(), 1_208_925e18);
        assertEq(registry.MAX_TOTAL_M2(), 1_208_925);
    }

    function test_createProperty_revertsForTheLargestTotalM2PlusOne() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("Villa", 79_228_162_515, 1, LOCK);
    }

    function test_createProperty_acceptsAPriceOfOneBaseUnit() public {
        assertEq(_createProperty("Villa", 10, 1, LOCK).currentPrice(), 1);
    }

    function test_createProperty_revertsForNonManager() public {
        vm.expectRevert(
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, admin, managerRole)
        );
        vm.prank(admin);
        registry.createProperty("Villa", 10, unit, LOCK);
    }

    function test_createProperty_revertsWhenVaultTraderNotSet() public {
        MasterRegistry fresh = new MasterRegistry(admin);
        vm.prank(admin);
        fresh.grantRole(managerRole, manager);
        vm.expectRevert(IMasterRegistry.VaultTraderNotSet.selector);
        vm.prank(manager);
        fresh.createProperty("Villa", 10, unit, LOCK);
    }

    function test_createProperty_revertsForEmptyName() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("", 10, unit, LOCK);
    }

    function test_createProperty_revertsForTooLongName() public {
        string memory tooLong = string(new bytes(registry.MAX_NAME_LENGTH() + 1));
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty(tooLong, 10, unit, LOCK);
    }

    function test_createProperty_revertsForZeroTotalM2() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("Villa", 0, unit, LOCK);
    }

    function test_createProperty_revertsForTooLargeTotalM2() public {
        uint256 tooLarge = registry.MAX_TOTAL_M2() + 1;
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("Villa", tooLarge, unit, LOCK);
    }

    function test_createProperty_revertsForZeroPrice() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("Villa", 10, 0, LOCK);
    }

    function test_createProperty_revertsForPriceAboveUint96() public {
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.createProperty("Villa", 10, uint256(type(uint96).max) + 1, LOCK);
    }

    function test_createProperty_revertsForZeroLockDuration() public {
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 0));
        vm.prank(manager);
        registry.createProperty("Villa", 10, unit, 0);
    }

    function test_createProperty_revertsForLockDurationAboveMax() public {
        uint256 tooLong = registry.MAX_LOCK_DURATION() + 1;
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, tooLong));
        vm.prank(manager);
        registry.createProperty("Villa", 10, unit, tooLong);
    }

    // ---------------------------------------------------------------- delistProperty

    function test_delistProperty_withRefundOpensAFullyFundedPool() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PropertyDelisted(address(token), true);
        vm.prank(manager);
        registry.delistProperty(address(token), true);

        assertFalse(registry.isListed(address(token)));
        assertTrue(registry.isSellEnabled(address(token)));
        IMasterRegistry.PropertyEntry memory entry = registry.getAllProperties(0, 10)[0];
        assertTrue(entry.delisted);
        assertTrue(entry.refund);
        assertEq(vault.refundPools(address(token)).funded, 10_000 * unit, "4 M2 x 2,500 escrowed");
        assertEq(vault.buckets(address(token)), 0, "moved out of the bucket");
    }

    function test_delistProperty_withRefundRevertsWhenThePoolCannotBeFunded() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        _emptyBucket(address(token));
        vm.expectRevert(abi.encodeWithSelector(IVaultTrader.RefundUnderfunded.selector, 10_000 * unit, 0));
        vm.prank(manager);
        registry.delistProperty(address(token), true);
    }

    function test_delistWithRefund_revertsAboveThePriceInForce() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.delistWithRefund(address(token), 2_500 * unit + 1, true);
    }

    function test_delistWithRefund_revertsBelowOnePriceStepUnderThePriceInForce() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        // 2,000 is the price in force (2,500) less 20 %: one wei less is a cut one key may not make alone.
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, 2_500 * unit, 2_000 * unit - 1)
        );
        vm.prank(manager);
        registry.delistWithRefund(address(token), 2_000 * unit - 1, true);
        // The audit's case: a refund of 1 wei per M2.
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, 2_500 * unit, 1));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1, false);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.RefundPriceTooLow.selector, 2_500 * unit, 0));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 0, true);
        assertTrue(token.listed());
    }

    function test_delistWithRefund_acceptsExactlyOnePriceStepUnderThePriceInForce() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 2_000 * unit, false);
        assertEq(vault.refundPools(address(token)).target, 8_000 * unit);
    }

    function test_delistWithRefund_aDeeperCutTakesPriceChangesWithTheSecondKeyAndTheNotice() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        // 2,500 → 2,000 (second key, 2 days' notice), then a refund at 1,600: 64 % of the price a week before.
        _changePrice(token, 2_000 * unit);
        vm.prank(manager);
        registry.delistWithRefund(address(token), 1_600 * unit, false);
        assertEq(vault.refundPools(address(token)).target, 6_400 * unit);
    }

    function test_delistWithRefund_allowPartialOpensAShortPool() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        vm.prank(manager);
        registry.delistWithRefund(address(token), 3_000 * unit - 500 * unit, false);
        assertEq(vault.refundPools(address(token)).target, 10_000 * unit);

        PropertyToken other = _createProperty();
        _buy(alice, other, _m2(4));
        _emptyBucket(address(other));
        vm.prank(manager);
        registry.delistWithRefund(address(other), 2_500 * unit, true);
        IVaultTrader.RefundPool memory pool = vault.refundPools(address(other));
        assertEq(pool.funded, 0);
        assertEq(pool.target, 10_000 * unit);
        assertTrue(pool.open);
    }

    function test_delistProperty_withoutRefundClosesSellingBack() public {
        PropertyToken token = _createProperty();
        _delistWithoutRefund(token);

        assertFalse(registry.isListed(address(token)));
        assertFalse(registry.isSellEnabled(address(token)));
        IMasterRegistry.PropertyEntry memory entry = registry.getAllProperties(0, 1)[0];
        assertTrue(entry.delisted);
        assertFalse(entry.refund);
    }

    function test_delistProperty_revertsWhenAlreadyDelisted() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.AlreadyDelisted.selector, address(token)));
        registry.delistProperty(address(token), false);
        vm.stopPrank();
    }

    function test_delistProperty_revertsForUnknownToken() public {
        _assertUnknownProperty(abi.encodeCall(registry.delistProperty, (stranger, true)));
    }

    function test_delistProperty_revertsForNonManager() public {
        PropertyToken token = _createProperty();
        _assertManagerOnly(stranger, abi.encodeCall(registry.delistProperty, (address(token), true)));
    }

    // ---------------------------------------------------------------- price changes

    function test_proposePrice_emitsAndWaitsForConfirmation() public {
        PropertyToken token = _createProperty();
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PriceChangeProposed(address(token), manager, 2_500 * unit, 3_000 * unit);
        vm.prank(manager);
        registry.proposePrice(address(token), 3_000 * unit);
        assertEq(token.currentPrice(), 2_500 * unit, "a proposal changes nothing");
        (uint256 price, address proposer) = registry.priceProposal(address(token));
        assertEq(price, 3_000 * unit);
        assertEq(proposer, manager);
    }

    function test_proposePrice_acceptsAStepOf20Percent() public {
        PropertyToken token = _createProperty();
        assertEq(registry.MAX_PRICE_STEP_BPS(), 2000);
        vm.startPrank(manager);
        registry.proposePrice(address(token), 3_000 * unit);
        registry.cancelPriceChange(address(token));
        registry.proposePrice(address(token), 2_000 * unit);
        vm.stopPrank();
    }

    function test_proposePrice_revertsWhileAProposalWaits() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.proposePrice(address(token), 2_550 * unit);
        // The audit's swap: a +2 % proposal replaced by +20 % just before the second key confirms.
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.ProposalPending.selector, address(token), 2_550 * unit));
        registry.proposePrice(address(token), 3_000 * unit);
        vm.stopPrank();
        (uint256 price, address proposer) = registry.priceProposal(address(token));
        assertEq(price, 2_550 * unit, "the reviewed proposal stays");
        assertEq(proposer, manager);
    }

    function test_proposePrice_worksAgainAfterTheProposalIsCancelled() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.proposePrice(address(token), 2_550 * unit);
        registry.cancelPriceChange(address(token));
        registry.proposePrice(address(token), 3_000 * unit);
        vm.stopPrank();
        (uint256 price,) = registry.priceProposal(address(token));
        assertEq(price, 3_000 * unit);
    }

    function test_proposePrice_revertsAboveAStepOf20Percent() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.PriceStepTooLarge.selector, 2_500 * unit, 3_000 * unit + 1)
        );
        vm.prank(manager);
        registry.proposePrice(address(token), 3_000 * unit + 1);
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.PriceStepTooLarge.selector, 2_500 * unit, 2_000 * unit - 1)
        );
        vm.prank(manager);
        registry.proposePrice(address(token), 2_000 * unit - 1);
    }

    function test_proposePrice_revertsForZero() public {
        PropertyToken token = _createProperty("Villa", 10, 1, LOCK);
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.proposePrice(address(token), 0);
    }

    function test_proposePrice_revertsForUnknownToken() public {
        _assertUnknownProperty(abi.encodeCall(registry.proposePrice, (stranger, unit)));
    }

    function test_proposePrice_revertsForNonManager() public {
        PropertyToken token = _createProperty();
        _assertManagerOnly(fundManager, abi.encodeCall(registry.proposePrice, (address(token), unit)));
    }

    function test_proposePrice_revertsAfterDelisting() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token)));
        registry.proposePrice(address(token), 2_000 * unit);
        vm.stopPrank();
    }

    function test_proposePrice_revertsWhileAChangeIsAnnounced() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 2_600 * unit);
        vm.expectRevert(
            abi.encodeWithSelector(
                IMasterRegistry.PriceChangePending.selector, address(token), block.timestamp + 2 days
            )
        );
        vm.prank(manager);
        registry.proposePrice(address(token), 2_700 * unit);
    }

    function test_confirmPrice_announcesTheNewPriceTwoDaysAhead() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 2_750 * unit);
        uint256 effectiveAt = block.timestamp + 2 days;
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PriceChangeConfirmed(address(token), fundManager, 2_500 * unit, 2_750 * unit, effectiveAt);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 2_750 * unit);

        (uint256 pending, uint256 at) = token.pendingPrice();
        assertEq(pending, 2_750 * unit);
        assertEq(at, effectiveAt);
        vm.warp(effectiveAt - 1);
        assertEq(token.currentPrice(), 2_500 * unit, "not before its time");
        vm.warp(effectiveAt);
        assertEq(token.currentPrice(), 2_750 * unit, "in force from its time, nobody applies it");
        (pending, at) = token.pendingPrice();
        assertEq(at, 0);
        assertEq(token.initialPrice(), 2_500 * unit, "initial price stays");
    }

    function test_confirmPrice_revertsForTheProposer() public {
        PropertyToken token = _createProperty();
        vm.startPrank(admin);
        registry.grantRole(managerRole, admin);
        vm.stopPrank();
        vm.startPrank(admin);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.SameSigner.selector, admin));
        registry.confirmPrice(address(token), 2_600 * unit);
        vm.stopPrank();
    }

    function test_confirmPrice_revertsForAnotherManager() public {
        PropertyToken token = _createProperty();
        vm.prank(admin);
        registry.grantRole(managerRole, bob);
        vm.prank(manager);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, bob));
        vm.prank(bob);
        registry.confirmPrice(address(token), 2_600 * unit);
    }

    function test_confirmPrice_adminMayConfirm() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.prank(admin);
        registry.confirmPrice(address(token), 2_600 * unit);
        (uint256 pending,) = token.pendingPrice();
        assertEq(pending, 2_600 * unit);
    }

    function test_confirmPrice_revertsForAnotherPriceThanProposed() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 3_000 * unit);
        // The second key reviewed +2 %: the confirmation names it and cannot apply +20 %.
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.ProposalMismatch.selector, 3_000 * unit, 2_550 * unit));
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 2_550 * unit);
        (uint256 pending, uint256 at) = token.pendingPrice();
        assertEq(pending, 0);
        assertEq(at, 0);
    }

    function test_confirmPrice_revertsWithoutProposal() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(IMasterRegistry.NothingPending.selector);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 0);
    }

    function test_cancelPriceChange_withdrawsAnAnnouncedChange() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 2_600 * unit);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PriceChangeCancelled(address(token), manager);
        vm.prank(manager);
        registry.cancelPriceChange(address(token));
        vm.warp(block.timestamp + 3 days);
        assertEq(token.currentPrice(), 2_500 * unit);
    }

    function test_cancelPriceChange_revertsForAStranger() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.proposePrice(address(token), 2_600 * unit);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, stranger));
        vm.prank(stranger);
        registry.cancelPriceChange(address(token));
    }

    function test_priceChanges_areAtLeastTheNoticeApart() public {
        PropertyToken token = _createProperty();
        _changePrice(token, 3_000 * unit);
        // Right at its time the next change may be proposed, and it again waits for its notice.
        vm.prank(manager);
        registry.proposePrice(address(token), 3_600 * unit);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), 3_600 * unit);
        assertEq(token.currentPrice(), 3_000 * unit);
        vm.warp(block.timestamp + 2 days);
        assertEq(token.currentPrice(), 3_600 * unit);
    }

    // ---------------------------------------------------------------- setLockDuration

    function test_setLockDuration_setsTheDurationOfLaterPurchases() public {
        PropertyToken token = _createProperty();
        vm.expectEmit(address(registry));
        emit IMasterRegistry.LockDurationUpdated(address(token), LOCK, 90 days);
        vm.prank(manager);
        registry.setLockDuration(address(token), 90 days);
        assertEq(token.lockDuration(), 90 days);
    }

    function test_setLockDuration_revertsForZero() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 0));
        vm.prank(manager);
        registry.setLockDuration(address(token), 0);
    }

    function test_setLockDuration_revertsAboveMax() public {
        PropertyToken token = _createProperty();
        uint256 tooLong = registry.MAX_LOCK_DURATION() + 1;
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, tooLong));
        vm.prank(manager);
        registry.setLockDuration(address(token), tooLong);
    }

    function test_setLockDuration_accepts1825Days() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.setLockDuration(address(token), 1825 days);
        assertEq(token.lockDuration(), 1825 days);
    }

    function test_setLockDuration_revertsFor1825DaysAndOneSecond() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 1825 days + 1));
        vm.prank(manager);
        registry.setLockDuration(address(token), 1825 days + 1);
    }

    function test_setLockDuration_acceptsOneDay() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.setLockDuration(address(token), 1 days);
        assertEq(token.lockDuration(), 1 days);
    }

    function test_setLockDuration_revertsBelowOneDay() public {
        PropertyToken token = _createProperty();
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.InvalidLockDuration.selector, 1 days - 1));
        vm.prank(manager);
        registry.setLockDuration(address(token), 1 days - 1);
    }

    function test_setLockDuration_revertsForUnknownToken() public {
        _assertUnknownProperty(abi.encodeCall(registry.setLockDuration, (stranger, LOCK)));
    }

    function test_setLockDuration_revertsForNonManager() public {
        PropertyToken token = _createProperty();
        _assertManagerOnly(alice, abi.encodeCall(registry.setLockDuration, (address(token), LOCK)));
    }

    // ---------------------------------------------------------------- setSellEnabled

    function test_setSellEnabled_togglesSellingBack() public {
        PropertyToken token = _createProperty();
        _disableSellBack(token);
        assertFalse(registry.isSellEnabled(address(token)));

        vm.expectEmit(address(registry));
        emit IMasterRegistry.SellEnabledUpdated(address(token), true);
        vm.prank(manager);
        registry.setSellEnabled(address(token), true);
        assertTrue(registry.isSellEnabled(address(token)));
    }

    // ---------------------------------------------------------------- closures (docs/money-rules.md#closures)

    /// The audit: `setSellEnabled(false)` left holders no way out at once. It is now announced, holders sell back
    /// during the notice, and it applies only after it.
    function test_setSellEnabled_disablingIsAnnouncedAndHoldersSellBackFirst() public {
        PropertyToken token = _createProperty("Short", TOTAL_M2, 2_500 * unit, 1 days);
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + 1 days);
        uint256 effectiveAt = block.timestamp + 2 days;
        assertEq(registry.CLOSURE_NOTICE(), 2 days);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.ClosureAnnounced(address(token), 1, effectiveAt, manager);
        vm.prank(manager);
        registry.setSellEnabled(address(token), false);
        (uint256 kind, uint256 at) = registry.pendingClosure(address(token));
        assertEq(kind, registry.CLOSE_SELL_BACK());
        assertEq(kind, 1);
        assertEq(at, effectiveAt);
        assertTrue(token.sellEnabled(), "still open during the notice");
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(2), 0, block.timestamp), 5_000 * unit);

        vm.warp(effectiveAt - 1);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.TooEarly.selector, effectiveAt));
        vm.prank(manager);
        registry.applyClosure(address(token));
        vm.warp(effectiveAt);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.SellEnabledUpdated(address(token), false);
        vm.prank(admin);
        registry.applyClosure(address(token));
        assertFalse(token.sellEnabled());
        (kind, at) = registry.pendingClosure(address(token));
        assertEq(kind, 0);
        assertEq(at, 0);
    }

    function test_setSellEnabled_enablingWithdrawsAnAnnouncedEnd() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.setSellEnabled(address(token), false);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.ClosureCancelled(address(token), 1, manager);
        registry.setSellEnabled(address(token), true);
        vm.stopPrank();
        (uint256 kind,) = registry.pendingClosure(address(token));
        assertEq(kind, 0);
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert(IMasterRegistry.NothingPending.selector);
        vm.prank(manager);
        registry.applyClosure(address(token));
        assertTrue(token.sellEnabled());
    }

    function test_setSellEnabled_disablingRevertsWhenOffOrAlreadyAnnounced() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.setSellEnabled(address(token), false);
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.ClosurePending.selector, address(token), 1, block.timestamp + 2 days)
        );
        registry.setSellEnabled(address(token), false);
        vm.expectRevert(
            abi.encodeWithSelector(IMasterRegistry.ClosurePending.selector, address(token), 1, block.timestamp + 2 days)
        );
        registry.delistProperty(address(token), false);
        vm.stopPrank();
        _disableSellBackAfter(token);
        vm.expectRevert(IMasterRegistry.InvalidInput.selector);
        vm.prank(manager);
        registry.setSellEnabled(address(token), false);
    }

    /// The audit: `delistProperty(token, false)` left holders no way out at once. Buys stop when it is announced,
    /// holders sell back during the notice, and the delisting applies only after it.
    function test_delistProperty_withoutRefundIsAnnouncedAndStopsBuysAtOnce() public {
        PropertyToken token = _createProperty("Short", TOTAL_M2, 2_500 * unit, 1 days);
        _buy(alice, token, _m2(4));
        vm.warp(block.timestamp + 1 days);
        uint256 effectiveAt = block.timestamp + 2 days;
        vm.expectEmit(address(registry));
        emit IMasterRegistry.ClosureAnnounced(address(token), 2, effectiveAt, manager);
        vm.prank(manager);
        registry.delistProperty(address(token), false);
        assertTrue(token.listed());
        assertTrue(token.buyingClosed());
        uint256 cost = vault.quoteBuy(address(token), _m2(1));
        _fund(bob, cost);
        _approve(bob, cost);
        vm.expectRevert(abi.encodeWithSelector(IPropertyToken.BuyingClosed.selector, address(token)));
        vm.prank(bob);
        vault.buy(address(token), _m2(1), cost, type(uint256).max, block.timestamp);
        vm.prank(alice);
        assertEq(vault.sell(address(token), _m2(4), 0, block.timestamp), 10_000 * unit, "alice leaves first");

        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.TooEarly.selector, effectiveAt));
        vm.prank(manager);
        registry.applyClosure(address(token));
        vm.warp(effectiveAt);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.PropertyDelisted(address(token), false);
        vm.prank(manager);
        registry.applyClosure(address(token));
        assertFalse(token.listed());
        assertFalse(token.sellEnabled());
        assertFalse(token.buyingClosed(), "the delisting replaces the mark");
    }

    function test_cancelClosure_reopensBuys() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.delistProperty(address(token), false);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, stranger));
        vm.prank(stranger);
        registry.cancelClosure(address(token));
        vm.expectEmit(address(registry));
        emit IMasterRegistry.ClosureCancelled(address(token), 2, admin);
        vm.prank(admin);
        registry.cancelClosure(address(token));
        assertFalse(token.buyingClosed());
        _buy(alice, token, _m2(1));
        vm.expectRevert(IMasterRegistry.NothingPending.selector);
        vm.prank(manager);
        registry.cancelClosure(address(token));
    }

    function test_applyClosure_revertsForAStrangerAndAnUnknownToken() public {
        PropertyToken token = _createProperty();
        vm.prank(manager);
        registry.setSellEnabled(address(token), false);
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.Unauthorized.selector, stranger));
        vm.prank(stranger);
        registry.applyClosure(address(token));
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.UnknownProperty.selector, stranger));
        vm.prank(manager);
        registry.applyClosure(stranger);
    }

    function test_delistWithRefund_supersedesAnAnnouncedDelisting() public {
        PropertyToken token = _createProperty();
        _buy(alice, token, _m2(4));
        vm.startPrank(manager);
        registry.delistProperty(address(token), false);
        vm.expectEmit(address(registry));
        emit IMasterRegistry.ClosureCancelled(address(token), 2, manager);
        registry.delistProperty(address(token), true);
        vm.stopPrank();
        assertFalse(token.buyingClosed());
        (uint256 kind,) = registry.pendingClosure(address(token));
        assertEq(kind, 0);
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert(IMasterRegistry.NothingPending.selector);
        vm.prank(manager);
        registry.applyClosure(address(token));
        assertTrue(token.sellEnabled(), "the refund stays claimable");
    }

    /// @dev Applies an announced end of selling back once its notice ran out (the clock moves on).
    function _disableSellBackAfter(PropertyToken token) private {
        vm.warp(block.timestamp + registry.CLOSURE_NOTICE());
        vm.prank(manager);
        registry.applyClosure(address(token));
    }

    function test_setSellEnabled_revertsAfterDelisting() public {
        PropertyToken token = _createProperty();
        vm.startPrank(manager);
        registry.delistProperty(address(token), true);
        vm.expectRevert(abi.encodeWithSelector(IMasterRegistry.PriceFrozen.selector, address(token)));
        registry.setSellEnabled(address(token), false);
        vm.stopPrank();
        assertTrue(registry.getAllProperties(0, 1)[0].refund, "a refund delisting cannot be flipped");
    }

    function test_setSellEnabled_revertsForUnknownToken() public {
        _assertUnknownProperty(abi.encodeCall(registry.setSellEnabled, (stranger, true)));
    }

    function test_setSellEnabled_revertsForNonManager() public {
        PropertyToken token = _createProperty();
        _assertManagerOnly(bob, abi.encodeCall(registry.setSellEnabled, (address(token), false)));
    }

    // ---------------------------------------------------------------- views

    function test_getAllProperties_isEmptyBeforeTheFirstProperty() public view {
        assertEq(registry.getAllProperties(0, 100).length, 0);
        assertEq(registry.getActiveProperties(0, 100).length, 0);
        assertEq(registry.getPropertyTokens(0, 100).length, 0);
        assertEq(registry.propertyCount(), 0);
    }

    function test_getAllProperties_returnsEntriesInCreationOrder() public {
        PropertyToken first = _createProperty("First", 100, 10 * unit, 1 days);
        PropertyToken second = _createProperty("Second", 200, 20 * unit, 2 days);
        _changePrice(second, 24 * unit);

        IMasterRegistry.PropertyEntry[] memory entries = registry.getAllProperties(0, 100);
        assertEq(entries.length, 2);
        assertEq(entries[0].token, address(first));
        assertEq(entries[0].name, "First");
        assertEq(entries[0].totalM2, 100);
        assertEq(entries[0].initialPrice, 10 * unit);
        assertEq(entries[0].lockDuration, 1 days);
        assertFalse(entries[0].delisted);
        assertFalse(entries[0].refund);
        assertEq(entries[1].token, address(second));
        assertEq(entries[1].initialPrice, 20 * unit, "initial price, not the current one");

        address[] memory tokens = registry.getPropertyTokens(0, 100);
        assertEq(tokens.length, 2);
        assertEq(tokens[0], address(first));
        assertEq(tokens[1], address(second));
    }

    function test_getAllProperties_pagesByOffsetAndLimit() public {
        PropertyToken first = _createProperty("First", 100, unit, LOCK);
        PropertyToken second = _createProperty("Second", 100, unit, LOCK);
        PropertyToken third = _createProperty("Third", 100, unit, LOCK);
        IMasterRegistry.PropertyEntry[] memory page = registry.getAllProperties(1, 1);
        assertEq(page.length, 1);
        assertEq(page[0].token, address(second));
        page = registry.getAllProperties(1, 5);
        assertEq(page.length, 2);
        assertEq(page[1].token, address(third));
        assertEq(registry.getAllProperties(3, 5).length, 0, "past the end: empty");
        assertEq(registry.getAllProperties(type(uint256).max, type(uint256).max).length, 0);
        assertEq(registry.getPropertyTokens(0, 1)[0], address(first));
        assertEq(registry.propertyCount(), 3);
    }

    function test_getActiveProperties_leavesDelistedOnesOut() public {
        PropertyToken first = _createProperty("First", 100, unit, LOCK);
        PropertyToken second = _createProperty("Second", 100, unit, LOCK);
        PropertyToken third = _createProperty("Third", 100, unit, LOCK);
        vm.prank(manager);
        registry.delistProperty(address(second), true);

        IMasterRegistry.PropertyEntry[] memory active = registry.getActiveProperties(0, 100);
        assertEq(active.length, 2);
        assertEq(active[0].token, address(first));
        assertEq(active[1].token, address(third));
        assertEq(registry.getAllProperties(0, 100).length, 3);
        assertEq(registry.getActiveProperties(1, 1).length, 0, "the page [1, 2) holds only the delisted one");
    }

    function test_isProperty_falseForOtherAddresses() public {
        PropertyToken token = _createProperty();
        assertTrue(registry.isProperty(address(token)));
        assertFalse(registry.isProperty(registry.tokenImplementation()));
        assertFalse(registry.isProperty(stranger));
    }

    function test_isListed_falseForUnknownToken() public view {
        assertFalse(registry.isListed(stranger));
        assertFalse(registry.isSellEnabled(stranger));
    }

    function test_supportsInterface_reportsAccessControl() public view {
        assertTrue(registry.supportsInterface(type(IAccessControl).interfaceId));
        assertTrue(registry.supportsInterface(type(IAccessControlDefaultAdminRules).interfaceId));
    }

    // ---------------------------------------------------------------- admin handover

    function test_beginDefaultAdminTransfer_takesTwoStepsAndTheDelay() public {
        assertEq(registry.defaultAdminDelay(), 2 days);
        vm.prank(admin);
        registry.beginDefaultAdminTransfer(bob);
        vm.warp(block.timestamp + 2 days);
        vm.expectRevert();
        vm.prank(bob);
        registry.acceptDefaultAdminTransfer();
        vm.warp(block.timestamp + 1);
        vm.prank(bob);
        registry.acceptDefaultAdminTransfer();
        assertEq(registry.defaultAdmin(), bob);
        assertFalse(registry.hasRole(registry.DEFAULT_ADMIN_ROLE(), admin));
    }

    function test_grantRole_cannotGrantTheAdminRoleInOneStep() public {
        bytes32 adminRole = registry.DEFAULT_ADMIN_ROLE();
        vm.expectRevert();
        vm.prank(admin);
        registry.grantRole(adminRole, bob);
    }

    function test_renounceRole_theLastAdminCannotRenounceInOneStep() public {
        bytes32 adminRole = registry.DEFAULT_ADMIN_ROLE();
        vm.expectRevert();
        vm.prank(admin);
        registry.renounceRole(adminRole, admin);
        assertEq(registry.defaultAdmin(), admin);
    }

    // ---------------------------------------------------------------- helpers

    /// @dev `caller` lacks MANAGER_ROLE: the call reverts with AccessControl's error.
    function _assertManagerOnly(address caller, bytes memory data) private {
        vm.prank(caller);
        (bool ok, bytes memory reason) = address(registry).call(data);
        assertFalse(ok, "a non-manager got through");
        assertEq(
            reason,
            abi.encodeWithSelector(IAccessControl.AccessControlUnauthorizedAccount.selector, caller, managerRole)
        );
    }

    /// @dev A manager addresses a token the registry did not create.
    function _assertUnknownProperty(bytes memory data) private {
        vm.prank(manager);
        (bool ok, bytes memory reason) = address(registry).call(data);
        assertFalse(ok, "an unknown token was accepted");
        assertEq(reason, abi.encodeWithSelector(IMasterRegistry.UnknownProperty.selector, stranger));
    }
}
