import type { ContactMessage } from '@contract';
import { Badge, Button } from '@mantine/core';

import { formatLongDate } from '@/lib/format';
import { useApiData } from '@/lib/use-api-data';

import { runAdminAction } from '../api/admin-content';
import { getContacts } from '../api/get-contacts';
import { useAdminAction } from '../hooks/use-admin-action';
import { usePageParam } from '../hooks/use-page-param';

import { AdminPagination } from './admin-pagination';
import { AdminTable, type Column } from './admin-table';
import classes from './admin.module.css';
import { confirmAction } from './confirm';

const STATUS_COLOR = { new: 'ball', pending: '#8a4b00', resolved: 'pitch.8' } as const;

export function ContactsPage() {
  const [page, setPage] = usePageParam();
  const list = useApiData((signal) => getContacts(page, signal), [page]);
  const { busy, run } = useAdminAction(list.reload);

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
    {
      header: 'Actions',
      cell: (contact) => (
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
      ),
    },
  ];

  const state = list.status === 'ready' ? { status: 'ready' as const, data: list.data.items } : list;
  return (
    <>
      <div className={classes.header}>
        <h2>Contacts</h2>
      </div>
      <div className={classes.panel}>
        <AdminTable
          label="Contacts"
          columns={columns}
          state={state}
          empty="No contacts found."
          rowKey={(c) => c.uid}
          onRetry={list.reload}
        />
      </div>
      {list.status === 'ready' && <AdminPagination page={page} total={list.data.total} pageSize={10} onChange={setPage} />}
    </>
  );
}
