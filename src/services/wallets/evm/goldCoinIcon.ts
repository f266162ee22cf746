/** The gold coin as an SVG string, web3-onboard's secondary-token icon in the account center (inline: no request). */
export const GOLD_COIN_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="34" r="27" fill="#8a5a12"/><circle cx="32" cy="31" r="27" fill="#f5c451"/><circle cx="32" cy="31" r="20" fill="none" stroke="#b7791f" stroke-width="2.5"/></svg>';
