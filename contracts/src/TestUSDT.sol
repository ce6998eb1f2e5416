// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title TestUSDT
/// @notice Stablecoin for local and test chains only (never deployed on BSC mainnet): a plain
///         ERC-20 with configurable decimals that its owner can mint.
contract TestUSDT is ERC20, Ownable {
    uint8 private immutable _decimals;

    /// @param name_ Token name.
    /// @param symbol_ Token symbol.
    /// @param decimals_ Decimals (18 like BSC's USDT by default in the deploy script; tests also use 6).
    /// @param owner_ The account allowed to mint.
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address owner_)
        ERC20(name_, symbol_)
        Ownable(owner_)
    {
        _decimals = decimals_;
    }

    /// @notice Decimals given at deployment.
    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Mints `amount` base units to `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
