import { GroupPage, type GroupPanels } from '@/features/admin/groups/group-page';
import { InvitationsPanel, MembersPanel, SeatOrdersPanel } from '@/features/groups/components/group-panels';
import { SeatsOverview } from '@/features/groups/components/seats-overview';

/** A group's page in the back-office shows its seats, orders and people as its managers see them, with the admin's receipt on each order. */
const GROUP_PANELS: GroupPanels = {
  seats: (seats) => <SeatsOverview seats={seats} />,
  orders: (groupId, action) => (
    <SeatOrdersPanel
      groupId={groupId}
      action={action}
      lead="Record a bank transfer's receipt to add its seats and issue the tax invoice."
    />
  ),
  people: (groupId) => (
    <>
      <InvitationsPanel groupId={groupId} />
      <MembersPanel groupId={groupId} />
    </>
  ),
};
export const AdminGroupPage = () => <GroupPage panels={GROUP_PANELS} />;
