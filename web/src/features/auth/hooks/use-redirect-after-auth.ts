import { localePath, type Locale } from '@contract/locales';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { rememberLanguage } from '@/lib/i18n/language-choice';
import { useLocale } from '@/lib/i18n/use-t';

import { useReturnPath } from './use-return-path';

/** SPEC: after a successful login or registration the user lands on / one second later. */
const REDIRECT_DELAY_MS = 1000;

/**
 * Returns a function that navigates to `to` after `delayMs`, cancelled if the page goes away first.
 * Without `to`, the page that sent the visitor here (`?next=`), else /. Given the signed-in
 * learner's language, the browser takes it (the remembered choice) and the page is its twin in that
 * language: a fresh browser signs in to the language the learner chose elsewhere.
 */
export function useRedirectAfterAuth(target?: string, delayMs = REDIRECT_DELAY_MS) {
  const navigate = useNavigate();
  const pageLanguage = useLocale();
  const returnPath = useReturnPath();
  const to = target ?? returnPath ?? paths.home;
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (language?: Locale) => {
      window.clearTimeout(timer.current);
      if (language) rememberLanguage(language);
      const go =
        language && language !== pageLanguage
          ? // Another language is another page from the server, with its own catalogue (decision 0094).
            () => window.location.replace(localePath(language, to))
          : () => void navigate(to, { replace: true });
      timer.current = window.setTimeout(go, delayMs);
    },
    [navigate, to, delayMs, pageLanguage],
  );
}
