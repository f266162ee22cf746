import { ErrorScreen } from './ErrorScreen';
import { useGlobalErrorStore } from './globalErrors';

/** Covers the page with "An unhandled error occurred" once the global handler caught something. */
export function UnhandledErrorScreen() {
  const error = useGlobalErrorStore((state) => state.error);
  if (!error) return null;
  return <ErrorScreen kind="unhandled" error={error.thrown} overlay />;
}
