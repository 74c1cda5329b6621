// @ts-check
/**
 * The Firestore collection names a module of functions/src writes out: `collection('x')`,
 * `…COLLECTION = 'x'` and `…Collection = 'x'` constants, `collection: 'x'` properties, and
 * `type …Collection = 'x' | 'y'` unions (the content repository's `ContentCollection`, which its
 * services pass by name).
 */
export function collectionsNamedIn(text) {
  const names = new Set();
  for (const [, name] of text.matchAll(/\.collection\('([A-Za-z]+)'\)/g)) names.add(name);
  for (const [, name] of text.matchAll(/(?:COLLECTION|Collection)\s*=\s*'([A-Za-z]+)'/g)) names.add(name);
  for (const [, name] of text.matchAll(/\bcollection:\s*'([A-Za-z]+)'/g)) names.add(name);
  for (const [, union] of text.matchAll(/type\s+\w*Collection\s*=\s*((?:\s*\|?\s*'[A-Za-z]+')+)/g)) {
    for (const [, name] of union.matchAll(/'([A-Za-z]+)'/g)) names.add(name);
  }
  return [...names];
}

/**
 * `collection(x)` with a name that is neither written out nor a collection constant: code that
 * reaches whatever collection its caller names.
 */
export function namesCollectionsByVariable(text) {
  return [...text.matchAll(/\.collection\(([A-Za-z_$][\w$]*)\)/g)].some(([, name]) => !/COLLECTION$/.test(name));
}

/** Whether a module writes documents itself (set, update, create, delete, add). */
export const writesDocuments = (text) => /\.(set|update|create|delete|add)\(/.test(text);
