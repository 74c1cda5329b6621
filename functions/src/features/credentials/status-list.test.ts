import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { STATUS_LIST_SIZE, encodeStatusList } from './status-list';

const bitAt = (encoded: string, index: number) => {
  const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  return (bytes[index >> 3] >> (7 - (index & 7))) & 1;
};

describe('encodeStatusList', () => {
  it('is a multibase base64url GZIP bitstring of the minimum size with the given bits set, most significant first', () => {
    const encoded = encodeStatusList([0, 9, STATUS_LIST_SIZE - 1]);
    expect(encoded.startsWith('u')).toBe(true);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url'))).toHaveLength(STATUS_LIST_SIZE / 8);
    expect([0, 1, 8, 9, 10, STATUS_LIST_SIZE - 1].map((i) => bitAt(encoded, i))).toEqual([1, 0, 0, 1, 0, 1]);
  });

  it('ignores indexes outside the list', () => {
    expect(encodeStatusList([-1, STATUS_LIST_SIZE, 1.5])).toBe(encodeStatusList([]));
  });
});
