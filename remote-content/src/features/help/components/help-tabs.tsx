// The help sections as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select).
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { type HelpItem } from 'shared';
import { useHelpTranslation } from '../texts';

export interface HelpTabsProps {
  items: readonly HelpItem[];
  selected: number;
  onSelect: (index: number) => void;
  children: ReactNode;
}

export function HelpTabs({ items, selected, onSelect, children }: HelpTabsProps) {
  const { t } = useHelpTranslation();
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selected >= last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected <= 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('help.sections')} className="cnt-help__tabs" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(index)}
            className="cnt-help__tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => onSelect(index)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="cnt-help__panel">
        {children}
      </div>
    </>
  );
}
