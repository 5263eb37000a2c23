// The player-protection pages by route id: the responsible-gaming hub and the active sessions, each in a
// chunk of its own (`page-<route id>`, shared/src/ui/page-switch.tsx).
import type { PageLoader, RouteId } from 'shared';
import './protection.css';

export const PROTECTION_PAGES: Partial<Record<RouteId, PageLoader>> = {
  responsibleGaming: () =>
    import(/* webpackChunkName: "page-responsibleGaming" */ './components/responsible-gaming-page').then(
      (m) => m.ResponsibleGamingPage,
    ),
  activeSessions: () =>
    import(/* webpackChunkName: "page-activeSessions" */ './components/active-sessions-page').then(
      (m) => m.ActiveSessionsPage,
    ),
};
