import type { Locale } from '@contract/locales';
import { Trans, useLingui } from '@lingui/react';
import type { ReactElement } from 'react';

import type { MessageId } from './message-id';

type Values = Record<string, unknown>;

/** A translate function: a key of the catalogue, and the message's arguments. */
export type Translate = (id: MessageId, values?: Values) => string;

/** The translate function of the page's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, values);
}

/** The page's language. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** A message with elements inside it: `Innovation in <0>Cricket Technology</0>`, the elements by number. */
export function T({ id, values, components }: { id: MessageId; values?: Values; components?: Record<string, ReactElement> }) {
  return <Trans id={id} values={values} components={components} />;
}
