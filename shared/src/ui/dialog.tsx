// The kit's modal dialog (centre or bottom sheet): portal into body, focus moved in and trapped, Escape and
// backdrop close, focus returned on close. The shell's popup host and every remote popup build on it, and each
// waits for its turn in the page's one dialog queue: an open dialog whose turn has not come stays mounted (its
// form keeps what was typed) but hidden.
import { useTranslation } from 'react-i18next';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { type DialogPriority, useDialogTurn } from './dialog-queue';
import { useScrollLock } from './use-scroll-lock';
import { CloseIcon } from '../icons';
import { onIdle } from '../platform/idle';

/** center: a modal; sheet: a bottom sheet; drawer: a panel from the left edge (the side menu). */
export type DialogVariant = 'center' | 'sheet' | 'drawer';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading and the dialog's accessible name. */
  title: ReactNode;
  variant?: DialogVariant;
  /** Accessible name of the close button; defaults to the translated "Close". */
  closeLabel?: string;
  /** Hide the close button when the content offers its own way out. */
  hideCloseButton?: boolean;
  className?: string;
  /**
   * player (default): the player asked for it, and it goes ahead of the site's offers; site: the site offers it on
   * its own (home notices, contract alerts) and it waits until nothing the player asked for is open.
   */
  priority?: DialogPriority;
  /** Called each time the dialog comes on screen (not while it waits in the queue). */
  onShown?: () => void;
  /**
   * Stays in the page while closed, laid out but out of sight and out of reach, so that opening it only shows what
   * is built and laid out instead of doing both in the tap's frame (the first layout of a panel of text costs a
   * phone 40 ms and more): for a dialog opened often, such as the side menu. It is laid out in the browser's first
   * idle moment after it mounts, on its own, not in the frame that mounts it (on a page still loading, that frame
   * lays out the page's content as well: one long task); opened before then, it is laid out as it opens.
   */
  keepMounted?: boolean;
  children?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** False until the browser's first idle moment after a closed, kept-mounted dialog mounts, then true for good. */
function useLaidOutWhenIdle(waiting: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!waiting || idle) return;
    return onIdle(() => setIdle(true));
  }, [waiting, idle]);
  return idle;
}

export function Dialog({
  open,
  onClose,
  title,
  variant = 'center',
  closeLabel,
  hideCloseButton = false,
  className,
  priority = 'player',
  onShown,
  keepMounted = false,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = useDialogTurn(open, priority);
  const laidOut = useLaidOutWhenIdle(keepMounted && !open);
  const announceShown = useEffectEvent(() => onShown?.());
  useScrollLock(open);

  useEffect(() => {
    if (shown) announceShown();
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // Prefer the content (say, a form's first field) over the close button in the header.
    const body = panel?.querySelector<HTMLElement>('.mc-dialog__body');
    const focusIn = () => {
      if (panel?.isConnected) ((body && focusableIn(body)[0]) ?? focusableIn(panel)[0] ?? panel).focus();
    };
    // A dialog the player opened takes focus at once. One that opens by itself (a pop-up as a page loads, a
    // reminder) takes it once its first frame is on screen: focusing lays out the whole page first, and a page
    // still being built makes that a long task that blocks taps (total blocking time).
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if ('userActivation' in navigator && !navigator.userActivation.isActive) {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(focusIn, 0);
      });
    } else focusIn();
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      // Only give focus back if it is still somewhere sensible (the opener may have been removed meanwhile).
      if (previous?.isConnected) previous.focus();
    };
  }, [shown]);

  if (!open && !keepMounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an enclosing dialog (or the shell's key handling) does not close as well.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  // Only a dialog kept mounted renders while closed.
  const closed = !open;
  return createPortal(
    <div
      className={[
        'mc-dialog-backdrop',
        variant !== 'center' && `mc-dialog-backdrop--${variant}`,
        closed && 'mc-dialog-backdrop--closed',
        closed && !laidOut && 'mc-dialog-backdrop--unlaid',
      ]
        .filter(Boolean)
        .join(' ')}
      onClick={onBackdropClick}
      data-testid="mc-dialog-backdrop"
      // Waiting for its turn in the queue: not laid out at all.
      hidden={open && !shown}
      inert={closed}
      aria-hidden={closed || undefined}
    >
      <div
        ref={panelRef}
        // Closed (kept mounted), it is no dialog: nothing on the page may find one that is not open.
        role={closed ? undefined : 'dialog'}
        aria-modal={closed ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['mc-dialog', variant !== 'center' && `mc-dialog--${variant}`, className]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="mc-dialog__header">
          <h2 id={titleId} className="mc-dialog__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button
              type="button"
              className="mc-button mc-button--ghost mc-dialog__close"
              aria-label={closeLabel ?? t('common.close')}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="mc-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
