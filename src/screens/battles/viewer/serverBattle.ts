/**
 * Everything only a stored server battle (`/battle?id=`) needs, as one lazily loaded module: fetching its record
 * (the API client and its schemas) and its panels (result with rewards and rating, fairness). A replay link or a
 * visitor's random battle never loads it. One module, not three, so the bundler's shared chunks stay as they were.
 */
export { fetchBattle } from '../../../services/battles/fetchBattle';
export { ServerResult } from './ServerResult';
export { FairnessDetails } from './FairnessDetails';
