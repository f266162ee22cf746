import { ConversionScreen } from './conversions/ConversionScreen';

/** /convert-game-coin (signed-in players): gold coin into game coin, previewed by the server before confirming (docs/ECONOMY.md, "Conversions"). */
export default function ConvertGameCoinScreen() {
  return <ConversionScreen kind="gold_to_game_coin" screen="convertGameCoin" />;
}
