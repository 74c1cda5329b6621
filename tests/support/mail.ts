/** Reads what reached the stack's MailDev inbox, through MailDev's REST API. */
export const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1130';

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string; name?: string }>;
  from: Array<{ address: string; name?: string }>;
  /** The header fields, their names in lower case. */
  headers: Record<string, string>;
}

export async function allMail(): Promise<ReceivedMail[]> {
  const res = await fetch(`${MAILDEV_URL}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/** The mails addressed to `address` (case-insensitive), oldest first. */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase();
  return (await allMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
}

/**
 * Waits until `count` mails to `address` match `filter`, then a moment longer so a duplicate
 * would show, and returns them.
 */
export async function waitForMail(
  address: string,
  {
    count = 1,
    filter = () => true,
    timeoutMs = 15_000,
  }: { count?: number; filter?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailTo(address)).filter(filter);
    if (found.length >= count) {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      return (await mailTo(address)).filter(filter);
    }
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in a mail's plain-text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in "${mail.subject}"`);
  return link;
}

/** The action code of a link to one of our pages. */
export const oobCodeOf = (link: string) => new URL(link).searchParams.get('oobCode') ?? '';
