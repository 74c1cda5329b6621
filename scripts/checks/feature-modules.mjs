// @ts-check
// What the modules of functions/src import at run time, read with TypeScript's own parser: the
// checks of the feature walls that ESLint's import rules cannot make (docs/code-structure.md).
// Type-only imports are left out: they vanish from the build. import() and require() of a literal
// count, as the functions load firebase-admin and heavy modules lazily.
import { posix } from 'node:path';

import ts from 'typescript';

/**
 * An import's or export's module: a string literal, as TypeScript's grammar has it.
 * @param {ts.ImportDeclaration | ts.ExportDeclaration} node
 */
const specifierOf = (node) => /** @type {ts.StringLiteral} */ (node.moduleSpecifier).text;

/** Module specifiers a module's text loads at run time. */
export function valueImports(text) {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = [];
  const allTypes = (elements) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause && (clause.isTypeOnly || (!clause.name && bindings && ts.isNamedImports(bindings) && allTypes(bindings.elements)));
      if (!typeOnly) found.push(specifierOf(node));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      if (!node.isTypeOnly && !(clause && ts.isNamedExports(clause) && allTypes(clause.elements))) found.push(specifierOf(node));
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier as the file it names (`x.ts` or `x/index.ts`), among those `read` knows; null for a package. */
function resolve(from, specifier, read) {
  if (!specifier.startsWith('.')) return null;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}/index.ts`].find((file) => read(file) !== undefined) ?? null;
}

/** Why importing `specifier` (naming `file`, when it is one of ours) is I/O, or null. */
function ioOf(specifier, file) {
  if (/^firebase-admin(\/|$)/.test(specifier)) return 'firebase-admin';
  if (!file) return null;
  if (file.endsWith('.repository.ts')) return 'a repository';
  if (file.endsWith('.service.ts')) return 'a service';
  if (file === 'lib/firebase.ts') return 'getDb (lib/firebase)';
  return null;
}

/**
 * The I/O a module reaches, however deep its imports go: one line per way in, as the chain of
 * files that leads there. `read(path)` answers a file's text (paths relative to functions/src), or
 * undefined when there is none.
 */
export function ioReachedFrom(entry, read) {
  const reached = [];
  const seen = new Set([entry]);
  const queue = [[entry]];
  for (let chain; (chain = queue.shift());) {
    const file = /** @type {string} */ (chain.at(-1));
    for (const specifier of valueImports(read(file) ?? '')) {
      const target = resolve(file, specifier, read);
      const io = ioOf(specifier, target);
      if (io) reached.push(`${[...chain, target ?? specifier].join(' -> ')} (${io})`);
      else if (target && !seen.has(target)) {
        seen.add(target);
        queue.push([...chain, target]);
      }
    }
  }
  return reached;
}

const ROLE = /\.(service|repository|routes|test)\.ts$/;

/**
 * Modules of features/ without a role suffix that do I/O themselves (import a repository, a
 * service, getDb or firebase-admin): a module that does I/O says so in its name.
 */
export function unsuffixedIo(files, read) {
  return files
    .filter((file) => file.startsWith('features/') && file.endsWith('.ts') && !ROLE.test(file))
    .flatMap((file) =>
      valueImports(read(file) ?? '')
        .map((specifier) => ioOf(specifier, resolve(file, specifier, read)))
        .filter(Boolean)
        .map((io) => `${file} (${io})`),
    );
}
