// One help section's content (spec lobby §2 Help centre). A section without children shows its content block. A
// section with children shows, on narrow screens, an accordion (the chosen child open) whose open entry can also
// be read in a popup ("content popup"); on wide screens a side navigation of the child titles with the chosen
// child's content beside it (the first child when none is chosen). All CMS HTML goes through SafeHtml.
import { useId, useState } from 'react';
import { Dialog, type HelpItem, useMediaQuery } from 'shared';
import { Accordion } from '../../../components/accordion';
import { SafeHtml } from '../../../components/safe-html';
import { useHelpTranslation } from '../texts';

/** The help page's two-column breakpoint: the chosen topic beside the side navigation, else in a popup. */
const WIDE_SCREEN = '(min-width: 768px)';

export interface HelpSectionProps {
  item: HelpItem;
  /** 0-based chosen child, or null. */
  child: number | null;
  onChooseChild: (child: number | null) => void;
}

export function HelpSection({ item, child, onChooseChild }: HelpSectionProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (item.children.length === 0) {
    return <SafeHtml html={item.content} className="cnt-help__content" />;
  }
  return wide ? (
    <HelpSideNavigation item={item} chosen={child ?? 0} onChoose={onChooseChild} />
  ) : (
    <HelpAccordion item={item} open={child} onToggle={onChooseChild} />
  );
}

function HelpSideNavigation({
  item,
  chosen,
  onChoose,
}: {
  item: HelpItem;
  chosen: number;
  onChoose: (child: number) => void;
}) {
  const { t } = useHelpTranslation();
  const titleId = useId();
  const current = item.children[chosen] ?? item.children[0];
  return (
    <div className="cnt-help__split">
      <nav className="cnt-help__side" aria-label={t('help.topics', { section: item.title })}>
        <ul>
          {item.children.map((entry, index) => (
            <li key={entry.id}>
              <button
                type="button"
                className="cnt-help__side-link"
                aria-current={index === chosen ? 'true' : undefined}
                onClick={() => onChoose(index)}
              >
                {entry.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {current && (
        <article className="cnt-help__pane" aria-labelledby={titleId}>
          <h2 id={titleId} className="cnt-help__pane-title">
            {current.title}
          </h2>
          <SafeHtml html={current.content} className="cnt-help__content" />
        </article>
      )}
    </div>
  );
}

function HelpAccordion({
  item,
  open,
  onToggle,
}: {
  item: HelpItem;
  open: number | null;
  onToggle: (child: number | null) => void;
}) {
  const { t } = useHelpTranslation();
  const [popup, setPopup] = useState<number | null>(null);
  const popupChild = popup === null ? undefined : item.children[popup];
  const entries = item.children.map((entry, index) => ({
    key: index,
    title: entry.title,
    panel: () => (
      <>
        <SafeHtml html={entry.content} className="cnt-help__content" />
        <button
          type="button"
          className="cnt-help__popup-link"
          aria-haspopup="dialog"
          onClick={() => setPopup(index)}
        >
          {t('help.openPopup')}
        </button>
      </>
    ),
  }));
  return (
    <>
      <Accordion entries={entries} openKey={open} onToggle={onToggle} headingLevel={2} />
      <Dialog
        open={popupChild !== undefined}
        onClose={() => setPopup(null)}
        title={popupChild?.title ?? ''}
        className="cnt-help__popup"
      >
        {popupChild && <SafeHtml html={popupChild.content} className="cnt-help__content" />}
      </Dialog>
    </>
  );
}
