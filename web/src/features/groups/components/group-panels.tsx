import type { SeatOrderView } from '@contract';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

import { notifyApiError } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { downloadMembersCsv, getInvitations, getMembers, getSeatOrders } from '../api/group-api';

import { InvitationsTable } from './invitations-table';
import { MembersTable } from './members-table';
import { Loaded, Section } from './section';
import { SeatOrdersTable } from './seat-orders-table';

/*
 * The panels of a group's page that load their own list: the manager's home composes them, and so
 * does the back-office's group page (through app/), with its own action on each order. `version`
 * goes up when something elsewhere on the page changed the list (an order placed, people invited).
 */

interface PanelProps {
  groupId: string;
  version?: number;
}

export function SeatOrdersPanel({
  groupId,
  version = 0,
  action,
  lead,
}: PanelProps & { action?: (order: SeatOrderView, reload: () => void) => ReactNode; lead?: ReactNode }) {
  const orders = useApiData((signal) => getSeatOrders(groupId, signal), [groupId, version], 'Failed to load the orders');
  return (
    <Section title="Orders and invoices" lead={lead ?? 'Each order’s proforma while it waits for payment, then its tax invoice.'}>
      <Loaded state={orders} empty="No orders yet." isEmpty={(data) => data.orders.length === 0}>
        {(data) => (
          <SeatOrdersTable
            groupId={groupId}
            orders={data.orders}
            action={action ? (order) => action(order, orders.reload) : undefined}
            onChanged={orders.reload}
          />
        )}
      </Loaded>
    </Section>
  );
}

export function InvitationsPanel({ groupId, version = 0 }: PanelProps) {
  const invitations = useApiData(
    (signal) => getInvitations(groupId, signal),
    [groupId, version],
    'Failed to load the invitations',
  );
  return (
    <Section
      title="Invitations"
      lead="Each link claims one seat, once, within 30 days. Re-send a lost mail or revoke a link not yet used."
    >
      <Loaded state={invitations} empty="Nobody has been invited yet." isEmpty={(data) => data.invitations.length === 0}>
        {(data) => <InvitationsTable groupId={groupId} invitations={data.invitations} onChanged={invitations.reload} />}
      </Loaded>
    </Section>
  );
}

export function MembersPanel({ groupId, version = 0, onChanged }: PanelProps & { onChanged?: () => void }) {
  const members = useApiData((signal) => getMembers(groupId, signal), [groupId, version], 'Failed to load the members');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMembersCsv(groupId);
    } catch (error) {
      notifyApiError(error, 'Could not download the members');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Section
      title="Members"
      lead="Everyone who claimed a seat, with their progress, best checkpoint scores and certificate. A seat not yet started can be reassigned."
      actions={
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          loading={downloading}
          disabled={members.status !== 'ready' || members.data.members.length === 0}
          onClick={() => void download()}
        >
          Download CSV
        </Button>
      }
    >
      <Loaded state={members} empty="Nobody has claimed a seat yet." isEmpty={(data) => data.members.length === 0}>
        {(data) => (
          <MembersTable
            members={data.members}
            reassign={{
              groupId,
              onReassigned: () => {
                members.reload();
                onChanged?.();
              },
            }}
          />
        )}
      </Loaded>
    </Section>
  );
}
