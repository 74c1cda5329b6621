import type { RequestHandler, Response } from 'express';

import { GROUP_NOT_FOUND } from '../contract';
import { findGroupForAccess, type StoredGroup } from '../features/groups/groups.service';
import { AppError } from '../lib/app-error';

import { authOf } from './authenticate';

/**
 * After `requireAuth`: the group named by `param` exists and the caller manages it (admins pass).
 * Anyone else gets the same 404 as for a group that does not exist, never a 403, so a group id is
 * not confirmed to someone outside it. Reads the one group document; the route finds it with `groupOf`.
 */
export function requireGroupManager(param = 'groupId'): RequestHandler {
  return async (req, res, next) => {
    const auth = authOf(res);
    const group = await findGroupForAccess(String(req.params[param] ?? ''));
    if (!group || (auth.role !== 'admin' && !group.managerUids.includes(auth.uid))) throw AppError.notFound(GROUP_NOT_FOUND);
    res.locals.group = group;
    next();
  };
}

/** The group `requireGroupManager` let through. */
export function groupOf(res: Response): StoredGroup {
  const group = res.locals.group as StoredGroup | undefined;
  if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
  return group;
}
