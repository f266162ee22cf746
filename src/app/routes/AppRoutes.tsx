import { Navigate, Route, Routes } from 'react-router-dom';
import { CURRENT_SITE_SET } from './currentSiteSet';
import { RouteScreen } from './RouteScreen';
import { ROUTES } from './routeTable';
import { routesFor } from './routesFor';
import { STORE_BUILD } from '../../services/site/storeBuild';

const routes = routesFor(ROUTES, CURRENT_SITE_SET, STORE_BUILD);

/** The routes of this host's site set; every unknown path redirects to `/` (SPEC §2). */
export function AppRoutes() {
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
