import { personalDataAnswer } from '../../lib/personal-data';

import { anonymiseOrdersInTransaction, findOrderDocumentsOf } from './orders.repository';

/** Orders: exported; kept on closing as tax records, without the person. */
export const paymentsPersonalData = personalDataAnswer({
  owner: 'payments',
  collections: ['payments'],
  find: (person) => findOrderDocumentsOf(person.uid),
  exportOf: (orders) => ({ payments: orders }),
  eraseInTransaction: (tx, orders) => anonymiseOrdersInTransaction(tx, orders),
  kept: 'Orders stay as tax records, without your name, address or account.',
});
