import {
  ADMIN_PAGE_SIZE,
  AUDIT_RETENTION_DAYS,
  type AuditAction,
  type AuditActor,
  type AuditList,
  type AuditQuery,
  type AuditResource,
} from '../../contract';
import { AppError } from '../../lib/app-error';

import { auditEntry, changedFields } from './audit-changes';
import { auditCsv } from './audit-csv';
import {
  allAuditEntries,
  countAuditEntries,
  deleteAuditEntriesBefore,
  listAuditEntries,
  recordAudit,
  type AuditFilters,
  type AuditRecord,
  type AuditWriter,
} from './audit.repository';

export { auditEntry, changedFields, type AuditRecord, type AuditWriter };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** The most entries one CSV export holds; past it the filters must narrow the export. */
export const AUDIT_EXPORT_MAX = 10_000;

/** Logs a read of learners' personal data by staff, before the data is handed over. */
export async function recordPersonalDataRead(
  actor: AuditActor,
  resource: { type: AuditResource; id: string; label: string },
  action: Extract<AuditAction, 'viewed' | 'downloaded'>,
): Promise<void> {
  await recordAudit(auditEntry(actor, resource, action));
}

/** Midnight India time of a calendar day, as an instant. */
const istMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

function filtersOf(query: AuditQuery, now = Date.now()): AuditFilters {
  return {
    actorEmail: query.person,
    resourceType: query.resource,
    action: query.action,
    from: query.from ? istMidnight(query.from) : new Date(now - (AUDIT_RETENTION_DAYS + 1) * DAY_MS),
    to: query.to ? new Date(istMidnight(query.to).getTime() + DAY_MS) : new Date(now + DAY_MS),
  };
}

/** One page of the entries matching the filters, newest first. */
export async function searchAudit(query: AuditQuery): Promise<AuditList> {
  const page = query.page ?? 1;
  const { items, total } = await listAuditEntries(filtersOf(query), page, ADMIN_PAGE_SIZE);
  return { entries: items, total, page };
}

/** Every entry matching the filters as CSV, with a file name saying what it holds. */
export async function auditExport(query: AuditQuery): Promise<{ filename: string; csv: string }> {
  const filters = filtersOf(query);
  const count = await countAuditEntries(filters);
  if (count > AUDIT_EXPORT_MAX) {
    throw AppError.badRequest(`${count} entries match: narrow the filters to at most ${AUDIT_EXPORT_MAX} for one export.`);
  }
  const entries = await allAuditEntries(filters, AUDIT_EXPORT_MAX);
  const day = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  const end = new Date(filters.to.getTime() - DAY_MS);
  return { filename: `audit-${day(filters.from)}-to-${day(end)}.csv`, csv: auditCsv(entries) };
}

/** The retention job: deletes entries older than a year as of `now` (the scheduled `expireAuditEntries`). */
export async function deleteExpiredAuditEntries(now: number): Promise<number> {
  return deleteAuditEntriesBefore(new Date(now - AUDIT_RETENTION_DAYS * DAY_MS));
}
