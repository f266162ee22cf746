import { ConversionScreen } from './conversions/ConversionScreen';

/** /burn-game-coin (signed-in players): game coin burned for fragments, previewed by the server before confirming (docs/ECONOMY.md, "Conversions"). */
export default function BurnGameCoinScreen() {
  return <ConversionScreen kind="game_coin_to_fragments" screen="burnGameCoin" />;
}
