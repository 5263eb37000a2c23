// What one route of the table renders: home, a popup over home, the owning remote's page, or the login popup
// / an honest "not available" when the route's session, flag or member rule says no. The login popup that opens
// instead of a members-only page carries that page, and the popup host opens it once the visitor has signed in.
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  bus,
  type BusEvents,
  Button,
  EmptyState,
  matchRoute,
  type PopupKind,
  type RouteDef,
  SIGN_IN_RETURN_PARAM,
  signInReturnPath,
  Skeleton,
} from 'shared';
import { RemoteArea } from '../components/remote-area';
import { AboutPage } from '../features/about/about-page';
import { useFirstFrameOver } from '../features/home/first-frame';
import { HomePage } from '../features/home/home-page';
import { useRouteAccess } from './use-route-access';

/**
 * An auth popup that may carry the page to open once signed in; the login for an agency centre page is that
 * centre's own entry (its login refuses non-agents: 'Non-agents cannot log in').
 */
function signInPopup(kind: PopupKind, page: string | null): BusEvents['popup:open'] {
  if (page === null) return { kind };
  const target = matchRoute(page.split(/[?#]/, 1)[0] ?? '');
  return {
    kind,
    returnTo: page,
    ...(kind === 'login' && target?.memberRule === 'agent' ? { entry: 'agent' } : {}),
  };
}

export function RouteScreen({ route }: { route: RouteDef }) {
  const access = useRouteAccess(route);
  const { pathname, search } = useLocation();
  const { t } = useTranslation('shell');
  // A lobby page's first frame (its banner group's first image, from the HTML) stays until its banners show.
  const banners = useFirstFrameOver();
  // The page a popup route's link names for after signing in (/m/login?redirect=/m/voucherCenter), if any.
  const namedPage = signInReturnPath(new URLSearchParams(search).get(SIGN_IN_RETURN_PARAM));

  useEffect(() => {
    if (route.popup && access === 'allow') bus.emit('popup:open', signInPopup(route.popup, namedPage));
    // Protected pages open the login popup instead (change password just goes home: spec account §2).
    if (access === 'login' && route.popup !== 'changePsw') {
      bus.emit('popup:open', signInPopup('login', signInReturnPath(`${pathname}${search}`)));
    }
  }, [route, access, pathname, search, namedPage]);

  if (access === 'pending') return <Skeleton rows={6} />;
  if (access === 'login') return <Navigate to={route.signedOutPath ?? '/m/home'} replace />;
  // A sign-in or register link followed while signed in: on to the page it names, as a sign-in would go.
  if (access === 'signedIn') return <Navigate to={namedPage ?? '/m/home'} replace />;
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
