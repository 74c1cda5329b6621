import type { Request, Response } from 'express';

import type { AuditActor } from '../contract';
import { clientOf } from '../features/rate-limit/rate-limit.service';

import { authOf } from './authenticate';

/**
 * The signed-in staff member as the audit log records them: uid, name and email as their profile
 * has them now, and the client address as the rate limits determine it (never X-Forwarded-For read
 * directly: TRUSTED_PROXY_HOPS and TRUSTED_PROXY_RANGES decide which entry is the client's).
 */
export function auditActorOf(req: Request, res: Response): AuditActor {
  const { uid, user } = authOf(res);
  return { uid, name: user.name, email: user.email, client: clientOf(req) };
}
