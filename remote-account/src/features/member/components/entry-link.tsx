// One member-centre entry: a link when the route allows it, a button opening the login popup when it needs a
// session (the page opens once signed in), a button with the contact-service message for a switched-off reward centre, nothing otherwise.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { bus } from 'shared';
import type { EntryAction } from '../lib/member-entries';

export interface EntryLinkProps {
  action: EntryAction;
  className?: string;
  onContactService?: () => void;
  /** Accessible name when the visible content is not enough (an icon, a count). */
  label?: string;
  children: ReactNode;
}

export function EntryLink({ action, className, onContactService, label, children }: EntryLinkProps) {
  switch (action.kind) {
    case 'hidden':
      return null;
    case 'navigate':
      return (
        <Link to={action.to} className={className} aria-label={label}>
          {children}
        </Link>
      );
    case 'login':
      return (
        <button
          type="button"
          className={className}
          aria-label={label}
          onClick={() => bus.emit('popup:open', { kind: 'login', returnTo: action.to })}
        >
          {children}
        </button>
      );
    case 'contactService':
      return (
        <button type="button" className={className} aria-label={label} onClick={onContactService}>
          {children}
        </button>
      );
  }
}
