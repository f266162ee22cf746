// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title TCG gold coin on Core: a plain ERC-20 (18 decimals) the owner mints.
/// @notice Players deposit it into the game through GoldCoinDeposit; the game server credits it once per log.
contract GoldCoin is ERC20, Ownable {
    constructor(address initialOwner) ERC20("TCG Gold Coin", "GOLD") Ownable(initialOwner) {}

    /// @notice Mints `amount` (smallest units) to `to`; only the owner (the studio's treasury key).
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
