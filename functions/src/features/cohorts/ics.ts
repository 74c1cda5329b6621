/*
 * An iCalendar (RFC 5545) invitation for one live session: what mail programs and calendars read
 * from the `.ics` attached to a session's invitation, update and cancellation. Times are UTC (`Z`),
 * so no VTIMEZONE is needed and every calendar shows the learner's own local time.
 */

export interface CalendarEvent {
  /** Stable across updates and the cancellation, so calendars replace the entry rather than add one. */
  uid: string;
  /** One more on every change (RFC 5545 3.8.7.4). */
  sequence: number;
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The language of the summary and description (RFC 5545 3.2.10), where it is not English. */
  language?: string;
  url: string;
  organizer: { name: string; email: string };
}

/** 20261203T130000Z */
export function icsInstant(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT as RFC 5545 3.3.11 escapes it: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each continuation starts with one space, and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole calendar object, CRLF line ends, folded. */
export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const language = event.language ? `;LANGUAGE=${event.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CricVision//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsInstant(event.stamp)}`,
    `DTSTART:${icsInstant(event.start)}`,
    `DTEND:${icsInstant(event.end)}`,
    `SUMMARY${language}:${icsText(event.summary)}`,
    `DESCRIPTION${language}:${icsText(event.description)}`,
    `URL:${event.url}`,
    `LOCATION:${icsText(event.url)}`,
    `ORGANIZER;CN=${icsParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold dropped. */
function icsParameter(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}
