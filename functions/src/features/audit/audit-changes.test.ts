import { describe, expect, it } from 'vitest';

import { MAX_VALUE_CHARS, auditValue, changedFields } from './audit-changes';

describe('the fields an audit entry keeps', () => {
  it('only those that changed, with both values; missing and undefined read as null', () => {
    expect(
      changedFields({ price: 4999, title: 'A', originalPrice: null }, { price: 3999, title: 'A', originalPrice: undefined }, [
        'price',
        'title',
        'originalPrice',
      ]),
    ).toEqual([{ field: 'price', before: 4999, after: 3999 }]);
    expect(changedFields(null, { code: 'SPRING' }, ['code', 'value'])).toEqual([
      { field: 'code', before: null, after: 'SPRING' },
    ]);
  });

  it('a nested object read back with its keys in another order is no change', () => {
    expect(
      changedFields({ instructor: { name: 'A', bio: 'B' } }, { instructor: { bio: 'B', name: 'A' } }, ['instructor']),
    ).toEqual([]);
  });

  it('dates as ISO text', () => {
    expect(auditValue(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-01T10:00:00.000Z');
    expect(auditValue({ toDate: () => new Date('2026-05-01T10:00:00Z') })).toBe('2026-05-01T10:00:00.000Z');
  });

  it('a value too long to keep whole is kept as its length and digest, different for different values', () => {
    const long = (c: string) => c.repeat(MAX_VALUE_CHARS + 10);
    const [change] = changedFields({ description: long('a') }, { description: long('b') }, ['description']);
    expect(change.before).toMatchObject({ omitted: 'too long to keep whole', characters: MAX_VALUE_CHARS + 12 });
    expect((change.before as { sha256: string }).sha256).not.toBe((change.after as { sha256: string }).sha256);
  });
});
