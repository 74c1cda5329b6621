import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  describeIndex,
  requiredIndex,
  serves,
  type CompositeIndex,
  type QueryShape,
  type RequiredIndex,
} from '../support/composite-indexes';

/*
 * Runs after the api and e2e projects (vitest.config.ts, groupOrder): every query shape the API
 * ran while they did was logged by the function's data layer to FIRESTORE_QUERY_LOG
 * (functions/src/lib/query-log.ts). Each must find the composite index production Firestore
 * would ask for in firestore.indexes.json.
 */
const logFile = process.env.FIRESTORE_QUERY_LOG;
const declared: CompositeIndex[] = JSON.parse(readFileSync(join(process.cwd(), 'firestore.indexes.json'), 'utf8')).indexes;

function recordedShapes(): QueryShape[] {
  if (!logFile || !existsSync(logFile)) return [];
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  return [...new Set(lines)].sort().map((line) => JSON.parse(line) as QueryShape);
}

const shape = (filters: Array<[string, string]>, orders: Array<[string, string]> = []): QueryShape => ({
  collection: 'c',
  allDescendants: false,
  filters: filters.map(([field, op]) => ({ field, op })),
  orders: orders.map(([field, direction]) => ({ field, direction })),
  aggregate: false,
});

describe('the composite index a query needs', () => {
  it('none for equalities alone, or one field ordered or ranged over', () => {
    expect(
      requiredIndex(
        shape([
          ['a', 'EQUAL'],
          ['b', 'EQUAL'],
        ]),
      ),
    ).toBeNull();
    expect(requiredIndex(shape([], [['a', 'DESCENDING']]))).toBeNull();
    expect(requiredIndex(shape([['a', 'GREATER_THAN']], [['a', 'ASCENDING']]))).toBeNull();
    expect(requiredIndex(shape([['a', 'ARRAY_CONTAINS']]))).toBeNull();
    expect(requiredIndex(shape([['a', 'EQUAL']], [['a', 'ASCENDING']]))).toBeNull();
  });

  it('equalities then the order for an equality with an order or a range on another field', () => {
    expect(requiredIndex(shape([['b', 'EQUAL']], [['d', 'DESCENDING']]))?.fields).toEqual([
      { fieldPath: 'b', order: 'ASCENDING' },
      { fieldPath: 'd', order: 'DESCENDING' },
    ]);
    expect(
      requiredIndex(
        shape([
          ['b', 'EQUAL'],
          ['d', 'LESS_THAN'],
        ]),
      )?.fields,
    ).toEqual([
      { fieldPath: 'b', order: 'ASCENDING' },
      { fieldPath: 'd', order: 'ASCENDING' },
    ]);
    expect(requiredIndex(shape([['t', 'ARRAY_CONTAINS']], [['d', 'ASCENDING']]))?.fields).toEqual([
      { fieldPath: 't', arrayConfig: 'CONTAINS' },
      { fieldPath: 'd', order: 'ASCENDING' },
    ]);
    expect(requiredIndex(shape([['x', 'GREATER_THAN']], [['d', 'DESCENDING']]))?.fields).toEqual([
      { fieldPath: 'd', order: 'DESCENDING' },
      { fieldPath: 'x', order: 'ASCENDING' },
    ]);
  });

  it('is served by a declared index with the equalities in any order and exactly the order after them', () => {
    const needed = requiredIndex(
      shape(
        [
          ['a', 'EQUAL'],
          ['b', 'EQUAL'],
        ],
        [['d', 'DESCENDING']],
      ),
    ) as RequiredIndex;
    const index = (fields: Array<[string, string]>): CompositeIndex => ({
      collectionGroup: 'c',
      queryScope: 'COLLECTION',
      fields: fields.map(([fieldPath, order]) => ({ fieldPath, order: order as 'ASCENDING' | 'DESCENDING' })),
    });
    expect(
      serves(
        index([
          ['b', 'ASCENDING'],
          ['a', 'ASCENDING'],
          ['d', 'DESCENDING'],
        ]),
        needed,
      ),
    ).toBe(true);
    expect(
      serves(
        index([
          ['a', 'ASCENDING'],
          ['b', 'ASCENDING'],
          ['d', 'ASCENDING'],
        ]),
        needed,
      ),
    ).toBe(false);
    expect(
      serves(
        index([
          ['a', 'ASCENDING'],
          ['d', 'DESCENDING'],
        ]),
        needed,
      ),
    ).toBe(false);
  });
});

describe('firestore.indexes.json', () => {
  const shapes = recordedShapes();

  it('has every composite index the API’s queries need in production, and names the ones none used', () => {
    expect(
      shapes.length,
      'no queries were recorded: run with the api project (npm test, or --project api --project indexes)',
    ).toBeGreaterThan(0);
    const missing = new Map<string, RequiredIndex>();
    for (const recorded of shapes) {
      const needed = requiredIndex(recorded);
      if (needed && !declared.some((index) => serves(index, needed))) missing.set(describeIndex(needed), needed);
    }
    const needed = shapes.map(requiredIndex).filter((index): index is RequiredIndex => index !== null);
    const unused = declared.filter((index) => !needed.some((required) => serves(index, required))).map(describeIndex);
    // Not a failure: a query this run did not exercise may still need it.
    if (unused.length) console.warn(`Composite indexes no query of this run used:\n  ${unused.join('\n  ')}`);
    expect([...missing.keys()].sort()).toEqual([]);
  });
});
