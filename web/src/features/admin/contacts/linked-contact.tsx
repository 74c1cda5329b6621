import type { ContactMessage } from '@contract';
import { Badge } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';

import { formatDate } from '@/lib/format';
import type { Loadable } from '@/lib/use-api-data';

import classes from '../shared/admin.module.css';

import { STATUS_COLOR } from './contact-status';
import contacts from './contacts.module.css';

/** The message a notification's link names, whole, with its actions; or why it cannot be shown. */
export function LinkedContact({
  state,
  actions,
}: {
  state: Loadable<ContactMessage | null>;
  actions: (contact: ContactMessage) => ReactNode;
}) {
  const section = useRef<HTMLElement>(null);
  const shownId = state.status === 'ready' ? state.data?.uid : undefined;
  // Focus moves to the message once it arrives, so a keyboard or screen-reader user starts there.
  useEffect(() => {
    if (shownId) section.current?.focus();
  }, [shownId]);
  if (state.status === 'loading') return null;
  if (state.status === 'error') {
    return (
      <p className={contacts.linked} role="status">
        {state.notFound ? 'The message from this link has been deleted.' : state.message}
      </p>
    );
  }
  const contact = state.data;
  if (!contact) return null;
  return (
    <section className={contacts.linked} aria-labelledby="linked-contact-title" tabIndex={-1} ref={section}>
      <h3 id="linked-contact-title">Message from {contact.name}</h3>
      <div className={classes.muted}>
        {contact.email} · {formatDate(contact.createdAt)} ·{' '}
        <Badge variant="outline" color={STATUS_COLOR[contact.status]}>
          {contact.status}
        </Badge>
      </div>
      <p className={contacts.linkedMessage}>{contact.message}</p>
      {actions(contact)}
    </section>
  );
}
