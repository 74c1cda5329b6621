// @ts-check
// The Node Firestore emulator answers a query listener by re-running the query and re-sending every
// document it matches after each write to any collection. The mail relay listens to `mail`, so every
// write anywhere re-sent every mail the stack had ever held: a full test run, and an export/import
// after one, slowed to a crawl as mail grew. Firestore sends a listener only what changed in its
// query; this gives the emulator that behaviour. A query listener wakes only for writes to its own
// collection, at most once per tick, and is sent the documents added, changed or removed since.
import {
  ListenResponse,
  TargetChangeTargetChangeType as TargetChange,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';

const now = () => {
  const ms = Date.now();
  return { seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 };
};

/** Replaces the emulator state's query listeners (document listeners stay as they were). */
export function incrementalQueryListeners(state) {
  const original = state.v1Listen.bind(state);
  state.v1Listen = (listen, send, onEnd) => {
    if (!listen.has_add_target || !listen.add_target.has_query) return original(listen, send, onEnd);
    const { target_id: targetId, query } = listen.add_target;
    const { parent, structured_query: structured } = query;
    const collectionPrefix = `${parent}/${structured.from[0]?.collection_id}/`;
    const respond = (message) => send(ListenResponse.fromObject(message));
    const targetChange = (type, targetIds) =>
      respond({ target_change: { target_change_type: type, target_ids: targetIds, read_time: now() } });

    // path -> the fields object last sent; the emulator replaces a document's fields on every write.
    let sent = new Map();
    const sendChanges = () => {
      const current = new Map(state.v1Query(parent, structured).map((doc) => [doc.getPath(), doc]));
      for (const [path, doc] of current) {
        if (sent.get(path) !== doc.fields)
          respond({ document_change: { document: doc.toV1DocumentObject(), target_ids: [targetId] } });
      }
      for (const path of sent.keys()) {
        if (!current.has(path)) respond({ document_remove: { document: path, removed_target_ids: [targetId] } });
      }
      sent = new Map([...current].map(([path, doc]) => [path, doc.fields]));
      // A consistent point across targets: the client raises its snapshot here.
      targetChange(TargetChange.NO_CHANGE, []);
    };

    targetChange(TargetChange.ADD, [targetId]);
    sendChanges();
    targetChange(TargetChange.CURRENT, [targetId]);
    targetChange(TargetChange.NO_CHANGE, []);

    let scheduled = false;
    let ended = false;
    const onWrite = ({ document }) => {
      if (scheduled || ended || !document.getPath().startsWith(collectionPrefix)) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!ended) sendChanges();
      });
    };
    const events = ['create-document', 'update-document', 'delete-document'];
    for (const event of events) state.emitter.on(event, onWrite);
    onEnd(() => {
      ended = true;
      for (const event of events) state.emitter.off(event, onWrite);
    });
  };
}
