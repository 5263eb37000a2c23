// The customer-service sheet (spec lobby §2 Chat and customer service): the app download (browser only, not in the
// app or an installed PWA), WhatsApp and Facebook (only when configured), the customer-service entries (Telegram
// opens its link, live chat opens the chat) and, with the CHAT flag on, the anchor lists.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Dialog, runsInBrowser, Skeleton, useMerchantConfig } from 'shared';
import { linkOf, useDownloadLinks } from '../../../lib/download-links';
import { useCustomerService } from '../api/customer-service';
import { externalUrl } from '../lib/links';
import { AnchorLists } from './anchor-lists';
import { useServiceTranslation } from '../texts';
import { DownloadIcon, LiveChatIcon, TelegramIcon, WhatsAppIcon } from 'shared';

export interface ServiceSheetProps {
  open: boolean;
  onClose: () => void;
  onLiveChat: () => void;
  chatPending: boolean;
}

export function ServiceSheet({ open, onClose, onLiveChat, chatPending }: ServiceSheetProps) {
  const { t } = useServiceTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('service.title')}
      variant="sheet"
      className="cnt-service-sheet"
    >
      {open && <ServiceEntries onClose={onClose} onLiveChat={onLiveChat} chatPending={chatPending} />}
    </Dialog>
  );
}

function ServiceEntries({ onClose, onLiveChat, chatPending }: Omit<ServiceSheetProps, 'open'>) {
  const { t } = useServiceTranslation();
  const { data: config } = useMerchantConfig();
  const { data: links } = useDownloadLinks();
  const { data: entries, isPending } = useCustomerService();
  const [inBrowser] = useState(() => runsInBrowser());
  const chatOn = config?.flags.CHAT === true;
  const whatsapp = externalUrl(config?.links.whatsapp) ?? externalUrl(linkOf(links, 'WHATSAPP'));
  const facebook = externalUrl(config?.links.facebook) ?? externalUrl(linkOf(links, 'FACEBOOK'));
  const liveChats = chatOn ? (entries ?? []).filter((entry) => entry.csType === 'LIVECHAT') : [];
  const telegrams = (entries ?? []).flatMap((entry) => {
    const url = entry.csType === 'TELEGRAM' ? externalUrl(entry.path) : undefined;
    return url ? [{ ...entry, url }] : [];
  });

  const external = (href: string, label: string, icon: ReactNode) => (
    <a className="cnt-service__entry" href={href} target="_blank" rel="noopener noreferrer">
      <span className="cnt-service__entry-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="cnt-service__entry-label">{label}</span>
      <span className="mc-visually-hidden">{t('service.newTab')}</span>
    </a>
  );

  const items: ReactNode[] = [];
  if (inBrowser) {
    items.push(
      <li key="download">
        <Link className="cnt-service__entry" to="/m/download" onClick={onClose}>
          <span className="cnt-service__entry-icon" aria-hidden="true">
            <DownloadIcon />
          </span>
          <span className="cnt-service__entry-label">{t('service.download')}</span>
        </Link>
      </li>,
    );
  }
  if (whatsapp)
    items.push(<li key="whatsapp">{external(whatsapp, t('service.whatsapp'), <WhatsAppIcon />)}</li>);
  if (facebook) items.push(<li key="facebook">{external(facebook, t('service.facebook'), 'f')}</li>);
  for (const entry of liveChats) {
    items.push(
      <li key={`chat-${entry.id}`}>
        <button
          type="button"
          className="cnt-service__entry"
          aria-busy={chatPending || undefined}
          disabled={chatPending}
          onClick={onLiveChat}
        >
          <span className="cnt-service__entry-icon" aria-hidden="true">
            <LiveChatIcon />
          </span>
          <span className="cnt-service__entry-label">{entry.title || t('service.liveChat')}</span>
        </button>
      </li>,
    );
  }
  for (const entry of telegrams) {
    items.push(
      <li key={`telegram-${entry.id}`}>
        {external(entry.url, entry.title || t('service.telegram'), <TelegramIcon />)}
      </li>,
    );
  }

  return (
    <div className="cnt-service">
      {items.length > 0 ? (
        <ul className="mc-entry-grid">{items}</ul>
      ) : isPending ? (
        <Skeleton rows={3} />
      ) : (
        <p className="cnt-service__none">{t('service.none')}</p>
      )}
      {chatOn && <AnchorLists onPick={onLiveChat} disabled={chatPending} />}
    </div>
  );
}
