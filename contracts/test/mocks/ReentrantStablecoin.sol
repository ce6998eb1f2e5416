// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestUSDT} from "../../src/TestUSDT.sol";

/// @notice A stablecoin that, once armed, calls back into a target during `transferFrom` and
///         `transfer` (bubbling any revert), to prove the vault's reentrancy guard holds.
contract ReentrantStablecoin is TestUSDT {
    address private _target;
    bytes private _data;

    constructor() TestUSDT("Reentrant USD", "RUSD", 18, msg.sender) {}

    function arm(address target, bytes calldata data) external {
        _target = target;
        _data = data;
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        _reenter();
        return super.transferFrom(from, to, value);
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        _reenter();
        return super.transfer(to, value);
    }

    function _reenter() private {
        address target = _target;
        if (target == address(0)) return;
        _target = address(0);
        (bool ok, bytes memory reason) = target.call(_data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(reason, 32), mload(reason))
            }
        }
    }
}
