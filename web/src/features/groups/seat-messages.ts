import {
  ALREADY_ENROLLED,
  INVITATION_ALREADY_CLAIMED,
  INVITATION_NOT_FOUND,
  NO_SEATS_LEFT,
  VERIFY_TO_CLAIM,
  invitationForAnother,
} from '@contract';

import { msg, type MessageId } from '@/lib/i18n/message-id';
import type { Translate } from '@/lib/i18n/use-t';

/**
 * Why a seat could not be taken, in the contract's English words, which the server refuses with.
 * Each has its catalogue key, whose English is the same words, so a Hindi page shows them in Hindi.
 */
const KNOWN: Record<string, MessageId> = {
  [INVITATION_NOT_FOUND]: msg('invitation.error.notValid'),
  [INVITATION_ALREADY_CLAIMED]: msg('invitation.error.claimed'),
  [VERIFY_TO_CLAIM]: msg('invitation.error.unverified'),
  [NO_SEATS_LEFT]: msg('invitation.error.noSeats'),
  [ALREADY_ENROLLED]: msg('invitation.error.enrolled'),
};

/**
 * A refusal in the page's language: a known one by its key; a 403 naming the invited address (which
 * the preview masked alike) by its own; any other in the server's words on an English page, and as
 * `fallback` on a page in another language (`failure`, useFailureMessage).
 */
export function seatProblemText(
  t: Translate,
  failure: (id: MessageId, serverMessage?: string) => string,
  message: string,
  fallback: MessageId,
  maskedEmail?: string,
): string {
  const known = KNOWN[message];
  if (known) return t(known);
  if (maskedEmail && message === invitationForAnother(maskedEmail)) return t('invitation.error.otherAddress', { email: maskedEmail });
  return failure(fallback, message);
}
