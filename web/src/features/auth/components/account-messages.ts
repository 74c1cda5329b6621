import { msg, type MessageId } from '@/lib/i18n/message-id';
import type { Translate } from '@/lib/i18n/use-t';

/**
 * The account fields' messages come from the contract's checks (common.ts, auth.ts) and the forms'
 * own, in English, the words the server refuses with too. Each has its catalogue key, whose English
 * is the same words, so a page in another language shows them in it.
 */
const KNOWN: Record<string, MessageId> = {
  'Name is required': msg('account.error.nameRequired'),
  'Name must be at most 100 characters': msg('account.error.nameTooLong'),
  'Email is required': msg('account.error.emailRequired'),
  'Email is too long': msg('account.error.emailTooLong'),
  'Please enter a valid email address': msg('account.error.emailInvalid'),
  'This address belongs to CricVision. Please use your own email address.': msg('account.error.siteAddress'),
  'An account with this email already exists': msg('account.error.emailTaken'),
  'Password is required': msg('account.error.passwordRequired'),
  'Password is incorrect': msg('account.error.passwordIncorrect'),
  'Current password is incorrect': msg('account.error.currentPasswordIncorrect'),
  'Password must be at least 6 characters': msg('account.error.passwordTooShort'),
  'Password must be at most 128 characters': msg('account.error.passwordTooLong'),
  'Please confirm your password': msg('account.error.confirmRequired'),
  'Passwords do not match': msg('account.error.mismatch'),
  'New passwords do not match': msg('account.error.newMismatch'),
  'First name is required': msg('account.error.firstNameRequired'),
  'Last name is required': msg('account.error.lastNameRequired'),
  'Phone number is required': msg('account.error.phoneRequired'),
  'Phone number must be exactly 10 digits': msg('account.error.phoneInvalid'),
  'Enter your current password to change your email': msg('account.error.passwordForEmail'),
  'Current password is required to set a new password': msg('account.error.passwordForPassword'),
};

/** An account field's message in the page's language; one the catalogue does not know stays as it was written. */
export function accountMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = KNOWN[message];
  return known ? t(known) : message;
}
