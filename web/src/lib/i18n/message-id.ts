import type english from '../../locales/en/messages.json';

/** A key of the interface's catalogues: English is the source, so its keys are every key there is. */
export type MessageId = keyof typeof english;

/**
 * A message named where it cannot be translated yet (a table of links, a constant), translated
 * where it is shown. The catalogue test (locales/catalogues.test.ts) finds the keys the code names
 * only in calls of msg, t and i18n._ and in the id of T, each written as a literal.
 */
export const msg = <Id extends MessageId>(id: Id): Id => id;
