import type { I18n } from '@lingui/core';

import type { CataloguePart } from '@/locales/parts';

import { loadCatalogueParts } from './i18n';

/** The browser's one instance (main.tsx). The server has none: it loads a render's parts up front. */
let appI18n: I18n | null = null;

export const setAppI18n = (i18n: I18n) => {
  appI18n = i18n;
};

/**
 * A route's lazy loader that also brings the catalogue part its screens speak from: a signed-in
 * screen reached from a public page, which loaded `site` only, renders with its messages.
 */
export const withCataloguePart =
  <T>(part: CataloguePart, lazy: () => Promise<T>) =>
  async (): Promise<T> => {
    const [module] = await Promise.all([lazy(), appI18n && loadCatalogueParts(appI18n, [part])]);
    return module;
  };
