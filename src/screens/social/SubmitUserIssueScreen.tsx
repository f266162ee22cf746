import { ComingSoon } from '../shared/ComingSoon';

/** /submit-user-issue: its feature arrives in a later issue; until then a translated page names the screen. */
export default function SubmitUserIssueScreen() {
  return <ComingSoon screen="submitUserIssue" />;
}
