import type { WriteBatch } from 'firebase-admin/firestore';

import type { AuditActor, User } from '../../contract';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/paging';
import { recordActivity } from '../activity/activity.repository';
import { auditEntry, changedFields } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { endAllSessions, setAccountDisabled } from '../auth/auth.service';

import { listUsersPage, updateUserRecord } from './users.repository';
import { findUser } from './users.service';

export const listUsers = (page: number, limit: number): Promise<Page<User>> => listUsersPage(page, limit);

/**
 * Blocks an active user or unblocks a blocked one. Blocking disables the Auth account and ends
 * every session: the next request with an old token is refused even after an unblock.
 */
export async function toggleBlocked(actor: AuditActor, uid: string): Promise<{ user: User; message: string }> {
  if (uid === actor.uid) throw AppError.forbidden('You cannot change the status of your own account');
  const user = await findUser(uid);
  if (!user) throw AppError.notFound('User not found');
  const isBlocked = !user.isBlocked;
  // A disabled Auth account cannot sign in at Firebase directly either.
  await setAccountDisabled(uid, isBlocked);
  const audit = (batch: WriteBatch) =>
    recordAuditInTransaction(
      batch,
      auditEntry(
        actor,
        { type: 'user', id: uid, label: `${user.name} · ${user.email}` },
        isBlocked ? 'blocked' : 'unblocked',
        changedFields(user, { isBlocked }, ['isBlocked']),
      ),
    );
  const updated = (isBlocked
    ? (await endAllSessions(uid, { isBlocked }, [], audit)).user
    : await updateUserRecord(uid, { isBlocked }, [], audit)) ?? {
    ...user,
    isBlocked,
  };
  await recordActivity({ type: 'user', action: isBlocked ? 'blocked' : 'unblocked', name: user.name, actorUid: actor.uid });
  return { user: updated, message: isBlocked ? 'User blocked successfully' : 'User unblocked successfully' };
}
