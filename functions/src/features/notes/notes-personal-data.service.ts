import { personalDataAnswer } from '../../lib/personal-data';

import { eraseNotesInTransaction, findNotesDocumentsOf } from './notes.repository';

/** The learner's private notes on lessons. */
export const notesPersonalData = personalDataAnswer({
  owner: 'notes',
  collections: ['lessonNotes'],
  find: findNotesDocumentsOf,
  exportOf: (notes) => ({ lessonNotes: notes }),
  eraseInTransaction: eraseNotesInTransaction,
});
