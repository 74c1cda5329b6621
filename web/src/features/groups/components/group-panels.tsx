import { MAX_MEMBER_SEARCH_LENGTH, MEMBER_SEARCH_TOO_SHORT, type SeatOrderCheckout, type SeatOrderView } from '@contract';
import { useState, type ReactNode } from 'react';

import { notifyApiError } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { useSearchChange } from '@/lib/use-search-change';
import { SearchField } from '@/ui/search-field';

import { downloadMembersCsv, getInvitations, getMembers, getSeatOrderCheckout, getSeatOrders } from '../api/group-api';

import { CsvDownloadButton } from './csv-download-button';
import classes from './groups.module.css';
import { InvitationsTable } from './invitations-table';
import { MembersPager } from './members-pager';
import { MembersTable } from './members-table';
import { SeatCheckout } from './seat-checkout';
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

interface SeatOrdersPanelProps extends PanelProps {
  action?: (order: SeatOrderView, reload: () => void) => ReactNode;
  lead?: ReactNode;
  /** With it, an unpaid Razorpay order can be paid from the table; called when its webhook settled it. */
  onPaid?: () => void;
}

export function SeatOrdersPanel({ groupId, version = 0, action, lead, onPaid }: SeatOrdersPanelProps) {
  const orders = useApiData((signal) => getSeatOrders(groupId, signal), [groupId, version], 'Failed to load the orders');
  const [opening, setOpening] = useState<string | null>(null);
  const [paying, setPaying] = useState<{ order: SeatOrderView; checkout: SeatOrderCheckout } | null>(null);
  const payNow = async (order: SeatOrderView) => {
    setOpening(order.id);
    try {
      setPaying({ order, checkout: await getSeatOrderCheckout(groupId, order.id) });
    } catch (error) {
      notifyApiError(error, 'Could not open the payment');
      // Paid meanwhile, or its time ran out: the table shows which.
      orders.reload();
    } finally {
      setOpening(null);
    }
  };
  return (
    <Section title="Orders and invoices" lead={lead ?? 'Each order’s proforma while it waits for payment, then its tax invoice.'}>
      {paying && (
        <div className={classes.payAgain}>
          <SeatCheckout
            key={paying.checkout.checkout.orderId}
            groupId={groupId}
            order={paying.checkout}
            courseTitle={paying.order.courseTitle}
            seats={paying.order.seats}
            onPaid={() => {
              orders.reload();
              onPaid?.();
            }}
            onClose={() => {
              setPaying(null);
              orders.reload();
            }}
          />
        </div>
      )}
      <Loaded state={orders} empty="No orders yet." isEmpty={(data) => data.orders.length === 0}>
        {(data) => (
          <SeatOrdersTable
            groupId={groupId}
            orders={data.orders}
            action={action ? (order) => action(order, orders.reload) : undefined}
            onChanged={orders.reload}
            pay={onPaid ? { onPay: (order) => void payNow(order), opening } : undefined}
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

/** The members list's search in the address (`?members=`), like the back-office lists' filters: a searched list can be shared. */
const MEMBER_SEARCH_PARAM = 'members';

export function MembersPanel({ groupId, version = 0, onChanged }: PanelProps & { onChanged?: () => void }) {
  const [params, change] = useSearchChange();
  const search = params.get(MEMBER_SEARCH_PARAM)?.trim() ?? '';
  // One letter would match most of a group (the API refuses it): the list waits for a second one.
  const q = search.length >= 2 ? search.slice(0, MAX_MEMBER_SEARCH_LENGTH) : '';
  const setSearch = (text: string) =>
    change(
      (next) => {
        if (text) next.set(MEMBER_SEARCH_PARAM, text);
        else next.delete(MEMBER_SEARCH_PARAM);
      },
      { replace: true },
    );
  // Page n is read after cursors[n - 1]; a change elsewhere on the page (version) or a new search starts again at page 1.
  const list = `${version}\n${q}`;
  const [paging, setPaging] = useState({ list, page: 1, cursors: [null] as (string | null)[] });
  const current = paging.list === list ? paging : { list, page: 1, cursors: [null] };
  const cursor = current.cursors[current.page - 1] ?? null;
  const members = useApiData(
    (signal) => getMembers(groupId, { cursor, q: q || undefined }, signal),
    [groupId, version, q, cursor ?? ''],
    'Failed to load the members',
  );
  const nextCursor = members.status === 'ready' ? members.data.nextCursor : null;
  const turn = (page: number) => {
    if (page === current.page + 1 && nextCursor)
      setPaging({ ...current, page, cursors: [...current.cursors.slice(0, current.page), nextCursor] });
    else if (page < current.page) setPaging({ ...current, page });
  };
  const nobody = members.status === 'ready' && !q && members.data.total === 0;
  return (
    <Section
      title="Members"
      lead="Everyone who claimed a seat, with their course, progress, best checkpoint scores and certificate. A seat not yet started can be reassigned. The CSV holds every member."
      actions={
        <CsvDownloadButton
          download={() => downloadMembersCsv(groupId)}
          failure="Could not download the members"
          disabled={members.status !== 'ready' || nobody}
        />
      }
    >
      {!(nobody && !search) && (
        <div className={classes.memberSearch}>
          <SearchField
            label="Search members"
            placeholder="Name or email"
            value={search}
            onSearch={setSearch}
            description={search && !q ? MEMBER_SEARCH_TOO_SHORT : undefined}
            maxLength={MAX_MEMBER_SEARCH_LENGTH}
          />
        </div>
      )}
      <Loaded
        state={members}
        empty={q ? `No member matches “${q}”` : 'Nobody has claimed a seat yet.'}
        isEmpty={(data) => data.members.length === 0}
      >
        {(data) => (
          <>
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
            <MembersPager page={current.page} total={data.total} hasNext={data.nextCursor !== null} onPage={turn} />
          </>
        )}
      </Loaded>
    </Section>
  );
}
