import type { ContactMessage } from '@contract';
import { Badge, Button } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../shared/admin-api';
import type { Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';
import { ListPage } from '../shared/list-page';
import { useAdminAction } from '../shared/use-admin-action';
import { usePageParam } from '../shared/use-page-param';

import { STATUS_COLOR } from './contact-status';
import { getContact, getContacts } from './contacts-api';
import { LinkedContact } from './linked-contact';

/** /admin/contacts: the messages sent through the contact form; resolve, mark pending, delete. */
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
    { header: 'Received', cell: (contact) => formatDate(contact.createdAt), wide: true },
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

  return (
    <ListPage
      title="Contacts"
      before={linkedId && <LinkedContact state={linked} actions={actionsFor} />}
      table={{
        label: 'Contacts',
        columns,
        state: list.status === 'ready' ? { status: 'ready', data: list.data.items } : list,
        empty: 'No contacts found.',
        rowKey: (c) => c.uid,
        onRetry: list.reload,
        highlight: linkedId,
      }}
      paging={list.status === 'ready' ? { page, total: list.data.total, pageSize: 10, onChange: setPage } : null}
    />
  );
}
