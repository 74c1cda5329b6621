import { personalDataAnswer } from '../../lib/personal-data';

import { findTaxDocumentsOf } from './invoices.repository';

/** Tax invoices and credit notes: exported, and kept on closing as they were issued (Rule 46). */
export const invoicesPersonalData = personalDataAnswer({
  owner: 'invoices',
  collections: ['invoices', 'creditNotes'],
  find: (person) => findTaxDocumentsOf(person.uid),
  exportOf: ({ invoices, creditNotes }) => ({ invoices, creditNotes }),
  kept: 'Tax invoices and credit notes stay as issued, with the buyer’s name and address, as GST Rule 46 and the accounts law require.',
});
