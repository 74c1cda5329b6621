// @ts-check
// The Node Firestore emulator filters and orders by top-level fields only: a query on a field
// inside a map ('progress.completed') fails there with "Not implemented", where Firestore itself
// reads it. This gives the emulator's documents Firestore's field paths: dot-separated segments,
// a segment with other characters between backticks (`a.b`, with \` and \\ escaped).

/** A field path's segments: 'progress.`a.b`.c' is ['progress', 'a.b', 'c']. */
export function fieldPathSegments(path) {
  const segments = [];
  let i = 0;
  while (i < path.length) {
    let segment = '';
    if (path[i] === '`') {
      i += 1;
      while (i < path.length && path[i] !== '`') {
        if (path[i] === '\\') i += 1;
        segment += path[i];
        i += 1;
      }
      i += 1;
    } else {
      const end = path.indexOf('.', i);
      segment = path.slice(i, end < 0 ? path.length : end);
      i = end < 0 ? path.length : end;
    }
    segments.push(segment);
    if (path[i] === '.') i += 1;
  }
  return segments;
}

/** Reads a nested field of the emulator's documents through its map fields; top-level reads are unchanged. */
export function nestedFieldPaths(FirestoreStateDocument) {
  const topLevel = FirestoreStateDocument.prototype.getField;
  FirestoreStateDocument.prototype.getField = function getField(path) {
    if (!path.includes('.') && !path.startsWith('`')) return topLevel.call(this, path);
    const [first, ...rest] = fieldPathSegments(path);
    let field = this.fields[first];
    for (const segment of rest) {
      if (field?.type !== 'map_value') return undefined;
      field = field.value[segment];
    }
    return field;
  };
}
