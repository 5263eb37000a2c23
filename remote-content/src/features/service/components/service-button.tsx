// The floating customer-service button (spec lobby §2; every page): bottom right above the footer tabs, with the
// chat unread count (fetched only with the CHAT flag on and a type other than 4, see shared useChatUnread). It
// opens the service sheet (as does 'service:open' on the bus); the live chat opens in the full-screen chat frame.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Badge, bus, formatBadgeCount, useChatUnread } from 'shared';
import { useLiveChat } from '../hooks/use-live-chat';
import '../service.css';
import { ChatFrame } from './chat-frame';
import { useServiceTranslation } from '../texts';

// The sheet (customer-service entries, anchors, download links) loads when the button is first tapped.
const ServiceSheet = lazy(() =>
  import('./service-sheet').then((module) => ({ default: module.ServiceSheet })),
);

export function ServiceButton() {
  const { t } = useServiceTranslation();
  const [open, setOpen] = useState(false);
  const unread = useChatUnread();
  const chat = useLiveChat();
  const unreadText = formatBadgeCount(unread);

  // Other parts open customer service through the bus (the reward centre switched off says to contact it).
  useEffect(() => {
    const openSheet = () => setOpen(true);
    const off = bus.on('service:open', openSheet);
    // A request made before this button loaded (it loads when the page is idle) is answered now, once.
    if (bus.takeUnheard('service:open').length > 0) openSheet();
    return off;
  }, []);

  return (
    <>
      <button
        type="button"
        className="cnt-service__fab"
        aria-haspopup="dialog"
        aria-label={unreadText ? t('service.openUnread', { unread: unreadText }) : t('service.open')}
        onClick={() => setOpen(true)}
      >
        <HeadsetIcon />
        <Badge count={unread} className="cnt-service__badge" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ServiceSheet
            open
            onClose={() => setOpen(false)}
            onLiveChat={() => void chat.start(() => setOpen(false))}
            chatPending={chat.pending}
          />
        </Suspense>
      )}
      <ChatFrame url={chat.url} onClose={chat.close} />
    </>
  );
}

function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9Z" />
    </svg>
  );
}
