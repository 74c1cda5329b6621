// @ts-check
// One owner per collection (docs/code-structure.md; issue 34): the map in
// functions/src/lib/collection-owners.ts lists every collection once, only its owner's modules name
// it, and a reader the map names writes nothing beside it. Checked on the tree and on planted files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { COLLECTION_OWNERS } from '../../functions/src/lib/collection-owners.ts';

import { COLLECTIONS } from '../local/collections.mjs';
import { ownershipProblems } from './collection-owners.mjs';

const SOURCE = join(import.meta.dirname, '../../functions/src');
const files = readdirSync(SOURCE, { recursive: true }).map(String);
const read = (file) => readFileSync(join(SOURCE, file), 'utf8');

/**
 * Modules that reach a collection their caller names, and what they do with it. The dashboard counts
 * documents of the collections its figures are about (a count aggregation reads no document).
 */
export const GENERIC = {
  'features/dashboard/dashboard.repository.ts': { readsOnly: true, why: 'counts for the overview' },
  // Writes only what its caller, the collection's owner, asks of the collection it names.
  'lib/backfill-field.ts': { readsOnly: false, why: 'fills a missing field in the collection its owner names' },
  // The content feature's own collections, named by its ContentCollection union.
  'features/content/content.repository.ts': { readsOnly: false, why: 'the marketing collections, one module for all' },
};

describe('collection owners', () => {
  it('lists every collection once, with an owner and whether it carries a person', () => {
    expect(Object.keys(COLLECTION_OWNERS).sort()).toEqual([...COLLECTIONS].sort());
    for (const [name, ownership] of Object.entries(COLLECTION_OWNERS)) {
      expect(ownership.owner !== null || Boolean(ownership.note), `${name} has no owner and no note`).toBe(true);
      expect(ownership.person === null || Object.keys(ownership.person).length > 0, name).toBe(true);
    }
  });

  it('holds across functions/src: only the owner names a collection, and a listed reader writes nothing', () => {
    expect(ownershipProblems(files, read, COLLECTION_OWNERS, GENERIC)).toEqual([]);
  });

  it("refuses a module that names another feature's collection, and a listed reader that writes", () => {
    const planted = {
      'features/learning/progress-writer.repository.ts':
        "export const write = (db, id) => db.collection('enrollments').doc(id).update({ 'progress.overall': 1 });\n",
      'features/payments/orders.repository.ts': "export const f = (db) => db.collection('invoices').get();\n",
      'features/coupons/unknown.repository.ts': "export const f = (db) => db.collection('notACollection').get();\n",
      'features/dashboard/dashboard.repository.ts': "export const f = (db, name) => db.collection(name).doc('x').delete();\n",
      'features/video/anything.repository.ts': 'export const f = (db, name) => db.collection(name).get();\n',
    };
    const problems = ownershipProblems(Object.keys(planted), (file) => planted[file], COLLECTION_OWNERS, GENERIC);
    expect(problems).toEqual([
      "features/learning/progress-writer.repository.ts reads 'enrollments' (owned by enrollments) and writes documents beside it",
      "features/payments/orders.repository.ts names 'invoices', which invoices owns",
      "features/coupons/unknown.repository.ts names 'notACollection', which the owners map lacks",
      'features/dashboard/dashboard.repository.ts is listed as reading only, yet writes documents',
      'features/video/anything.repository.ts reaches a collection by a name it is given: say what it does in the generic list',
    ]);
  });
});
