// The system status gate: maintenance (1), region restricted (2) and IP-restricted screens replace the site;
// the cached status shows first and is refreshed in the background, so a normal page is never held up.
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useMerchantConfig, useSystemStatus } from 'shared';

export function StatusGate({ children }: { children: ReactNode }) {
  const { data: status } = useSystemStatus();
  // Maintenance wins over a restriction (spec lobby §2); a blocked location (2) before a blocked IP.
  if (status?.status === 1) return <BlockedScreen kind="maintenance" message={status.maintenanceMessage} />;
  if (status?.status === 2) return <BlockedScreen kind="region" ip={status.ip} />;
  if (status?.ipRestricted) return <BlockedScreen kind="ip" ip={status.ip} />;
  return <>{children}</>;
}

interface BlockedScreenProps {
  kind: 'maintenance' | 'region' | 'ip';
  ip?: string;
  message?: string | null;
}

function BlockedScreen({ kind, ip, message }: BlockedScreenProps) {
  const { t } = useTranslation('shared');
  const { data: config } = useMerchantConfig();
  const contact = config?.links.customerService ?? config?.links.whatsapp;
  return (
    <section className="mc-blocked" data-status={kind} aria-labelledby="mc-blocked-title">
      <h1 id="mc-blocked-title">{t(`status.${kind}Title`)}</h1>
      <p>{message || t(`status.${kind}Body`)}</p>
      {kind !== 'maintenance' && ip && <p className="mc-blocked__ip">{t('status.yourIp', { ip })}</p>}
      {contact && (
        <a className="mc-blocked__contact" href={contact} target="_blank" rel="noreferrer">
          {t('status.contact')}
        </a>
      )}
    </section>
  );
}
