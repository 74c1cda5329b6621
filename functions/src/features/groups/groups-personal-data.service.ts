import { personalDataAnswer, type Person } from '../../lib/personal-data';
import { hasStarted, findEnrollmentsByIds } from '../enrollments/enrollments.service';

import { eraseGroupsDataInTransaction, findGroupsDocumentsOf, type GroupsPersonalData } from './groups-personal-data.repository';

/** What the groups keep about the person, with the shards of the seats they hold and have not started. */
async function findWithUnstartedSeats(person: Person): Promise<GroupsPersonalData> {
  const found = await findGroupsDocumentsOf(person);
  const held = found.seats.filter((seat) => seat.released !== true && typeof seat.shardId === 'string');
  const enrollments = await findEnrollmentsByIds(held.map((seat) => String(seat.enrollmentId)));
  const unstarted = held.filter((seat) => !hasStarted(enrollments.get(String(seat.enrollmentId))));
  return { ...found, unstartedSeatShards: unstarted.map((seat) => seat.shardId as string) };
}

/** Seats a group gave the person, their invitations, the groups they manage and the seat orders and receipts they entered. */
export const groupsPersonalData = personalDataAnswer({
  owner: 'groups',
  collections: ['groups', 'groupInvitations', 'seatOrders', 'seatReceipts', 'seatAssignments'],
  find: findWithUnstartedSeats,
  exportOf: ({ seats, invitations, managed, seatOrders, receipts }) => ({
    groupSeats: seats,
    groupInvitations: invitations.map(({ tokenHash: _secret, ...invitation }) => invitation),
    groupsManaged: managed,
    seatOrdersPlaced: seatOrders,
    seatReceiptsRecorded: receipts,
  }),
  eraseInTransaction: (tx, found, person) => eraseGroupsDataInTransaction(tx, found, person),
  kept: "Seat orders you placed for a group stay as its purchase records, without you; receipts an admin recorded stay with the group's accounts. A group seat you had not started goes back to its group.",
});
