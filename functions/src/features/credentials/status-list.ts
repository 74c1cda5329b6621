import { gzipSync } from 'node:zlib';

/** 131,072 entries: the Bitstring Status List minimum (16 KB), so one list hides each holder in a crowd. */
export const STATUS_LIST_SIZE = 131_072;

/**
 * The `encodedList` of a Bitstring Status List: GZIP of the bitstring, base64url, multibase prefix
 * `u`. Index 0 is the most significant bit of the first byte.
 */
export function encodeStatusList(setIndexes: Iterable<number>): string {
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const index of setIndexes) {
    if (Number.isInteger(index) && index >= 0 && index < STATUS_LIST_SIZE) bits[index >> 3] |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}
