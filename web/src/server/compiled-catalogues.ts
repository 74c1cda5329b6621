import { readdir, readFile } from 'node:fs/promises';

import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

import { CATALOGUE_MODULE_PREFIX as PREFIX, CATALOGUE_PARTS, catalogueModule, partOfMessage, type CataloguePart } from '../locales/parts';

const RESOLVED = `\0${PREFIX}`;
/** Every language's parts, each its own chunk: `virtual:catalogues`. */
const ALL = 'virtual:catalogues';


export type SourceCatalogue = Record<string, string>;

/**
 * Each ICU message compiled by Lingui's own compiler into the arrays its runtime reads, so no
 * message parser reaches the page (decision 0091). A message that does not parse stops the build,
 * named by its key.
 */
export function compileCatalogue(locale: string, source: SourceCatalogue): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`The ${locale} catalogue's message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}

/** The languages that have a catalogue: the folders of `localesDir`. */
export async function catalogueLocales(localesDir: string): Promise<string[]> {
  return (await readdir(localesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

/** The messages of one part of a catalogue (locales/parts.ts). */
export const partOfCatalogue = (source: SourceCatalogue, part: CataloguePart): SourceCatalogue =>
  Object.fromEntries(Object.entries(source).filter(([id]) => partOfMessage(id) === part));

/**
 * Serves `virtual:catalogue/<locale>-<part>` from `<localesDir>/<locale>/messages.json`, compiled,
 * and `virtual:catalogues`, a loader for each part of each language.
 */
export function compiledCatalogues(localesDir: string): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) || id === ALL ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${ALL}`) {
        const loaders = (await catalogueLocales(localesDir)).map((locale) => {
          const parts = CATALOGUE_PARTS.map(
            (part) => `${part}: () => import(${JSON.stringify(catalogueModule(locale, part))})`,
          );
          return `${JSON.stringify(locale)}: {${parts.join(', ')}}`;
        });
        return `export default {${loaders.join(', ')}};`;
      }
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const part = CATALOGUE_PARTS.find((candidate) => name.endsWith(`-${candidate}`));
      const locale = part ? name.slice(0, -part.length - 1) : '';
      if (!part || !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(locale)) throw new Error(`No such catalogue: ${id.slice(1)}`);
      const file = `${localesDir}/${locale}/messages.json`;
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as SourceCatalogue;
      // The whole catalogue compiles, so a broken message fails the build whichever part holds it.
      const compiled = compileCatalogue(locale, source);
      const messages = Object.fromEntries(Object.keys(partOfCatalogue(source, part)).map((key) => [key, compiled[key]]));
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
