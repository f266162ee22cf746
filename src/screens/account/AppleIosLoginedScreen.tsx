import { ComingSoon } from '../shared/ComingSoon';

/** /apple-ios-logined: its feature arrives in a later issue; until then a translated page names the screen. */
export default function AppleIosLoginedScreen() {
  return <ComingSoon screen="appleIosLogined" />;
}
