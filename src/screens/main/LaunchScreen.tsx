import { ComingSoon } from '../shared/ComingSoon';

/** /launch: its feature arrives in a later issue; until then a translated page names the screen. */
export default function LaunchScreen() {
  return <ComingSoon screen="launch" />;
}
