import { describe, expect, it } from 'vitest';

import { installFirestoreMeter, missingHooks } from './firestore-meter';

// firebase-admin's own copy of the Firestore client, as the meter finds it.
const firestoreClient = (path: string) =>
  require(require.resolve(path, { paths: [require.resolve('firebase-admin/firestore')] })) as Record<string, any>;

describe('Firestore meter', () => {
  const { Query } = firestoreClient('@google-cloud/firestore');
  const { WriteBatch } = firestoreClient('@google-cloud/firestore/build/src/write-batch');

  it('names the hooks a client lacks, so an upgrade that renamed one is caught before patching', () => {
    const hooks = [
      { owner: 'Query', prototype: { _get: async () => null }, method: '_get' },
      { owner: 'WriteBatch', prototype: { commit: async () => null }, method: '_commit' },
      { owner: 'Gone', prototype: undefined as unknown as Record<string, unknown>, method: '_get' },
    ];
    expect(missingHooks(hooks)).toEqual(['WriteBatch._commit', 'Gone._get']);
  });

  it('finds every method it wraps in the installed client', () => {
    expect(typeof Query.prototype._get).toBe('function');
    expect(typeof WriteBatch.prototype._commit).toBe('function');
  });

  it('leaves the client alone outside the emulator (production)', () => {
    const before = Query.prototype._get;
    expect(installFirestoreMeter({})).toBe(false);
    expect(installFirestoreMeter({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(false);
    expect(Query.prototype._get).toBe(before);
  });

  it('patches nothing when a hooked method is missing, and counts once it is back', () => {
    const original = WriteBatch.prototype._commit;
    const queryGet = Query.prototype._get;
    delete WriteBatch.prototype._commit;
    try {
      expect(installFirestoreMeter({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
      expect(Query.prototype._get).toBe(queryGet);
    } finally {
      WriteBatch.prototype._commit = original;
    }
    expect(installFirestoreMeter({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(Query.prototype._get).not.toBe(queryGet);
    expect(WriteBatch.prototype._commit).not.toBe(original);
  });
});
