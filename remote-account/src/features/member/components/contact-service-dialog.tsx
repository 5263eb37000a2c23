// "Reward centre off shows a contact-service message" (spec account §6): the message and the way to the site's
// customer service (the service sheet of the content remote, opened through the bus once this dialog is closed).
import { bus, Button, Dialog } from 'shared';
import { useMemberTranslation } from '../texts';

export interface ContactServiceDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ContactServiceDialog({ open, onClose }: ContactServiceDialogProps) {
  const { t } = useMemberTranslation();
  const contact = () => {
    onClose();
    bus.emit('service:open', {});
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('memberArea.rewards.offTitle')}>
      <p>{t('memberArea.rewards.offBody')}</p>
      <div className="mc-actions acc-member-form__actions">
        <Button onClick={contact}>{t('memberArea.rewards.contactService')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('memberArea.common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
