import type { AppDeps } from '../appDeps';

/** What the tournament use cases take from the app's dependencies: the database, the repositories and where battles are played. */
export type TournamentDeps = Pick<AppDeps, 'db' | 'repositories' | 'simulate'>;
