import { ConversionScreen } from './conversions/ConversionScreen';

/** /convert-invite-point (signed-in players): invite points into game coin, previewed by the server before confirming (docs/ECONOMY.md, "Conversions"). */
export default function ConvertInvitePointScreen() {
  return <ConversionScreen kind="invite_points_to_game_coin" screen="convertInvitePoint" />;
}
