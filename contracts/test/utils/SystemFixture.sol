// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Test} from "forge-std/Test.sol";
import {IdentityRegistry} from "../../src/IdentityRegistry.sol";
import {MasterRegistry} from "../../src/MasterRegistry.sol";
import {PropertyLens} from "../../src/PropertyLens.sol";
import {PropertyToken} from "../../src/PropertyToken.sol";
import {TestUSDT} from "../../src/TestUSDT.sol";
import {VaultTrader} from "../../src/VaultTrader.sol";

/// @dev Both test stablecoins mint to anyone in tests (TestUSDT: the fixture is its owner).
interface IMintable {
    function mint(address to, uint256 amount) external;
}

/// @notice The whole system wired as the deploy script wires it: an admin, a manager, a fund
///         manager, investors, and helpers that trade as they would.
abstract contract SystemFixture is Test {
    using SafeERC20 for IERC20;

    uint256 internal constant ONE_M2 = 1e18;
    uint256 internal constant LOCK = 30 days;
    uint256 internal constant TOTAL_M2 = 1_000;

    address internal admin = makeAddr("admin");
    address internal manager = makeAddr("manager");
    address internal fundManager = makeAddr("fundManager");
    address internal alice = makeAddr("alice");
    address internal bob = makeAddr("bob");
    address internal stranger = makeAddr("stranger");
    address internal treasury = makeAddr("treasury");
    address internal compliance = makeAddr("compliance");

    IERC20 internal usdt;
    /// @dev One whole stablecoin (10 ** decimals).
    uint256 internal unit;
    MasterRegistry internal registry;
    VaultTrader internal vault;
    PropertyLens internal lens;
    IdentityRegistry internal identity;
    /// @dev Whether `_createProperty` leaves the identity requirement on (a new property's default). The suites
    ///      of trading, refunds and income switch it off, so their buyers and receivers may be any address; the
    ///      compliance suites (test/Compliance*.t.sol, the invariant handler) keep it on.
    bool internal keepIdentityRequired;

    function setUp() public virtual {
        _deploySystem(_deployStablecoin());
    }

    /// @dev The stablecoin of the suite; overridden by the 6-decimal and USDT-style suites.
    function _deployStablecoin() internal virtual returns (address) {
        return address(new TestUSDT("Test USDT", "USDT", 18, address(this)));
    }

    function _deploySystem(address stablecoin) internal {
        usdt = IERC20(stablecoin);
        unit = 10 ** IERC20Metadata(stablecoin).decimals();
        registry = new MasterRegistry(admin);
        vault = new VaultTrader(address(registry), stablecoin, treasury);
        lens = new PropertyLens(address(registry));
        identity = new IdentityRegistry(address(registry));
        vm.startPrank(admin);
        registry.setVaultTrader(
            address(vault), address(new PropertyToken(address(registry), address(vault), address(identity)))
        );
        registry.grantRole(registry.MANAGER_ROLE(), manager);
        registry.grantRole(registry.COMPLIANCE_ROLE(), compliance);
        vault.setFundManager(fundManager);
        vm.stopPrank();
        // The two investors of most suites are on the allow-list, as the deploy approves the local investors.
        _approveInvestor(alice);
        _approveInvestor(bob);
    }

    /// @dev Compliance approves `investor` with no country and no expiry.
    function _approveInvestor(address investor) internal {
        vm.prank(compliance);
        identity.approve(investor, 0, 0);
    }

    /// @dev No property: a freeze that marks no token (the account only stops receiving).
    function _noTokens() internal pure returns (address[] memory) {
        return new address[](0);
    }

    /// @dev One property, for `IdentityRegistry.freeze`, `executeRecovery` and `claimIncome`.
    function _tokenList(address token) internal pure returns (address[] memory list) {
        list = new address[](1);
        list[0] = token;
    }

    /// @dev 1,000 M2 at 2,500 stablecoins per M2, locked 30 days.
    function _createProperty() internal returns (PropertyToken) {
        return _createProperty("Sunset Villa", TOTAL_M2, 2_500 * unit, LOCK);
    }

    function _createProperty(string memory name, uint256 totalM2, uint256 price, uint256 lockSeconds)
        internal
        returns (PropertyToken)
    {
        vm.startPrank(manager);
        PropertyToken token = PropertyToken(registry.createProperty(name, totalM2, price, lockSeconds));
        if (!keepIdentityRequired) registry.setIdentityRequired(address(token), false);
        vm.stopPrank();
        return token;
    }

    function _fund(address account, uint256 amount) internal {
        IMintable(address(usdt)).mint(account, amount);
    }

    function _approve(address owner, uint256 amount) internal {
        vm.startPrank(owner);
        usdt.forceApprove(address(vault), amount);
        vm.stopPrank();
    }

    /// @dev Funds `buyer` with the exact cost, approves it, buys; returns the cost.
    function _buy(address buyer, PropertyToken token, uint256 m2) internal returns (uint256 cost) {
        cost = vault.quoteBuy(address(token), m2);
        _fund(buyer, cost);
        _approve(buyer, cost);
        vm.prank(buyer);
        return vault.buy(address(token), m2, cost, type(uint256).max, block.timestamp);
    }

    /// @dev Leaves `buyer` with `unlockedM2` whose lock has ended plus `lockedM2` bought now; returns the
    ///      time the new lock ends.
    function _buyUnlockedThenLocked(address buyer, PropertyToken token, uint256 unlockedM2, uint256 lockedM2)
        internal
        returns (uint256 unlockTime)
    {
        if (unlockedM2 > 0) {
            _buy(buyer, token, unlockedM2);
            vm.warp(block.timestamp + token.lockDuration());
        }
        _buy(buyer, token, lockedM2);
        return block.timestamp + token.lockDuration();
    }

    function _sell(address seller, PropertyToken token, uint256 m2) internal returns (uint256) {
        vm.prank(seller);
        return vault.sell(address(token), m2, 0, block.timestamp);
    }

    /// @dev Fund manager deposits `amount` into the bucket of `token` (zero = general bucket).
    function _deposit(address token, uint256 amount) internal {
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.prank(fundManager);
        vault.manualDeposit(token, amount);
    }

    /// @dev Fund manager distributes `amount` of income to the holders of `token`.
    function _distributeIncome(PropertyToken token, uint256 amount) internal {
        _fund(fundManager, amount);
        _approve(fundManager, amount);
        vm.prank(fundManager);
        vault.distributeIncome(address(token), amount, 1, 2);
    }

    function _pause() internal {
        vm.prank(admin);
        vault.pause();
    }

    /// @dev Pauses (if needed) and sweeps to the treasury, as the admin.
    function _sweep() internal {
        vm.startPrank(admin);
        if (!vault.paused()) vault.pause();
        vault.emergencySweep();
        vm.stopPrank();
    }

    /// @dev The fund manager empties the bucket of `token` (zero address = general bucket) into the treasury: it
    ///      announces the whole balance, the notice runs out, it withdraws. The clock then goes back to where it was,
    ///      so that a suite which only needs an empty bucket keeps its locks and prices (the withdrawal rules
    ///      themselves are tested in VaultTrader.Buckets.t.sol).
    function _emptyBucket(address token) internal {
        uint256 amount = vault.buckets(token);
        uint256 start = block.timestamp;
        vm.startPrank(fundManager);
        vault.announceWithdrawal(token, amount);
        vm.warp(start + vault.WITHDRAW_NOTICE());
        vault.withdrawFromBucket(token, treasury);
        vm.stopPrank();
        vm.warp(start);
    }

    /// @dev The manager announces the end of selling back of `token`, the notice runs out and it is applied; the
    ///      clock then goes back (see `_emptyBucket`; the closure rules are tested in MasterRegistry.t.sol).
    function _disableSellBack(PropertyToken token) internal {
        uint256 start = block.timestamp;
        vm.startPrank(manager);
        registry.setSellEnabled(address(token), false);
        vm.warp(start + registry.CLOSURE_NOTICE());
        registry.applyClosure(address(token));
        vm.stopPrank();
        vm.warp(start);
    }

    /// @dev The manager announces a delisting of `token` without refund, the notice runs out and it is applied; the
    ///      clock then goes back (see `_disableSellBack`).
    function _delistWithoutRefund(PropertyToken token) internal {
        uint256 start = block.timestamp;
        vm.startPrank(manager);
        registry.delistProperty(address(token), false);
        vm.warp(start + registry.CLOSURE_NOTICE());
        registry.applyClosure(address(token));
        vm.stopPrank();
        vm.warp(start);
    }

    /// @dev Manager proposes `price`, fund manager confirms, and the notice elapses.
    function _changePrice(PropertyToken token, uint256 price) internal {
        vm.prank(manager);
        registry.proposePrice(address(token), price);
        vm.prank(fundManager);
        registry.confirmPrice(address(token), price);
        vm.warp(block.timestamp + registry.PRICE_NOTICE());
    }

    /// @dev Walks the price to `price` in allowed steps (each announced and waited for).
    function _walkPrice(PropertyToken token, uint256 price) internal {
        uint256 current = token.currentPrice();
        while (current != price) {
            uint256 step = current / 5;
            require(step > 0, "a price below 5 base units cannot move");
            uint256 next = price > current
                ? (price - current > step ? current + step : price)
                : (current - price > step ? current - step : price);
            _changePrice(token, next);
            current = next;
        }
    }

    function _m2(uint256 whole) internal pure returns (uint256) {
        return whole * ONE_M2;
    }
}
