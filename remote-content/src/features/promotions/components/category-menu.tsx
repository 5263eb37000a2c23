// The promotion category menu (spec lobby §2): "All" and each category with its icon and title, as tabs that
// filter the cards below. Arrow keys, Home and End move between the tabs (roving focus).
import { type KeyboardEvent, useRef, useState } from 'react';
import { type PromotionCategory } from 'shared';
import { usePromotionsTranslation } from '../texts';

export interface CategoryMenuProps {
  categories: readonly PromotionCategory[];
  /** null = All. */
  value: number | null;
  onChange: (categoryId: number | null) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  tabId: (categoryId: number | null) => string;
}

export function CategoryMenu({ categories, value, onChange, panelId, tabId }: CategoryMenuProps) {
  const { t } = usePromotionsTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const entries: (PromotionCategory | null)[] = [null, ...categories];
  const selected = Math.max(
    0,
    entries.findIndex((entry) => (entry?.id ?? null) === value),
  );

  const move = (index: number) => {
    const count = entries.length;
    const next = (index + count) % count;
    onChange(entries[next]?.id ?? null);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: entries.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div
      className="cnt-promo-menu"
      role="tablist"
      aria-label={t('promotions.categories')}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry, index) => {
        const id = entry?.id ?? null;
        const active = index === selected;
        return (
          <button
            key={id ?? 'all'}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            className="cnt-promo-menu__tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(id)}
          >
            {entry ? <CategoryIcon url={entry.iconImageUrl} /> : <AllIcon />}
            <span className="cnt-promo-menu__title">{entry ? entry.title : t('promotions.all')}</span>
          </button>
        );
      })}
    </div>
  );
}

function CategoryIcon({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <span className="cnt-promo-menu__icon" aria-hidden="true" />;
  return (
    <img
      className="cnt-promo-menu__icon"
      src={url}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function AllIcon() {
  return (
    <svg className="cnt-promo-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z" />
    </svg>
  );
}
