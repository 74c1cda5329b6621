/** The compiled catalogues (web/src/server/compiled-catalogues.ts): a loader for each part (locales/parts.ts) of each language of contract/locales.ts. */
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  import type { CataloguePart } from '@/locales/parts';

  const catalogues: Record<string, Record<CataloguePart, () => Promise<{ default: Messages }>>>;
  export default catalogues;
}
