import type { AuditEntryView } from '../../contract';
import { csvText } from '../../lib/csv';

const HEADER = [
  'When (UTC)',
  'Person',
  'Email',
  'User id',
  'Client',
  'Action',
  'Resource',
  'Resource id',
  'Name',
  'Changes',
  'Reason',
];

const changeText = (entry: AuditEntryView) =>
  entry.changes.map((c) => `${c.field}: ${JSON.stringify(c.before)} -> ${JSON.stringify(c.after)}`).join('; ');

/** The entries as CSV, each cell kept from running as a spreadsheet formula (lib/csv). */
export function auditCsv(entries: AuditEntryView[]): string {
  return csvText([
    HEADER,
    ...entries.map((e) => [
      e.at,
      e.actor.name,
      e.actor.email,
      e.actor.uid,
      e.actor.client,
      e.action,
      e.resource.type,
      e.resource.id,
      e.resource.label,
      changeText(e),
      e.reason,
    ]),
  ]);
}
