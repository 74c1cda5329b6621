// @ts-check
// The Node Firestore emulator runs transactions without isolation (every transaction id is the
// same dummy), so two read-modify-write transactions could both read the old value and both
// commit. Firestore itself locks what a server-SDK transaction read until it commits; this gives
// the emulator the same effect by running transactions one at a time, from the read that opens
// one to its commit or rollback. A transaction whose client vanishes is let go after 10 s.

const FIRESTORE = '/google.firestore.v1.Firestore/';
const ABANDONED_AFTER_MS = 10_000;

/** A queue of transactions: `acquire` resolves with a `release` once every earlier one ended. */
export function transactionQueue(abandonedAfterMs = ABANDONED_AFTER_MS) {
  let tail = Promise.resolve();
  let current = null;
  return {
    acquire() {
      let ended;
      const turn = tail.then(() => {
        const timer = setTimeout(() => release(), abandonedAfterMs);
        const release = () => {
          clearTimeout(timer);
          if (current === release) current = null;
          ended();
        };
        current = release;
        return release;
      });
      tail = turn.then(() => new Promise((resolve) => (ended = resolve)));
      return turn;
    },
    /** Ends the running transaction (its commit or rollback arrived). */
    releaseCurrent() {
      current?.();
    },
  };
}

const opensTransaction = (request) => request.has_new_transaction === true || request.consistency_selector === 'new_transaction';

/** Wraps the emulator's gRPC handlers (grpc-js keeps them in `server.handlers`). */
export function serialiseTransactions(grpcServer, queue = transactionQueue()) {
  const wrap = (method, makeHandler) => {
    const handler = grpcServer.handlers.get(`${FIRESTORE}${method}`);
    if (!handler) throw new Error(`The Firestore emulator has no ${method} handler to wrap`);
    handler.func = makeHandler(handler.func);
  };
  for (const method of ['BatchGetDocuments', 'RunQuery', 'RunAggregationQuery']) {
    wrap(method, (original) => (call) => {
      if (!opensTransaction(call.request)) return original(call);
      void queue.acquire().then(() => original(call));
    });
  }
  wrap('BeginTransaction', (original) => (call, callback) => {
    void queue.acquire().then(() => original(call, callback));
  });
  wrap('Commit', (original) => (call, callback) => {
    original(call, callback);
    if (call.request.transaction?.length) queue.releaseCurrent();
  });
  wrap('Rollback', (original) => (call, callback) => {
    original(call, callback);
    queue.releaseCurrent();
  });
}
