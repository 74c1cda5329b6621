// @ts-check
// Import cycles among a TypeScript project's own files (house style: no cycles). Imports are read
// with TypeScript's own pre-processor and resolved with the project's tsconfig (its path aliases
// included), so what is found is what tsc and Vite see. Type-only imports count: a cycle of types
// is still two modules that cannot be understood one without the other.
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

import ts from 'typescript';

/** The files of a tsconfig's program, and each one's imports among them. */
function importGraph(tsconfigPath) {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  const files = new Set(config.fileNames.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts')));
  const host = ts.createCompilerHost(config.options);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
    const targets = new Set();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, host).resolvedModule?.resolvedFileName;
      if (resolved && files.has(resolved)) targets.add(resolved);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of a file importing itself (Tarjan). */
function cyclicComponents(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).has(file)) components.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

/** Each cycle of the tsconfig's files, as paths relative to its folder, sorted. */
export function importCycles(tsconfigPath) {
  const root = dirname(tsconfigPath);
  return cyclicComponents(importGraph(tsconfigPath)).map((component) =>
    component.map((file) => relative(root, file)).sort(),
  );
}
