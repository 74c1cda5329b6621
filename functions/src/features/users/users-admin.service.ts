import type { User } from '../../contract';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/paging';
import { recordActivity } from '../activity/activity.repository';
import { revokeSessions } from '../auth/identity.repository';

import { findUser, listUsersPage, updateUserRecord } from './users.repository';

export const listUsers = (page: number, limit: number): Promise<Page<User>> => listUsersPage(page, limit);

/**
 * Blocks an active user or unblocks a blocked one. Blocking also ends their sessions: the next
 * request with an old token is refused, and no refresh token works any more.
 */
export async function toggleBlocked(actor: User, uid: string): Promise<{ user: User; message: string }> {
  if (uid === actor.uid) throw AppError.forbidden('You cannot change the status of your own account');
  const user = await findUser(uid);
  if (!user) throw AppError.notFound('User not found');
  const isBlocked = !user.isBlocked;
  const updated = (await updateUserRecord(uid, { isBlocked })) ?? { ...user, isBlocked };
  if (isBlocked) await revokeSessions(uid);
  await recordActivity({ type: 'user', action: isBlocked ? 'blocked' : 'unblocked', name: user.name, actorUid: actor.uid });
  return { user: updated, message: isBlocked ? 'User blocked successfully' : 'User unblocked successfully' };
}
