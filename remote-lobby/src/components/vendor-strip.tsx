// A strip of vendor buttons (spec lobby §2): in two rows when there are more than 3 vendors; the selected one is
// pressed, '' meaning All when an All entry is offered.
import { useTranslation } from 'react-i18next';
import { HOME_LAYOUT, type Vendor } from 'shared';
import { LazyImage } from './lazy-image';

export interface VendorStripProps {
  vendors: Vendor[];
  onPick: (vassalage: string) => void;
  selected?: string;
  withAll?: boolean;
  label: string;
}

export function VendorStrip({ vendors, onPick, selected, withAll = false, label }: VendorStripProps) {
  const { t } = useTranslation('lobby');
  const twoRows = vendors.length > HOME_LAYOUT.twoRowsAboveVendors;
  return (
    <ul className={twoRows ? 'lob-strip lob-strip--two-rows' : 'lob-strip'} aria-label={label}>
      {withAll && (
        <li>
          <button
            type="button"
            className="lob-strip__item"
            aria-pressed={selected === ''}
            onClick={() => onPick('')}
          >
            {t('providers.all')}
          </button>
        </li>
      )}
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            className="lob-strip__item"
            aria-pressed={selected === undefined ? undefined : selected === vendor.vassalage}
            onClick={() => onPick(vendor.vassalage)}
          >
            <LazyImage path={vendor.mobileLargeIcon} alt="" width={24} height={24} />
            <span>{vendor.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
