// The agent's affiliate links: how many of the allowed live links are in use, then per link its code, URL,
// registrations, creation day and the rates a registering member gets; Copy puts the URL on the clipboard, QR code
// shows it scannable, Retire (after a confirmation) stops it registering members and frees its place; Create link
// opens a sheet with the rates (the agent's own by default, never above them), while a place is free.
import { useState } from 'react';
import {
  type AffiliateLink,
  Button,
  copyWithToast,
  Dialog,
  EmptyState,
  formatDate,
  LoadFailed,
  MAX_AFFILIATE_LINKS,
  notifyError,
  QrImage,
  showToast,
  Skeleton,
} from 'shared';
import { useAffiliateLinks, useCreateAffiliateLink, useRetireAffiliateLink } from '../api/affiliate-links';
import { formatCount } from './figures';
import { RatesLine } from './rates-line';
import { RebateSheet } from './rebate-sheet';
import { useCentreTranslation } from '../texts';

export function LinksPanel() {
  const { t } = useCentreTranslation();
  const links = useAffiliateLinks();
  const create = useCreateAffiliateLink();
  const [creating, setCreating] = useState(false);
  const [qrFor, setQrFor] = useState<AffiliateLink | null>(null);
  const retire = useRetireAffiliateLink();
  const [retiring, setRetiring] = useState<AffiliateLink | null>(null);
  const used = links.data?.length ?? null;
  const full = used !== null && used >= MAX_AFFILIATE_LINKS;

  const confirmRetire = () => {
    if (!retiring || retire.isPending) return;
    const { id, code } = retiring;
    retire.mutate(id, {
      onSuccess: () => {
        showToast({ type: 'success', message: t('centre.links.retireDone', { code }) });
        setRetiring(null);
      },
      onError: (error) => {
        notifyError(error);
        setRetiring(null);
      },
    });
  };

  let body;
  if (links.data && links.data.length === 0) body = <EmptyState text={t('centre.links.empty')} />;
  else if (links.data)
    body = (
      <ul className="agt-list">
        {links.data.map((link) => (
          <li key={link.id} className="agt-card agt-link" aria-labelledby={`agt-link-${link.id}`}>
            <div className="agt-downline__head">
              <strong id={`agt-link-${link.id}`}>{link.code}</strong>
            </div>
            <p className="agt-link__url">{link.url}</p>
            <dl className="agt-figures">
              <div>
                <dt>{t('centre.links.registrations')}</dt>
                <dd>{formatCount(link.registrations)}</dd>
              </div>
              <div>
                <dt>{t('centre.links.createdAt')}</dt>
                <dd>{formatDate(link.createdAt)}</dd>
              </div>
            </dl>
            <RatesLine rates={link.rebateRates} label={t('centre.links.rates')} />
            <div className="agt-actions">
              <Button variant="secondary" onClick={() => void copyWithToast(link.url)}>
                {t('centre.links.copy')}
              </Button>
              <Button variant="secondary" onClick={() => setQrFor(link)}>
                {t('centre.links.qr')}
              </Button>
              <Button variant="ghost" onClick={() => setRetiring(link)}>
                {t('centre.links.retire')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  else if (links.isError) body = <LoadFailed onRetry={() => void links.refetch()} />;
  else body = <Skeleton rows={3} />;

  return (
    <div className="agt-panel">
      {used !== null && (
        <p className="agt-links__room" data-testid="links-room">
          {t(full ? 'centre.links.roomFull' : 'centre.links.room', {
            used: formatCount(used),
            max: formatCount(MAX_AFFILIATE_LINKS),
            left: formatCount(MAX_AFFILIATE_LINKS - used),
          })}
        </p>
      )}
      <Button block disabled={full} onClick={() => setCreating(true)}>
        {t('centre.links.create')}
      </Button>
      {body}
      {creating && (
        <RebateSheet
          open
          onClose={() => setCreating(false)}
          title={t('centre.links.createTitle')}
          intro={t('centre.links.createIntro')}
          submitLabel={t('centre.links.createSubmit')}
          submit={(rebateRates) => create.mutateAsync({ rebateRates })}
          onDone={() => {
            showToast({ type: 'success', message: t('centre.links.createDone') });
            setCreating(false);
          }}
        />
      )}
      <Dialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        title={t('centre.links.retireTitle', { code: retiring?.code ?? '' })}
      >
        <p>{t('centre.links.retireBody')}</p>
        <div className="agt-actions">
          <Button variant="secondary" onClick={() => setRetiring(null)}>
            {t('centre.links.retireKeep')}
          </Button>
          <Button variant="danger" loading={retire.isPending} onClick={confirmRetire}>
            {t('centre.links.retireSubmit')}
          </Button>
        </div>
      </Dialog>
      <Dialog
        open={qrFor !== null}
        onClose={() => setQrFor(null)}
        title={t('centre.links.qrTitle', { code: qrFor?.code ?? '' })}
      >
        {qrFor && (
          <QrImage
            value={qrFor.url}
            label={t('centre.links.qrLabel', { code: qrFor.code })}
            caption={qrFor.url}
            className="agt-qr"
          />
        )}
      </Dialog>
    </div>
  );
}
