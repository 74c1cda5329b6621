import { AUDIT_RETENTION_DAYS } from '../../contract';
import { personalDataAnswer } from '../../lib/personal-data';

import { findAuditDocumentsBy } from './audit.repository';

/** What the person changed as staff: exported, and kept for the audit log's retention. */
export const auditPersonalData = personalDataAnswer({
  owner: 'audit',
  collections: ['audit'],
  find: (person) => findAuditDocumentsBy(person.uid),
  exportOf: (entries) => ({ auditEntries: entries }),
  kept: `The audit log keeps what you changed as staff for ${AUDIT_RETENTION_DAYS} days, then deletes it.`,
});
