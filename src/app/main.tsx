import '../contracts/zodWithoutEval';
import './styles/app.css';
import { afterFirstPaint } from './afterFirstPaint';
import { showStaticFallback } from './errors/staticFallback';

// The page's own entry is only this file: the splash in index.html is painted first, and the app (React, the
// router, i18n, the first screens) is evaluated after that frame, so a phone shows the brand at once instead of a
// blank page while ~130 KB of script compiles and runs. A chunk that fails to load shows the start-up error screen.
afterFirstPaint(() => {
  import('./boot')
    .then(({ boot }) => boot())
    .catch((error: unknown) => showStaticFallback(error));
});
