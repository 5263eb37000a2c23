// What one route of the table renders: home, a popup over home, the owning remote's page, or the login popup
// / an honest "not available" when the route's session, flag or member rule says no.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { bus, Button, EmptyState, type RouteDef, Skeleton } from 'shared';
import { RemoteArea } from '../components/remote-area';
import { AboutPage } from '../features/about/about-page';
import { useFirstFrameOver } from '../features/home/first-frame';
import { HomePage } from '../features/home/home-page';
import { useRouteAccess } from './use-route-access';

export function RouteScreen({ route }: { route: RouteDef }) {
  const access = useRouteAccess(route);
  const { t } = useTranslation('shell');
  // A lobby page's first frame (its banner group's first image, from the HTML) stays until its banners show.
  const banners = useFirstFrameOver();

  useEffect(() => {
    if (route.popup && access === 'allow') bus.emit('popup:open', { kind: route.popup });
    // Protected pages open the login popup instead (change password just goes home: spec account §2).
    // The agency centre's own entry: its login refuses non-agents ('Non-agents cannot log in').
    if (access === 'login' && route.popup !== 'changePsw') {
      bus.emit('popup:open', {
        kind: 'login',
        ...(route.memberRule === 'agent' ? { entry: 'agent' as const } : {}),
      });
    }
  }, [route, access]);

  if (access === 'pending') return <Skeleton rows={6} />;
  if (access === 'login') return <Navigate to={route.signedOutPath ?? '/m/home'} replace />;
  if (route.id === 'about') return <AboutPage />;
  if (route.owner === 'shell' || route.popup) return <HomePage />;
  if (access === 'forbidden' && route.memberRule === 'realAccount') {
    return <EmptyState text={t('errors.actualAccount', { ns: 'shared' })} />;
  }
  // The reward centre switched off says to contact customer service, and opens it (spec account §6; lobby, Promotions).
  if (access === 'disabled' && route.id === 'rewardCenter') {
    return (
      <EmptyState
        text={t('gate.rewardCentreOff')}
        action={<Button onClick={() => bus.emit('service:open', {})}>{t('gate.contactService')}</Button>}
      />
    );
  }
  if (access === 'disabled' || access === 'forbidden') {
    return (
      <EmptyState
        text={`${t(access === 'disabled' ? 'gate.disabledTitle' : 'gate.forbiddenTitle')}: ${t('errors.forbidden', { ns: 'shared' })}`}
      />
    );
  }
  return (
    <>
      {route.bannerGroup && (
        <div ref={banners}>
          <RemoteArea
            id="content/Banners"
            props={{ group: route.bannerGroup }}
            placeholderRows={1}
            className="mc-page-banners"
            key={`banners-${route.bannerGroup}`}
          />
        </div>
      )}
      <RemoteArea
        id={`${route.owner}/Pages`}
        props={{ routeId: route.id }}
        placeholderRows={6}
        key={route.id}
      />
    </>
  );
}
