// The live chat in the site's full-screen frame. The chat page is this site's own page (checked before it gets
// here) and runs sandboxed: forms and its own origin's storage, no scripts, no popups, no top navigation.
import { Dialog } from 'shared';
import '../service.css';
import { useServiceTranslation } from '../texts';

export interface ChatFrameProps {
  url: string | null;
  onClose: () => void;
}

export function ChatFrame({ url, onClose }: ChatFrameProps) {
  const { t } = useServiceTranslation();
  return (
    <Dialog
      open={url !== null}
      onClose={onClose}
      title={t('service.chat.title')}
      closeLabel={t('service.chat.close')}
      className="mc-dialog--fullscreen cnt-chat-frame"
    >
      {url && (
        <iframe
          className="cnt-chat-frame__page"
          src={url}
          title={t('service.chat.frameTitle')}
          sandbox="allow-forms allow-same-origin"
        />
      )}
    </Dialog>
  );
}
