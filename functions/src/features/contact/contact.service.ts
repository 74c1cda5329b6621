import type { AuditActor, ContactBody, ContactMessage } from '../../contract';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repository';
import { auditEntry, changedFields, recordPersonalDataRead } from '../audit/audit.service';
import { recordAuditInTransaction } from '../audit/audit.repository';
import { companyInbox } from '../mail/mail-config';
import { contactAcknowledgementMail, contactNotificationMail } from '../mail/mail-templates';
import { enforceRateLimit, type RateLimit } from '../rate-limit/rate-limit.service';

import { createContact, deleteContact, findContact, listContactsPage, setContactStatus } from './contact.repository';

/** Five messages per client in ten minutes: enough for a person, useless for a script. */
export const CONTACT_PER_CLIENT: RateLimit = {
  name: 'contact-client',
  max: 5,
  windowMs: 10 * 60 * 1000,
  message: 'You have sent several messages in a short time. Please try again in a few minutes.',
};

export async function sendContactMessage(body: ContactBody, client: string): Promise<{ uid: string }> {
  await enforceRateLimit(CONTACT_PER_CLIENT, client);
  const inbox = companyInbox();
  const uid = await createContact(body, (id) => {
    const facts = { id, ...body };
    return [contactAcknowledgementMail(body.email), contactNotificationMail(inbox, facts)];
  });
  await recordActivity({ type: 'contact', action: 'received', name: body.name });
  return { uid };
}

export const listContacts = (page: number, limit: number) => listContactsPage(page, limit);

/** One message, for the back-office link in its notification mail; 404 once deleted. */
export async function getContact(uid: string): Promise<ContactMessage> {
  const contact = await findContact(uid);
  if (!contact) throw AppError.notFound('Contact not found');
  return contact;
}

/** One message opened by staff: the read is logged before its sender's details are handed over. */
export async function openContact(uid: string, actor: AuditActor): Promise<ContactMessage> {
  const contact = await getContact(uid);
  await recordPersonalDataRead(actor, contactResource(contact), 'viewed');
  return contact;
}

/** Sets the status; the same status again changes nothing and writes nothing. */
const CONTACT_FIELDS = ['name', 'email', 'subject', 'category', 'message', 'status'];
const contactResource = (contact: ContactMessage) => ({
  type: 'contact' as const,
  id: contact.uid,
  label: `${contact.name} · ${contact.subject}`,
});

export async function changeContactStatus(uid: string, status: ContactMessage['status'], actor: AuditActor) {
  const contact = await getContact(uid);
  if (contact.status !== status) {
    await setContactStatus(uid, status, (batch) =>
      recordAuditInTransaction(
        batch,
        auditEntry(actor, contactResource(contact), 'updated', changedFields(contact, { status }, ['status'])),
      ),
    );
    await recordActivity({ type: 'contact', action: `marked ${status}`, name: contact.name, actorUid: actor.uid });
  }
  return { ...contact, status };
}

export async function removeContact(uid: string, actor: AuditActor): Promise<void> {
  const contact = await getContact(uid);
  await deleteContact(uid, (batch) =>
    recordAuditInTransaction(
      batch,
      auditEntry(actor, contactResource(contact), 'deleted', changedFields(contact, null, CONTACT_FIELDS)),
    ),
  );
  await recordActivity({ type: 'contact', action: 'deleted', name: contact.name, actorUid: actor.uid });
}
