import { ComingSoon } from '../shared/ComingSoon';

/** /activity-levels: its feature arrives in a later issue; until then a translated page names the screen. */
export default function ActivityLevelsScreen() {
  return <ComingSoon screen="activityLevels" />;
}
