import { siteSetForHost, type SiteSet } from '../../services/site/siteSet';

/** The site set of the host this page was loaded from; fixed for the page's life. */
export const CURRENT_SITE_SET: SiteSet = siteSetForHost(window.location.host);
