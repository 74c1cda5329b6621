import { LOCALE_CODES, LOCALES, localePath } from '@contract/locales';
import { IconLanguage } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';

import { followLanguageLink } from '@/lib/i18n/language-choice';
import { useLocale, useT } from '@/lib/i18n/use-t';

import classes from './language-switcher.module.css';

/**
 * The same page in the other languages. A plain link, so the other language's page loads whole,
 * from the server, with its own head and catalogue; the choice is remembered for the suggestion,
 * and a signed-in learner's profile keeps it before the page goes.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const others = LOCALE_CODES.filter((code) => code !== locale);
  return (
    <ul className={`${classes.switcher} ${className ?? ''}`} aria-label={t('language.label')}>
      {others.map((other) => (
        <li key={other}>
          <a
            href={`${localePath(other, pathname)}${search}${hash}`}
            hrefLang={LOCALES[other].hreflang}
            lang={LOCALES[other].hreflang}
            className={classes.link}
            onClick={(event) => followLanguageLink(event, other)}
          >
            <IconLanguage size={18} stroke={1.7} aria-hidden />
            {LOCALES[other].name}
          </a>
        </li>
      ))}
    </ul>
  );
}
