// The filter popup (spec lobby §2): classification (or the hot, favourite and recent data types) and name;
// clicking the active item deselects it; Reset with nothing selected just closes, otherwise clears and applies.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Dialog } from 'shared';
import { type PanelChoice, resetPanel, toggleKey } from '../lib/filter-state';

export interface FilterOption {
  key: string;
  label: string;
}

export interface FilterPanelProps {
  options: FilterOption[];
  initial: PanelChoice;
  onApply: (choice: PanelChoice) => void;
  onClose: () => void;
}

export function FilterPanel({ options, initial, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('lobby');
  const [choice, setChoice] = useState(initial);
  const reset = () => {
    if (resetPanel(choice) === 'close') onClose();
    else onApply({ key: '', gameName: '' });
  };
  return (
    <Dialog open variant="sheet" title={t('filter.title')} onClose={onClose}>
      <fieldset className="lob-fieldset">
        <legend>{t('filter.classify')}</legend>
        <ul className="lob-options">
          {options.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className="lob-option"
                aria-pressed={choice.key === option.key}
                onClick={() => setChoice(toggleKey(choice, option.key))}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="lob-field">
        <span>{t('filter.name')}</span>
        <input
          type="search"
          className="lob-search__input"
          value={choice.gameName}
          onChange={(event) => setChoice({ ...choice, gameName: event.target.value })}
        />
      </label>
      <div className="lob-actions">
        <Button variant="secondary" onClick={reset}>
          {t('filter.reset')}
        </Button>
        <Button onClick={() => onApply(choice)}>{t('filter.confirm')}</Button>
      </div>
    </Dialog>
  );
}
