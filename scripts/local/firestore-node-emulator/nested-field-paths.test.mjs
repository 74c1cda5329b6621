// @ts-check
import { describe, expect, it } from 'vitest';

import { fieldPathSegments, nestedFieldPaths } from './nested-field-paths.mjs';

describe("the Node Firestore emulator's nested field paths", () => {
  it('splits a path as Firestore does, backticked segments whole', () => {
    expect(fieldPathSegments('status')).toEqual(['status']);
    expect(fieldPathSegments('progress.remaining.modules')).toEqual(['progress', 'remaining', 'modules']);
    expect(fieldPathSegments('progress.`a.b`.c')).toEqual(['progress', 'a.b', 'c']);
    expect(fieldPathSegments('`we\\`ird`')).toEqual(['we`ird']);
  });

  it('reads through map fields, and nothing where a segment is missing or not a map', () => {
    class Document {
      constructor(fields) {
        this.fields = fields;
      }
      getField(path) {
        if (path.includes('.')) throw new Error('Not implemented');
        return this.fields[path];
      }
    }
    nestedFieldPaths(Document);
    const leaf = { type: 'boolean_value', value: false };
    const doc = new Document({ progress: { type: 'map_value', value: { completed: leaf } }, status: { type: 'string_value', value: 'active' } });
    expect(doc.getField('progress.completed')).toBe(leaf);
    expect(doc.getField('status')).toEqual({ type: 'string_value', value: 'active' });
    expect(doc.getField('progress.missing')).toBeUndefined();
    expect(doc.getField('status.inner')).toBeUndefined();
  });
});
