import { msg, type MessageId } from '@/lib/i18n/message-id';

/**
 * The billing step's messages come from the contract's checks (gst.ts, payments.ts, common.ts), the
 * same the server refuses with, in English. Each has its catalogue key, whose English is the same
 * words, so a page in another language shows them in it.
 */
const KNOWN: Record<string, MessageId> = {
  'A GSTIN has 15 characters: 2 digits, a PAN (ABCDE1234F), an entity number, Z and a check character':
    msg('checkout.error.gstinFormat'),
  'This GSTIN does not begin with a state code': msg('checkout.error.gstinNoState'),
  'This GSTIN is not valid: its check character does not match': msg('checkout.error.gstinCheck'),
  'Please choose the state of this GSTIN': msg('checkout.error.gstinChooseState'),
  'With a GSTIN, please enter the business’s legal name as registered': msg('checkout.error.legalName'),
  'With a GSTIN, please confirm that you are authorised to claim input tax credit for this business':
    msg('checkout.error.declaration'),
  'Address is required': msg('checkout.error.addressRequired'),
  'City is required': msg('checkout.error.cityRequired'),
  'PIN code is required': msg('checkout.error.pinRequired'),
  'A PIN code has 6 digits': msg('checkout.error.pinDigits'),
};
const OTHER_STATE = /^This GSTIN is registered in (.+), not in the chosen state$/;

/** A billing message in the page's language; one the catalogue does not know stays as the contract wrote it. */
export function billingMessage(t: (id: MessageId, values?: Record<string, unknown>) => string, message: string): string {
  const known = KNOWN[message];
  if (known) return t(known);
  const state = OTHER_STATE.exec(message)?.[1];
  return state ? t('checkout.error.gstinOtherState', { state }) : message;
}
