/**
 * Whether a caption file is WebVTT a browser's <track> will read: UTF-8 (a BOM allowed), the
 * `WEBVTT` signature on the first line, and at least one cue whose timing line is well formed and
 * ends after it starts. A file that fails gets the reason an admin can act on.
 */

/** `hh:mm:ss.ttt` (hours optional, any number of digits) as WebVTT writes a timestamp. */
const TIMESTAMP = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const TIMING = new RegExp(String.raw`^${TIMESTAMP}[ \t]+-->[ \t]+${TIMESTAMP}(?:[ \t].*)?$`);
const SRT_TIMING = /^\d{2}:\d{2}:\d{2},\d{3}\s+-->/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;

export type WebVttCheck = { ok: true; cues: number } | { ok: false; reason: string };

const refused = (reason: string): WebVttCheck => ({ ok: false, reason });

export function checkWebVtt(bytes: Buffer): WebVttCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refused('The caption file is not UTF-8 text. Save it as WebVTT (.vtt) in UTF-8.');
  }
  if (text.includes('\u0000')) return refused('The caption file is not a text file. Upload a WebVTT (.vtt) file.');
  const lines = text.split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0])) {
    const srt = lines.some((line) => SRT_TIMING.test(line.trim()));
    return refused(
      srt
        ? 'This looks like an SRT file. Captions must be WebVTT (.vtt): convert it first, for example with ffmpeg -i captions.srt captions.vtt.'
        : 'The caption file is not WebVTT: its first line must be WEBVTT.',
    );
  }
  let cues = 0;
  for (const [index, raw] of lines.entries()) {
    if (!raw.includes('-->')) continue;
    const line = raw.trim();
    const timing = TIMING.exec(line);
    if (!timing) {
      const hint = SRT_TIMING.test(line) ? ' (WebVTT writes milliseconds after a full stop, not a comma)' : '';
      return refused(`Line ${index + 1} of the caption file is not a valid cue timing${hint}: ${line.slice(0, 60)}`);
    }
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    if (seconds(h2, m2, s2, ms2) <= seconds(h1, m1, s1, ms1)) {
      return refused(`Line ${index + 1} of the caption file has a cue that ends before it starts: ${line.slice(0, 60)}`);
    }
    cues += 1;
  }
  if (cues === 0) return refused('The caption file has no cues: add at least one timed line such as 00:01.000 --> 00:04.000.');
  return { ok: true, cues };
}
