// Invite friends (/m/inviteFriends): the member's code and link with copy buttons, the link as a QR code, and
// the friends who registered with it.
import { Badge, copyWithToast, EmptyState, QR_MAX_BYTES, QrImage, Skeleton } from 'shared';
import { formatDate } from 'shared';
import { useReferral } from '../hooks/use-referral';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

export function InviteFriends() {
  const { t } = useMemberTranslation();
  const referral = useReferral();
  const data = referral.data;

  const copy = (text: string) => void copyWithToast(text);

  return (
    <PageFrame title={t('routes.inviteFriends', { ns: 'shared' })}>
      {!data ? (
        <Skeleton rows={5} />
      ) : (
        <>
          <div className="acc-member-panel acc-invite">
            <p className="acc-member-form__hint">{t('memberArea.invite.intro')}</p>
            <div className="acc-invite__row">
              <span className="acc-invite__label">{t('memberArea.invite.code')}</span>
              <strong className="acc-invite__value" data-testid="invite-code">
                {data.code}
              </strong>
              <button
                type="button"
                className="mc-button mc-button--secondary"
                aria-label={t('memberArea.invite.copyCode')}
                onClick={() => copy(data.code)}
              >
                {t('memberArea.invite.copy')}
              </button>
            </div>
            <div className="acc-invite__row">
              <span className="acc-invite__label">{t('memberArea.invite.link')}</span>
              <span className="acc-invite__value acc-invite__value--link">{data.link}</span>
              <button
                type="button"
                className="mc-button mc-button--secondary"
                aria-label={t('memberArea.invite.copyLink')}
                onClick={() => copy(data.link)}
              >
                {t('memberArea.invite.copy')}
              </button>
            </div>
            {new TextEncoder().encode(data.link).length <= QR_MAX_BYTES ? (
              <div className="acc-invite__qr">
                <QrImage value={data.link} label={t('memberArea.invite.qr')} className="acc-qr" />
              </div>
            ) : null}
          </div>
          <h2 className="acc-member-subtitle">
            {t('memberArea.invite.invited')} <Badge count={data.invitedCount} />
          </h2>
          {data.invited.length === 0 ? (
            <EmptyState text={t('memberArea.invite.none')} />
          ) : (
            <ul className="acc-cards">
              {data.invited.map((friend) => (
                <li key={`${friend.account}-${friend.registeredAt}`} className="acc-card">
                  <div className="acc-card__main">
                    <span className="acc-card__title">{friend.account}</span>
                    <span className="acc-card__meta">
                      {t('memberArea.invite.registered', {
                        date: formatDate(friend.registeredAt),
                      })}
                    </span>
                  </div>
                  <span className="acc-card__status">
                    {t(friend.deposited ? 'memberArea.invite.deposited' : 'memberArea.invite.notDeposited')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PageFrame>
  );
}
