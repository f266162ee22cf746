import { ComingSoon } from '../shared/ComingSoon';

/** /my-battles: its feature arrives in a later issue; until then a translated page names the screen. */
export default function MyBattlesScreen() {
  return <ComingSoon screen="myBattles" />;
}
