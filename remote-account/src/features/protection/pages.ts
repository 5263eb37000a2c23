// The player-protection pages by route id (issue 10): the responsible-gaming hub and the active sessions.
import type { ComponentType } from 'react';
import type { RouteId } from 'shared';
import { ActiveSessionsPage } from './components/active-sessions-page';
import { ResponsibleGamingPage } from './components/responsible-gaming-page';
import './protection.css';

export const PROTECTION_PAGES: Partial<Record<RouteId, ComponentType>> = {
  responsibleGaming: ResponsibleGamingPage,
  activeSessions: ActiveSessionsPage,
};
