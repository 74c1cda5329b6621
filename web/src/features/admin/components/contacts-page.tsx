import type { ContactMessage } from '@contract';
import { Badge, Button } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { type ReactNode, useEffect, useRef } from 'react';

import { formatLongDate } from '@/lib/format';
import { type Loadable, useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../api/admin-content';
import { getContact, getContacts } from '../api/get-contacts';
import { useAdminAction } from '../hooks/use-admin-action';
import { usePageParam } from '../hooks/use-page-param';

import { AdminPagination } from './admin-pagination';
import { AdminTable, type Column } from './admin-table';
import classes from './admin.module.css';
import { confirmAction } from './confirm';

const STATUS_COLOR = { new: 'ball', pending: '#8a4b00', resolved: 'pitch.8' } as const;

export function ContactsPage() {
  const [page, setPage] = usePageParam();
  // A contact notification links here with `?contact=<id>`: that message is shown whole and marked.
  const linkedId = useSearchParams()[0].get('contact');
  const list = useApiData((signal) => getContacts(page, signal), [page]);
  const linked = useApiData((signal) => (linkedId ? getContact(linkedId, signal) : Promise.resolve(null)), [linkedId ?? '']);
  const { busy, run } = useAdminAction(() => {
    list.reload();
    linked.reload();
  });

  const setStatus = (contact: ContactMessage, status: 'pending' | 'resolved') => {
    // The same status again sends nothing (SPEC section 4).
    if (contact.status === status) return;
    void run(
      contact.uid,
      () =>
        runAdminAction('PUT', `/contact/${encodeURIComponent(contact.uid)}/status`, 'Failed to update contact status', {
          status,
        }),
      'Failed to update contact status',
    );
  };

  const remove = async (contact: ContactMessage) => {
    if (!(await confirmAction('Delete contact', 'Are you sure you want to delete this contact?', 'Delete'))) return;
    void run(
      contact.uid,
      () => runAdminAction('DELETE', `/contact/${encodeURIComponent(contact.uid)}`, 'Failed to delete contact'),
      'Failed to delete contact',
    );
  };

  const actionsFor = (contact: ContactMessage) => (
    <div className={classes.actions}>
      {contact.status !== 'resolved' && (
        <Button
          size="xs"
          variant="outline"
          color="pitch.8"
          disabled={busy !== null}
          onClick={() => setStatus(contact, 'resolved')}
        >
          Resolve
        </Button>
      )}
      {contact.status !== 'pending' && (
        <Button size="xs" variant="light" color="navy" disabled={busy !== null} onClick={() => setStatus(contact, 'pending')}>
          Mark Pending
        </Button>
      )}
      <Button size="xs" variant="subtle" color="ball" disabled={busy !== null} onClick={() => void remove(contact)}>
        Delete
      </Button>
    </div>
  );

  const columns: Column<ContactMessage>[] = [
    {
      header: 'From',
      cell: (contact) => (
        <>
          <strong>{contact.name}</strong>
          <div className={classes.muted}>{contact.email}</div>
        </>
      ),
    },
    { header: 'Message', cell: (contact) => <div className={classes.clip}>{contact.message}</div>, wide: true },
    { header: 'Received', cell: (contact) => formatLongDate(contact.createdAt), wide: true },
    {
      header: 'Status',
      cell: (contact) => (
        <Badge variant="outline" color={STATUS_COLOR[contact.status]}>
          {contact.status}
        </Badge>
      ),
    },
    { header: 'Actions', cell: (contact) => actionsFor(contact) },
  ];

  const state = list.status === 'ready' ? { status: 'ready' as const, data: list.data.items } : list;
  return (
    <>
      <div className={classes.header}>
        <h2>Contacts</h2>
      </div>
      {linkedId && <LinkedContact state={linked} actions={actionsFor} />}
      <div className={classes.panel}>
        <AdminTable
          label="Contacts"
          columns={columns}
          state={state}
          empty="No contacts found."
          rowKey={(c) => c.uid}
          onRetry={list.reload}
          highlight={linkedId}
        />
      </div>
      {list.status === 'ready' && <AdminPagination page={page} total={list.data.total} pageSize={10} onChange={setPage} />}
    </>
  );
}

/** The message a notification's link names, whole, with its actions; or why it cannot be shown. */
function LinkedContact({
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
      <p className={classes.linked} role="status">
        {state.notFound ? 'The message from this link has been deleted.' : state.message}
      </p>
    );
  }
  const contact = state.data;
  if (!contact) return null;
  return (
    <section className={classes.linked} aria-labelledby="linked-contact-title" tabIndex={-1} ref={section}>
      <h3 id="linked-contact-title">Message from {contact.name}</h3>
      <div className={classes.muted}>
        {contact.email} · {formatLongDate(contact.createdAt)} ·{' '}
        <Badge variant="outline" color={STATUS_COLOR[contact.status]}>
          {contact.status}
        </Badge>
      </div>
      <p className={classes.linkedMessage}>{contact.message}</p>
      {actions(contact)}
    </section>
  );
}
