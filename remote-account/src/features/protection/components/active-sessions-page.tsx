// Active sessions (/m/security/sessions): every device signed in to the account, this one marked, with where and
// when it signed in and was last seen. Another session can be signed out from here (its next call is refused),
// or all other sessions at once; this device signs out through the usual sign-out.
import {
  type ActiveSession,
  bus,
  Button,
  formatDateTime,
  LoadFailed,
  notifyError,
  showToast,
  Skeleton,
} from 'shared';
import { useActiveSessions, useRevokeOtherSessions, useRevokeSession } from '../api/sessions';
import { ProtectionFrame } from './protection-frame';
import { useProtectionTranslation } from '../texts';

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useProtectionTranslation();
  const revoke = useRevokeSession();
  const device = session.device || t('protection.sessions.unknownDevice');
  const where = session.place ? `${session.place} (${session.ip})` : session.ip;

  const signOut = () => {
    if (session.current) {
      bus.emit('logout:request', {});
      return;
    }
    // Said from the mutation's own promise: the refreshed list drops this row (the device is gone) before
    // react-query would call a callback given to mutate(), and it calls none for a row no longer on screen.
    revoke
      .mutateAsync(session.id)
      .then(
        () => showToast({ type: 'success', message: t('protection.sessions.signedOut', { device }) }),
        notifyError,
      );
  };

  return (
    <li className="acc-rg-card acc-rg-session" aria-label={device}>
      <div className="acc-rg-session__text">
        <span className="acc-rg-session__device">
          {device}
          {session.current ? <span className="acc-rg-badge">{t('protection.sessions.current')}</span> : null}
        </span>
        <span>{t('protection.sessions.where', { where })}</span>
        <span>{t('protection.sessions.since', { time: formatDateTime(session.createdAt) })}</span>
        <span>{t('protection.sessions.seen', { time: formatDateTime(session.lastSeenAt) })}</span>
      </div>
      <Button
        variant="secondary"
        loading={revoke.isPending}
        aria-label={t(
          session.current ? 'protection.sessions.signOutThisLabel' : 'protection.sessions.signOutLabel',
          {
            device,
          },
        )}
        onClick={signOut}
      >
        {t('protection.sessions.signOut')}
      </Button>
    </li>
  );
}

export function ActiveSessionsPage() {
  const { t } = useProtectionTranslation();
  const sessions = useActiveSessions();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        showToast({ type: 'success', message: t('protection.sessions.othersSignedOut', { count: revoked }) }),
      onError: notifyError,
    });

  let body;
  if (sessions.isError) body = <LoadFailed onRetry={() => void sessions.refetch()} />;
  else if (!sessions.data) body = <Skeleton rows={4} />;
  else
    body = (
      <>
        <ul className="acc-rg-sessions" aria-label={t('protection.sessions.listLabel')}>
          {list.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
        <Button
          block
          variant="secondary"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          onClick={signOutOthers}
        >
          {t('protection.sessions.signOutOthers')}
        </Button>
        {others === 0 ? <p className="acc-rg__hint">{t('protection.sessions.noOthers')}</p> : null}
      </>
    );

  return (
    <ProtectionFrame title={t('routes.activeSessions', { ns: 'shared' })}>
      <p className="acc-rg__intro">{t('protection.sessions.intro')}</p>
      {body}
    </ProtectionFrame>
  );
}
