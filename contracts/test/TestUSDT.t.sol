// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Test} from "forge-std/Test.sol";
import {TestUSDT} from "../src/TestUSDT.sol";

contract TestUSDTTest is Test {
    address internal owner = makeAddr("owner");
    address internal investor = makeAddr("investor");

    function test_constructor_setsMetadataAndOwner() public {
        TestUSDT coin = new TestUSDT("Test USDT", "USDT", 18, owner);
        assertEq(coin.name(), "Test USDT");
        assertEq(coin.symbol(), "USDT");
        assertEq(coin.decimals(), 18);
        assertEq(coin.owner(), owner);
        assertEq(coin.totalSupply(), 0);
    }

    function test_decimals_isConfigurable() public {
        assertEq(new TestUSDT("Six", "SIX", 6, owner).decimals(), 6);
    }

    function test_mint_creditsTheRecipient() public {
        TestUSDT coin = new TestUSDT("Test USDT", "USDT", 6, owner);
        vm.prank(owner);
        coin.mint(investor, 1_000_000e6);
        assertEq(coin.balanceOf(investor), 1_000_000e6);
        assertEq(coin.totalSupply(), 1_000_000e6);
    }

    function test_mint_revertsForAnyoneButTheOwner() public {
        TestUSDT coin = new TestUSDT("Test USDT", "USDT", 18, owner);
        vm.expectRevert(abi.encodeWithSelector(Ownable.OwnableUnauthorizedAccount.selector, investor));
        vm.prank(investor);
        coin.mint(investor, 1);
    }
}
