import type { ContactBody } from '../../contract';
import { recordActivity } from '../activity/activity.repository';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';

import { createContact } from './contact.repository';

/** Five messages per client in ten minutes: enough for a person, useless for a script. */
export const CONTACT_PER_CLIENT: RateLimit = {
  name: 'contact-client',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: 'You have sent several messages in a short time. Please try again in a few minutes.',
};

export async function sendContactMessage(body: ContactBody, client: string): Promise<{ uid: string }> {
  await enforceRateLimit(CONTACT_PER_CLIENT, client);
  const uid = await createContact(body);
  await recordActivity({ type: 'contact', action: 'received', name: body.name });
  return { uid };
}
