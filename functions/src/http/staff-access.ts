import type { RequestHandler, Response } from 'express';

import type { StaffKind } from '../contract';
import { COURSE_NOT_FOUND } from '../features/courses/catalog.service';
import { coursesOfKind, findStaffAssignmentForAccess, scopeCovers, type StaffScope } from '../features/staff/staff.service';
import { AppError } from '../lib/app-error';

import { authOf } from './authenticate';

const ADMIN_ONLY = 'Admin access required';

/** Admins: every course; anyone else: their courses of `kinds` (one read), or the back-office's 403 when none. */
async function scopeFor(res: Response, kinds: StaffKind[]): Promise<StaffScope> {
  const auth = authOf(res);
  if (auth.role === 'admin') return { all: true };
  const assignment = await findStaffAssignmentForAccess(auth.uid);
  const courseIds = [...new Set(kinds.flatMap((kind) => coursesOfKind(assignment, kind)))];
  if (!courseIds.length) throw AppError.forbidden(ADMIN_ONLY);
  return { all: false, courseIds };
}

/**
 * After `requireAuth`: admins pass; anyone with courses of one of `kinds` passes with those courses
 * as their scope, which the route hands its service (`staffScopeOf`); anyone else gets the
 * back-office's 403, as before staff roles existed. Reads the caller's one assignment document.
 */
export function requireStaff(...kinds: StaffKind[]): RequestHandler {
  return async (_req, res, next) => {
    res.locals.staffScope = await scopeFor(res, kinds);
    next();
  };
}

/**
 * After `requireAuth`: the course named by `param` is one the caller is `kind` of (admins pass).
 * Staff of other courses get the same 404 as for a course that does not exist, so a course id is not
 * confirmed to them; someone who is no `kind` of any course gets the back-office's 403.
 */
export function requireCourseStaff(kind: StaffKind, param = 'courseId'): RequestHandler {
  return async (req, res, next) => {
    const scope = await scopeFor(res, [kind]);
    if (!scopeCovers(scope, String(req.params[param] ?? ''))) throw AppError.notFound(COURSE_NOT_FOUND);
    res.locals.staffScope = scope;
    next();
  };
}

/** What `requireStaff` or `requireCourseStaff` let the caller touch. */
export function staffScopeOf(res: Response): StaffScope {
  const scope = res.locals.staffScope as StaffScope | undefined;
  if (!scope) throw AppError.forbidden(ADMIN_ONLY);
  return scope;
}
