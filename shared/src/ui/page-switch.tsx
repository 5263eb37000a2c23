// A remote's page module: the page built for a route id, or an honest "coming soon" frame titled with the
// route's name for a page a later release builds.
import type { ComponentType } from 'react';
import { ComingSoon } from './coming-soon';
import { useSharedTranslation } from './use-shared-translation';

export interface PageSwitchProps {
  routeId: string;
  pages: Partial<Record<string, ComponentType>>;
}

export function PageSwitch({ routeId, pages }: PageSwitchProps) {
  const { t } = useSharedTranslation();
  const Page = pages[routeId];
  if (Page) return <Page />;
  return <ComingSoon title={t(`routes.${routeId}`, { defaultValue: routeId })} />;
}
