import { LOCALE_CODES, LOCALES, localePath, type Locale } from '@contract/locales';
import { Alert, Paper, Radio, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { rememberLanguage } from '@/lib/i18n/language-choice';
import { useLocale, useT } from '@/lib/i18n/use-t';
import languageName from '@/ui/language/language-name.module.css';

import { updateLanguage } from '../api/update-language';
import { useSessionStore } from '../stores/session-store';

/**
 * The learner's language, kept on their profile: the site opens in it when they sign in on any
 * device, and their mails are written in it. Choosing another loads this page in it.
 */
export function LanguageCard({ language, className }: { language: Locale; className?: string }) {
  const t = useT();
  const pageLanguage = useLocale();
  const { pathname, search } = useLocation();
  const setUser = useSessionStore((state) => state.setUser);
  const [saving, setSaving] = useState<Locale | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (value: string) => {
    const chosen = value as Locale;
    setSaving(chosen);
    setFailed(false);
    try {
      setUser(await updateLanguage(chosen));
      rememberLanguage(chosen);
      if (chosen !== pageLanguage) window.location.assign(`${localePath(chosen, pathname)}${search}`);
      else setSaving(null);
    } catch {
      setFailed(true);
      setSaving(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" className={className}>
      <Radio.Group
        value={saving ?? language}
        onChange={(value) => void choose(value)}
        // The group's name is the card's heading, its description the card's text.
        label={
          <Title order={2} size="h4">
            {t('profile.language.title')}
          </Title>
        }
        description={t('profile.language.description')}
        descriptionProps={{ mt: 6, mb: 'md', fz: 'sm' }}
      >
        <Stack gap="sm">
          {LOCALE_CODES.map((code) => (
            <Radio
              key={code}
              value={code}
              disabled={saving !== null}
              label={
                <span lang={LOCALES[code].hreflang} className={languageName.name}>
                  {LOCALES[code].name}
                </span>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
      {failed && (
        <Alert color="ball" role="alert" mt="md">
          {t('profile.language.saveFailed')}
        </Alert>
      )}
    </Paper>
  );
}
