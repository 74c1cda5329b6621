import { APP_SHELL_SECTIONS } from '@contract/public-pages';

import type { CataloguePart } from '@/locales/parts';

const SIGNED_IN = new RegExp(`^/(${APP_SHELL_SECTIONS.join('|')})(/|$)`);

/** The parts a page needs, by its address without the language prefix. */
export const cataloguePartsFor = (path: string): CataloguePart[] => (SIGNED_IN.test(path) ? ['site', 'app'] : ['site']);
