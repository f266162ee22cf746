// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title Gold-coin deposits into TCG.
/// @notice A player approves this contract, then calls deposit(amount, ref) with the deposit reference the game
/// server issued to their account; the tokens move to the treasury and the Deposit log tells the server whom to
/// credit. There is no withdrawal path here on purpose (docs/WALLETS.md, "Deposits").
contract GoldCoinDeposit {
    using SafeERC20 for IERC20;

    /// @notice The gold-coin token accepted.
    IERC20 public immutable token;
    /// @notice Where deposited tokens go.
    address public immutable treasury;

    /// @notice One deposit: who paid, how much (token smallest units) and the account reference it is for.
    event Deposit(address indexed player, uint256 amount, bytes32 indexed ref);

    error ZeroAmount();
    error ZeroRef();

    constructor(IERC20 token_, address treasury_) {
        token = token_;
        treasury = treasury_;
    }

    /// @notice Moves `amount` from the caller to the treasury and logs it for `ref`.
    function deposit(uint256 amount, bytes32 ref) external {
        if (amount == 0) revert ZeroAmount();
        if (ref == bytes32(0)) revert ZeroRef();
        token.safeTransferFrom(msg.sender, treasury, amount);
        emit Deposit(msg.sender, amount, ref);
    }
}
