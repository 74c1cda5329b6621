/** The compiled catalogues (web/src/server/compiled-catalogues.ts): one loader per language of contract/locales.ts. */
declare module 'virtual:catalogues' {
  import type { Messages } from '@lingui/core';

  const catalogues: Record<string, () => Promise<{ default: Messages }>>;
  export default catalogues;
}
