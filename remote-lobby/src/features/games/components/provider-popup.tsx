// The provider popup (spec lobby §2): a pending vendor choice starting at the current one ('' = All); Reset
// clears the choice, Confirm closes and applies it.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Dialog, type Vendor } from 'shared';
import { LazyImage } from '../../../components/lazy-image';

export interface ProviderPopupProps {
  vendors: Vendor[];
  current: string;
  onConfirm: (vassalage: string) => void;
  onClose: () => void;
}

export function ProviderPopup({ vendors, current, onConfirm, onClose }: ProviderPopupProps) {
  const { t } = useTranslation('lobby');
  const [pending, setPending] = useState(current);
  const options = [{ vassalage: '', displayName: t('providers.all'), mobileLargeIcon: '' }, ...vendors];
  return (
    <Dialog open variant="sheet" title={t('providers.title')} onClose={onClose}>
      <ul className="lob-options">
        {options.map((vendor) => (
          <li key={vendor.vassalage || 'all'}>
            <button
              type="button"
              className="lob-option"
              aria-pressed={pending === vendor.vassalage}
              onClick={() => setPending(vendor.vassalage)}
            >
              {vendor.mobileLargeIcon && (
                <LazyImage path={vendor.mobileLargeIcon} alt="" width={24} height={24} />
              )}
              <span>{vendor.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="lob-actions">
        <Button variant="secondary" onClick={() => setPending('')}>
          {t('filter.reset')}
        </Button>
        <Button onClick={() => onConfirm(pending)}>{t('filter.confirm')}</Button>
      </div>
    </Dialog>
  );
}
