import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

import { ForgotPasswordBodySchema } from '@contract';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { T, useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';

import { requestPasswordReset } from '../api/account-links';

import { AccountCard } from './account-card';
import { EmailField } from './account-fields';

type Values = z.input<typeof ForgotPasswordBodySchema>;

/** /forgot-password: asks for an email and always answers the same, account or not. */
export function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const said = useFailureMessage();
  const notifyFailure = useNotifyFailure();
  usePageMeta(t('forgot.meta.title'), t('forgot.meta.description'));
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof ForgotPasswordBodySchema>>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      // The server's answer on an English page; the same words in the page's language on another.
      setSent(said(msg('forgot.sent'), await requestPasswordReset(email, locale)));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['email']);
      notifyFailure(error, t('forgot.failed'));
    }
  });

  return (
    <AccountCard
      icon={<IconKey size={26} />}
      title={t('forgot.title')}
      intro={t('forgot.intro')}
    >
      {sent ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t('forgot.checkInbox')} role="status">
            {sent}
          </Alert>
          <Text size="sm" c="dimmed">
            <T
              id="forgot.nothingArrived"
              components={{ 0: <Anchor component="button" type="button" size="sm" fw={600} onClick={() => setSent(null)} /> }}
            />
          </Text>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <EmailField error={errors.email?.message} {...form.register('email')} />
            <Button type="submit" size="md" fullWidth loading={isSubmitting}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg" c="dimmed">
        <T id="forgot.remembered" components={{ 0: <Anchor component={Link} to={paths.login} fw={600} size="sm" /> }} />
      </Text>
    </AccountCard>
  );
}
