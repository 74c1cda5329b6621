// @ts-check
// The offline stand-in for the Firestore emulator (which needs Java 21): a Node implementation of
// the Firestore gRPC API that firebase-admin talks to through FIRESTORE_EMULATOR_HOST.
import { createRequire } from 'node:module';

import { FirestoreServer, FirestoreStateDocument } from '@firestore-emulator/server';

import { incrementalQueryListeners } from './incremental-listeners.mjs';
import { nestedFieldPaths } from './nested-field-paths.mjs';
import { serialiseTransactions } from './serialise-transactions.mjs';

// The emulator keeps its state in Immer, which deep-freezes what each write produced: every new
// document froze its whole collection again, so writing 10,000 contacts slowed with each one
// (the bench's dashboard step). Freezing only guards against mutation bugs; the state is the same.
createRequire(import.meta.resolve('@firestore-emulator/server'))('immer').setAutoFreeze(false);

nestedFieldPaths(FirestoreStateDocument);

const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
const server = new FirestoreServer();
// The fix wraps the gRPC server's handlers, which FirestoreServer keeps private.
serialiseTransactions(server['server']);
incrementalQueryListeners(server.state);
await server.start(port);
console.log(`Node Firestore emulator listening on 127.0.0.1:${port}`);

const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);
