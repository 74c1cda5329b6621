import { AUDIT_ACTIONS, AUDIT_RESOURCES, AuditQuerySchema, type AuditEntryView } from '@contract';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { formatIndianDateTime } from '@/lib/format';
import { notifyApiError } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { AdminPagination } from '../shared/admin-pagination';
import { AdminTable, type Column } from '../shared/admin-table';
import classes from '../shared/admin.module.css';
import { useFilterParams } from '../shared/use-filter-params';

import { downloadAudit, searchAudit } from './audit-api';
import { ACTION_LABELS, RESOURCE_LABELS, changeText } from './audit-labels';
import styles from './audit.module.css';

const FILTERS = ['person', 'resource', 'action', 'from', 'to', 'page'] as const;

const columns: Column<AuditEntryView>[] = [
  { header: 'When', cell: (e) => formatIndianDateTime(e.at) },
  {
    header: 'Person',
    cell: (e) => (
      <div className={styles.wrap}>
        {e.actor.name}
        <span className={styles.sub}>{e.actor.email}</span>
      </div>
    ),
  },
  {
    header: 'What',
    cell: (e) => (
      <div className={styles.wrap}>
        <strong>{ACTION_LABELS[e.action] ?? e.action}</strong> · {RESOURCE_LABELS[e.resource.type] ?? e.resource.type}:{' '}
        {e.resource.label}
        <span className={styles.sub}>{e.resource.id}</span>
        {e.reason && <span className={styles.reason}>Reason: {e.reason}</span>}
      </div>
    ),
  },
  {
    header: 'Changes',
    wide: true,
    cell: (e) =>
      e.changes.length ? (
        <ul className={styles.changes}>
          {e.changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ) : (
        <span className={classes.muted}>—</span>
      ),
  },
  { header: 'Client', wide: true, cell: (e) => <code>{e.actor.client}</code> },
];

/** /admin/audit: who changed what and who read whose data, filtered by person, resource, action and days, and as CSV. */
export function AuditPage() {
  const { params, update } = useFilterParams();
  const raw = Object.fromEntries(FILTERS.flatMap((key) => (params.get(key) ? [[key, params.get(key) as string]] : [])));
  const checked = AuditQuerySchema.safeParse(raw);
  const query = checked.success ? checked.data : null;
  const problems = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
  const [person, setPerson] = useState(raw.person ?? '');
  const [busy, setBusy] = useState(false);
  const list = useApiData(
    (signal) => (query ? searchAudit(query, signal) : Promise.reject(new Error('Correct the filters to see the log.'))),
    [params.toString()],
    'Failed to load the audit log',
  );
  const entries = list.status === 'ready' ? { status: 'ready' as const, data: list.data.entries } : list;

  const download = async () => {
    if (!query) return;
    setBusy(true);
    try {
      const { page: _page, ...filters } = query;
      const csv = await downloadAudit(filters);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `audit${query.from || query.to ? `-${query.from ?? 'start'}-to-${query.to ?? 'now'}` : ''}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyApiError(error, 'Could not download the audit log. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={classes.header}>
        <h2>Audit</h2>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={busy}
          disabled={!query}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
      </div>
      <form
        role="search"
        aria-label="Filter the audit log"
        className={classes.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          update({ person: person.trim() || undefined });
        }}
      >
        <TextInput
          label="Person"
          className={styles.person}
          placeholder="Their email"
          type="email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={person}
          error={problems.person}
          onChange={(event) => setPerson(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            update({ person: person.trim() || undefined });
          }}
          onBlur={() => person.trim() !== (raw.person ?? '') && update({ person: person.trim() || undefined })}
        />
        <NativeSelect
          size="md"
          label="Resource"
          value={raw.resource ?? ''}
          error={problems.resource}
          onChange={(event) => update({ resource: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'Every resource' },
            ...AUDIT_RESOURCES.map((value) => ({ value, label: RESOURCE_LABELS[value] })),
          ]}
        />
        <NativeSelect
          size="md"
          label="Action"
          value={raw.action ?? ''}
          error={problems.action}
          onChange={(event) => update({ action: event.currentTarget.value || undefined })}
          data={[{ value: '', label: 'Every action' }, ...AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }))]}
        />
        <TextInput
          type="date"
          label="From"
          value={raw.from ?? ''}
          max={raw.to || undefined}
          error={problems.from}
          onChange={(event) => update({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          value={raw.to ?? ''}
          min={raw.from || undefined}
          error={problems.to}
          onChange={(event) => update({ to: event.currentTarget.value || undefined })}
        />
      </form>
      <AdminTable
        label="Audit entries"
        columns={columns}
        state={entries}
        empty="No entries match these filters."
        rowKey={(e) => e.id}
        onRetry={list.reload}
      />
      {list.status === 'ready' && (
        <AdminPagination
          page={query?.page ?? 1}
          total={list.data.total}
          pageSize={10}
          onChange={(page) => update({ page: String(page) })}
        />
      )}
    </>
  );
}
