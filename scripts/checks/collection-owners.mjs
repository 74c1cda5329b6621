// @ts-check
// One owner per collection (functions/src/lib/collection-owners.ts): only the owner's modules name a
// collection, so only its repositories write it; another feature reads one only where the map says
// it may, and then writes nothing in that module.
import { collectionsNamedIn, namesCollectionsByVariable, writesDocuments } from './collection-names.mjs';

/** The feature a module of functions/src belongs to, or null outside features/. */
const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * What breaks single ownership in `files` (paths under functions/src, read with `read`): each line
 * names the module and the collection. `generic` lists the modules that reach a collection their
 * caller names (`collection(name)`), each with what it does; one that only reads must write nothing.
 */
export function ownershipProblems(files, read, owners, generic) {
  const problems = [];
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const text = read(file);
    const feature = featureOf(file);
    for (const name of collectionsNamedIn(text)) {
      const ownership = owners[name];
      if (!ownership) problems.push(`${file} names '${name}', which the owners map lacks`);
      else if (ownership.owner === feature) continue;
      else if (feature && ownership.readers?.[feature]) {
        if (writesDocuments(text))
          problems.push(`${file} reads '${name}' (owned by ${ownership.owner}) and writes documents beside it`);
      } else problems.push(`${file} names '${name}', which ${ownership.owner ?? 'nothing'} owns`);
    }
    if (namesCollectionsByVariable(text)) {
      const use = generic[file];
      if (!use) problems.push(`${file} reaches a collection by a name it is given: say what it does in the generic list`);
      else if (use.readsOnly && writesDocuments(text)) problems.push(`${file} is listed as reading only, yet writes documents`);
    }
  }
  return problems;
}
