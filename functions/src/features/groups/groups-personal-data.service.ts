import { personalDataAnswer } from '../../lib/personal-data';

import { eraseGroupsDataInTransaction, findGroupsDocumentsOf } from './groups-personal-data.repository';

/** Seats a group gave the person, their invitations, the groups they manage and the seat orders and receipts they entered. */
export const groupsPersonalData = personalDataAnswer({
  owner: 'groups',
  collections: ['groups', 'groupInvitations', 'seatOrders', 'seatReceipts', 'seatAssignments'],
  find: (person) => findGroupsDocumentsOf(person),
  exportOf: ({ seats, invitations, managed, seatOrders, receipts }) => ({
    groupSeats: seats,
    groupInvitations: invitations.map(({ tokenHash: _secret, ...invitation }) => invitation),
    groupsManaged: managed,
    seatOrdersPlaced: seatOrders,
    seatReceiptsRecorded: receipts,
  }),
  eraseInTransaction: (tx, found, person) => eraseGroupsDataInTransaction(tx, found, person),
  kept: "Seat orders you placed for a group stay as its purchase records, without you; receipts an admin recorded stay with the group's accounts.",
});
