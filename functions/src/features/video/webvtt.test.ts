import { describe, expect, it } from 'vitest';

import { checkWebVtt } from './webvtt';

const vtt = (text: string) => Buffer.from(text, 'utf8');

describe('checkWebVtt', () => {
  it('accepts WebVTT with a BOM, a header text, hours-less timings and cue settings', () => {
    const file = vtt(
      '\uFEFFWEBVTT - Lesson one\r\n\r\n1\r\n00:01.000 --> 00:04.500 line:90%\r\nBowled him!\r\n\r\n01:00:00.000 --> 01:00:02.000\r\nOut\r\n',
    );
    expect(checkWebVtt(file)).toEqual({ ok: true, cues: 2 });
  });

  it('refuses an SRT file and says what it is', () => {
    const result = checkWebVtt(vtt('1\n00:00:01,000 --> 00:00:02,000\nHello\n'));
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/SRT/) });
  });

  it('refuses SRT timings under a WebVTT header, naming the line', () => {
    const result = checkWebVtt(vtt('WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHello\n'));
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/^Line 3 .*full stop/) });
  });

  it('refuses plain text, a header glued to other words, and a file without cues', () => {
    expect(checkWebVtt(vtt('Just some notes'))).toMatchObject({ ok: false, reason: /first line must be WEBVTT/ });
    expect(checkWebVtt(vtt('WEBVTTX\n\n00:01.000 --> 00:02.000\nx'))).toMatchObject({ ok: false });
    expect(checkWebVtt(vtt('WEBVTT\n\nNOTE nothing timed\n'))).toMatchObject({ ok: false, reason: /no cues/ });
  });

  it('refuses a cue that ends before it starts, and impossible minutes', () => {
    expect(checkWebVtt(vtt('WEBVTT\n\n00:05.000 --> 00:04.000\nx'))).toMatchObject({ ok: false, reason: /ends before/ });
    expect(checkWebVtt(vtt('WEBVTT\n\n00:75.000 --> 00:80.000\nx'))).toMatchObject({ ok: false, reason: /not a valid cue/ });
  });

  it('refuses bytes that are not UTF-8, and binary files', () => {
    expect(checkWebVtt(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toMatchObject({
      ok: false,
      reason: /UTF-8/,
    });
    expect(checkWebVtt(vtt('WEBVTT\n\u0000\u0001'))).toMatchObject({ ok: false, reason: /not a text file/ });
  });
});
