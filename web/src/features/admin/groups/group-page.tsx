import { GROUP_NOT_FOUND, addressLines, gstStateName, type AdminGroupView, type SeatOrderView, type SeatView } from '@contract';
import { Alert, Button, Loader, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { fieldErrorMap } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import classes from '../shared/admin.module.css';
import { confirmAction } from '../shared/confirm';

import { GroupForm } from './group-form';
import { addManager, getGroup, removeManager } from './groups-api';
import styles from './groups.module.css';
import { RecordReceipt } from './record-receipt';
import { RecordRefundPayout } from './record-refund-payout';

/** What the groups feature shows of a group, composed in by app/ (an area imports no other feature). */
export interface GroupPanels {
  seats: (seats: SeatView[]) => ReactNode;
  orders: (groupId: string, action: (order: SeatOrderView, reload: () => void) => ReactNode) => ReactNode;
  people: (groupId: string) => ReactNode;
}

function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h3>{title}</h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Details({ group, onSaved }: { group: AdminGroupView; onSaved: (group: AdminGroupView) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <GroupForm
        group={group}
        cancel={{ onClick: () => setEditing(false) }}
        onSaved={(saved) => {
          setEditing(false);
          onSaved(saved);
        }}
      />
    );
  const address = addressLines(group.billingAddress);
  return (
    <Card
      title="Details"
      actions={
        <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
          Edit details
        </Button>
      }
    >
      <dl className={`${classes.detailList} ${styles.details}`}>
        <div>
          <dt>Legal name</dt>
          <dd>{group.legalName}</dd>
        </div>
        <div>
          <dt>Billing address</dt>
          <dd>
            {address.map((line) => (
              <span key={line} className={styles.name} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            {gstStateName(group.stateCode)} ({group.stateCode})
          </dd>
        </div>
        <div>
          <dt>GSTIN</dt>
          <dd>{group.gstin ?? 'None'}</dd>
        </div>
        <div>
          <dt>Billing email</dt>
          <dd>{group.billingEmail}</dd>
        </div>
        <div>
          <dt>Email domain</dt>
          <dd>{group.emailDomain ?? 'None'}</dd>
        </div>
        <div>
          <dt>Volume discount</dt>
          <dd>{group.volumeDiscountPercent} %</dd>
        </div>
      </dl>
    </Card>
  );
}

function Managers({ group, onChanged }: { group: AdminGroupView; onChanged: (group: AdminGroupView) => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const add = async () => {
    setBusy('add');
    setError(null);
    try {
      const saved = await addManager(group.id, email.trim());
      notifySuccess(saved.message);
      setEmail('');
      onChanged(saved.group);
    } catch (failure) {
      const fields = fieldErrorMap(failure);
      setError(fields.email ?? (failure instanceof Error ? failure.message : 'Could not add the manager'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (uid: string, name: string) => {
    if (
      !(await confirmAction(
        'Remove manager',
        `Remove ${name} as a manager of ${group.name}? They keep their account and courses.`,
        'Remove',
      ))
    )
      return;
    setBusy(uid);
    try {
      const saved = await removeManager(group.id, uid);
      notifySuccess(saved.message);
      onChanged(saved.group);
    } catch (failure) {
      notifyApiError(failure, 'Could not remove the manager');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Managers">
      {group.managers.length === 0 ? (
        <p className={classes.muted}>No manager yet: add the coordinator who buys seats and invites people.</p>
      ) : (
        <ul className={styles.managers} aria-label="Managers">
          {group.managers.map((manager) => (
            <li key={manager.uid} className={styles.manager}>
              <span>
                <strong>{manager.name}</strong>
                <span className={styles.sub}>{manager.email}</span>
              </span>
              <Button
                size="xs"
                variant="subtle"
                color="ball"
                disabled={busy !== null}
                onClick={() => void remove(manager.uid, manager.name)}
                aria-label={`Remove ${manager.email}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.addManager}
        noValidate
        aria-label="Add manager"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextInput
          label="Manager's email"
          description="They need an account already"
          type="email"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button
          type="submit"
          mt={{ base: 0, sm: 50 }}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          loading={busy === 'add'}
          disabled={!email.trim()}
        >
          Add manager
        </Button>
      </form>
    </Card>
  );
}

/** /admin/groups/:groupId: a group's details (edit), managers, seats, orders with their receipts, invitations and members. */
export function GroupPage({ panels }: { panels: GroupPanels }) {
  const { groupId = '' } = useParams();
  const loaded = useApiData((signal) => getGroup(groupId, signal), [groupId], 'Failed to load the group');
  const [saved, setSaved] = useState<AdminGroupView | null>(null);
  const group = saved?.id === groupId ? saved : loaded.status === 'ready' ? loaded.data : null;

  return (
    <>
      <div className={classes.header}>
        <h2>{group?.name ?? 'Group'}</h2>
        <Button variant="subtle" component={Link} to={adminPaths.groups} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Groups
        </Button>
      </div>
      {loaded.status === 'loading' && <Loader role="status" aria-label="Loading" />}
      {loaded.status === 'error' && (
        <Alert color="red" title="Failed to load the group">
          {loaded.notFound ? `${GROUP_NOT_FOUND}.` : loaded.message}
        </Alert>
      )}
      {group && (
        <div className={styles.grid}>
          <Details group={group} onSaved={setSaved} />
          <Managers group={group} onChanged={setSaved} />
          <Card title="Seats">{panels.seats(group.seats)}</Card>
          {panels.orders(group.id, (order, reload) => {
            const awaitingTransfer = order.refunds.find((refund) => refund.method === 'bank_transfer' && refund.status === 'pending');
            if (awaitingTransfer)
              return <RecordRefundPayout groupId={group.id} order={order} refund={awaitingTransfer} onRecorded={reload} />;
            return order.status !== 'awaiting_payment' ? null : (
              <RecordReceipt
                groupId={group.id}
                order={order}
                onRecorded={() => {
                  reload();
                  // The seats the receipt added, without the page going back to loading.
                  getGroup(group.id).then(setSaved, (error: unknown) => notifyApiError(error, 'Failed to load the group'));
                }}
              />
            );
          })}
          {panels.people(group.id)}
        </div>
      )}
    </>
  );
}
