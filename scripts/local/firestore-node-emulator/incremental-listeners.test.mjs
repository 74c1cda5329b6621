// @ts-check
import { createServer } from 'node:net';

import { FirestoreServer } from '@firestore-emulator/server';
import { ListenRequest } from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { incrementalQueryListeners } from './incremental-listeners.mjs';

/** @typedef {import('node:net').AddressInfo} AddressInfo the address of a server listening on a TCP port */

const PROJECT = 'demo-listeners';
const PARENT = `projects/${PROJECT}/databases/(default)/documents`;
let server;
let app;
let db;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeAll(async () => {
  const port = await freePort();
  server = new FirestoreServer();
  incrementalQueryListeners(server.state);
  await server.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: PROJECT }, 'incremental-listeners-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  server.stop();
});

/** Listens straight on the emulator's state and collects what it would send down the stream. */
function rawListener(collection) {
  const messages = [];
  const request = ListenRequest.fromObject({
    add_target: { target_id: 7, query: { parent: PARENT, structured_query: { from: [{ collection_id: collection }] } } },
  });
  server.state.v1Listen(
    request,
    (message) => messages.push(message.toObject()),
    () => {},
  );
  return messages;
}
const documentsIn = (messages) => messages.filter((m) => m.document_change).map((m) => m.document_change.document.name);

describe('incrementalQueryListeners', () => {
  it('tells a client listener what was added, modified and removed, as Firestore does', async () => {
    const outbox = db.collection('outbox');
    await outbox.doc('a').set({ n: 1 });
    const changes = [];
    let resolveNext;
    const unsubscribe = outbox.onSnapshot((snap) => {
      changes.push(snap.docChanges().map((change) => `${change.type} ${change.doc.id}`));
      resolveNext?.();
    });
    const next = () => new Promise((resolve) => (resolveNext = resolve));

    await next();
    let pending = next();
    await outbox.doc('b').set({ n: 2 });
    await pending;
    pending = next();
    await outbox.doc('a').update({ n: 3 });
    await pending;
    pending = next();
    await outbox.doc('b').delete();
    await pending;
    unsubscribe();

    expect(changes).toEqual([['added a'], ['added b'], ['modified a'], ['removed b']]);
  });

  it('sends a listener nothing for writes elsewhere, and each new document once', async () => {
    await db.collection('letters').doc('first').set({ n: 0 });
    const messages = rawListener('letters');
    expect(documentsIn(messages)).toEqual([`${PARENT}/letters/first`]);
    messages.length = 0;

    const other = db.batch();
    for (let i = 0; i < 200; i += 1) other.set(db.collection('elsewhere').doc(`d${i}`), { i });
    await other.commit();
    await tick();
    expect(messages).toEqual([]);

    const letters = db.batch();
    for (let i = 0; i < 50; i += 1) letters.set(db.collection('letters').doc(`l${i}`), { i });
    await letters.commit();
    await tick();
    expect(documentsIn(messages)).toHaveLength(50);
  });
});
