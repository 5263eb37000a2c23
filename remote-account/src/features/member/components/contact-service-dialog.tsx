// "Reward centre off shows a contact-service message" (spec account §6): the message and, when the merchant has
// configured one, the customer-service link.
import { Button, Dialog, useMerchantConfig } from 'shared';
import { useMemberTranslation } from '../texts';

export interface ContactServiceDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ContactServiceDialog({ open, onClose }: ContactServiceDialogProps) {
  const { t } = useMemberTranslation();
  const { data: config } = useMerchantConfig();
  const link = config?.links.customerService;
  return (
    <Dialog open={open} onClose={onClose} title={t('memberArea.rewards.offTitle')}>
      <p>{t('memberArea.rewards.offBody')}</p>
      <div className="acc-member-form__actions">
        {link ? (
          <a className="mc-button mc-button--primary" href={link} target="_blank" rel="noopener noreferrer">
            {t('memberArea.rewards.contactService')}
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('memberArea.common.close')}
        </Button>
      </div>
    </Dialog>
  );
}
