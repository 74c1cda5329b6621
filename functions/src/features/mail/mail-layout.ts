import { LOCALES, type Locale } from '../../contract/locales';

import type { MailMessage } from './outbox.repository';

/** One mail's content; the layout turns it into a plain-text and an HTML part in the site's look. */
export interface MailContent {
  subject: string;
  /** Shown in inbox previews before the mail is opened. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Label and value rows, such as a receipt's amount and payment reference. */
  details?: Array<[string, string]>;
  /** Further links under the details, such as a receipt's tax invoice. */
  links?: Array<{ label: string; url: string }>;
  /** A quoted block, such as the text of a contact message. */
  quote?: string;
  /** Small print under the button: why the mail came, what to do if it was not expected. */
  note?: string;
  /** The language it is written in; English when not given. */
  language?: Locale;
}

/** A mail's own words in one language, its button's label among them; links, figures and layout are the same in every language. */
export type MailWords = Pick<MailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'note'> & { action: string };

/** The layout's own words, in each language a mail can be written in. */
const BUTTON_FALLBACK: Record<Locale, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  hi: 'अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:',
};

const BRAND = 'CricVision';
const LEGAL = 'CricVision Technologies Private Limited · Level 7, Prestige Tech Park, Outer Ring Road, Bengaluru 560103, India';
const NAVY = '#0b1b3f';
const RED = '#d71f31';
const INK = '#1f2a44';
const MUTED = '#5b6478';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function text(content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.quote) lines.push(...content.quote.split('\n').map((line) => `> ${line}`), '');
  if (content.details?.length) lines.push(...content.details.map(([label, value]) => `${label}: ${value}`), '');
  if (content.links?.length) lines.push(...content.links.map((link) => `${link.label}: ${link.url}`), '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.note) lines.push(content.note, '');
  lines.push('—', `${BRAND}`, LEGAL);
  return lines.join('\n');
}

function html(content: MailContent): string {
  const p = (body: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${INK}">${body}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-collapse:collapse;background:#f5f7fb;border-radius:8px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:10px 16px;font-size:14px;color:${MUTED};border-bottom:1px solid #e4e8f1">${escapeHtml(label)}</td><td style="padding:10px 16px;font-size:14px;font-weight:600;color:${INK};text-align:right;border-bottom:1px solid #e4e8f1">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = content.quote
    ? `<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:4px solid ${RED};background:#f5f7fb;font-size:15px;line-height:1.6;color:${INK};white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>`
    : '';
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:${RED}"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:999px">${escapeHtml(content.action.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(BUTTON_FALLBACK[content.language ?? 'en'])}<br><a href="${escapeHtml(content.action.url)}" style="color:${RED};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const links = (content.links ?? [])
    .map((link) => p(`<a href="${escapeHtml(link.url)}" style="color:${RED};font-weight:600">${escapeHtml(link.label)}</a>`))
    .join('');
  const note = content.note
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED}">${escapeHtml(content.note)}</p>`
    : '';
  return `<!doctype html><html lang="${LOCALES[content.language ?? 'en'].hreflang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2f9;font-family:Inter,'Segoe UI',Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 8px 24px rgba(11,27,63,0.08)">
<tr><td style="background:${NAVY};padding:24px 32px;border-bottom:4px solid ${RED}"><span style="font-size:22px;font-weight:800;letter-spacing:-0.02em;color:#ffffff">Cric<span style="color:${RED}">Vision</span></span></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${NAVY}">${escapeHtml(content.heading)}</h1>
${p(escapeHtml(content.greeting))}
${content.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${quote}${details}${links}${action}${note}
</td></tr>
<tr><td style="padding:20px 32px;background:#f5f7fb;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(LEGAL)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function renderMail(content: MailContent): MailMessage {
  return { subject: content.subject, text: text(content), html: html(content) };
}
