// A list of disclosure sections (the notice pop-up's notices, the help centre's entries on a narrow screen): each a
// heading with a toggle button and the region it opens, one open at a time (the owner keeps which). A region's
// content is built only while it is open, so CMS HTML is sanitised for what the player reads.
import { type Key, type ReactNode, useId } from 'react';
import './accordion.css';

export interface AccordionEntry<K extends Key> {
  key: K;
  title: ReactNode;
  /** Shown at the end of the toggle, before the chevron (a date, an unread mark). */
  meta?: ReactNode;
  panel: () => ReactNode;
}

export interface AccordionProps<K extends Key> {
  entries: readonly AccordionEntry<K>[];
  openKey: K | null;
  onToggle: (key: K | null) => void;
  /** The level of each entry's heading in the page's outline. */
  headingLevel: 2 | 3;
}

export function Accordion<K extends Key>({ entries, openKey, onToggle, headingLevel }: AccordionProps<K>) {
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="cnt-accordion">
      {entries.map((entry) => {
        const open = openKey === entry.key;
        const buttonId = `${baseId}-b-${entry.key}`;
        const panelId = `${baseId}-p-${entry.key}`;
        return (
          <li key={entry.key} className="cnt-accordion__item">
            <Heading className="cnt-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="cnt-accordion__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(open ? null : entry.key)}
              >
                <span className="cnt-accordion__title">{entry.title}</span>
                <span className="cnt-accordion__meta">
                  {entry.meta}
                  <span className="cnt-accordion__chevron" aria-hidden="true" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="cnt-accordion__panel"
              hidden={!open}
            >
              {open && entry.panel()}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
