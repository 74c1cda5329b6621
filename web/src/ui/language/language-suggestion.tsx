import { LOCALES, localePath, SOURCE_LOCALE, type Locale } from '@contract/locales';
import type { I18n } from '@lingui/core';
import { CloseButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

import { createI18n } from '@/lib/i18n/i18n';
import { chooseLanguage, chosenLanguage, followLanguageLink, languageToSuggest } from '@/lib/i18n/language-choice';
import { routeHasTwins } from '@/lib/i18n/page-language';
import { useLocale } from '@/lib/i18n/use-t';
import { whenIdle } from '@/lib/when-idle';

import classes from './language-notes.module.css';

/**
 * A small offer, in the other language, to read this page in it: for a visitor whose browser prefers
 * that language or who chose it before, where the page has a version in it (English always has).
 * Never a redirect (issue 37). Shown once the app runs, over the page (fixed), so nothing on the
 * page moves. Closing it keeps this language.
 */
export function LanguageSuggestion({ itemLanguages = null }: { itemLanguages?: readonly Locale[] | null }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const routeTwins = routeHasTwins(useMatches().map((match) => match.handle));
  // A page whose item decides (a course, decision 0095) has a twin where its item has a version.
  const hasTwin = (other: Locale) => routeTwins || (itemLanguages?.includes(other) ?? false);
  const twins = itemLanguages ? itemLanguages.join(' ') : String(routeTwins);
  const [offer, setOffer] = useState<{ locale: Locale; i18n: I18n } | null>(null);

  useEffect(() => {
    let current = true;
    // Once the browser is idle: reading the cookie is a round trip to the browser's process, and
    // here it would be part of hydration's commit.
    const cancel = whenIdle(() => {
      const suggested = languageToSuggest(locale, chosenLanguage(document.cookie), navigator.languages);
      if (!suggested || (suggested !== SOURCE_LOCALE && !hasTwin(suggested))) return;
      // The other language's catalogue loads only for the few who are offered it.
      void createI18n(suggested).then((i18n) => current && setOffer({ locale: suggested, i18n }));
    }, 2000);
    return () => {
      current = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `twins` stands for what hasTwin reads
  }, [locale, twins]);

  // A page reached since, without a version in the offered language, is not offered in it.
  if (!offer || (offer.locale !== SOURCE_LOCALE && !hasTwin(offer.locale))) return null;
  const { hreflang } = LOCALES[offer.locale];
  const dismiss = () => {
    void chooseLanguage(locale);
    setOffer(null);
  };
  return (
    <aside className={classes.suggestion} lang={hreflang} aria-label={offer.i18n._('language.label')}>
      <p className={classes.suggestionText}>{offer.i18n._('language.suggestion')}</p>
      <a
        className={classes.suggestionAction}
        href={`${localePath(offer.locale, pathname)}${search}`}
        hrefLang={hreflang}
        onClick={(event) => followLanguageLink(event, offer.locale)}
      >
        {offer.i18n._('language.suggestionAction')}
      </a>
      <CloseButton onClick={dismiss} aria-label={offer.i18n._('language.dismiss')} size="md" />
    </aside>
  );
}
