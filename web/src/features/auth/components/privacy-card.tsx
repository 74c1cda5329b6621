import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';

import { closeMyAccount, fetchMyData } from '../api/privacy';
import { useSessionStore } from '../stores/session-store';

import { CurrentPasswordField } from './account-fields';

/** 'Your data' on /profile: download everything we keep, or close the account. */
export function PrivacyCard({ canClose }: { canClose: boolean }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [downloading, setDownloading] = useState(false);
  const [closing, setClosing] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await fetchMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `cricvision-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyFailure(error, t('profile.privacy.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} size="h4">
        {t('profile.privacy.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={6}>
        {t('profile.privacy.text')}
      </Text>
      <Stack gap="sm" mt="md">
        <Button
          fullWidth
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('profile.privacy.download')}
        </Button>
        {canClose ? (
          <Button
            fullWidth
            variant="subtle"
            color="red"
            leftSection={<IconUserX size={18} aria-hidden />}
            onClick={() => setClosing(true)}
          >
            {t('profile.privacy.close')}
          </Button>
        ) : null}
      </Stack>
      <CloseAccountDialog opened={closing} onClose={() => setClosing(false)} />
    </Paper>
  );
}

function CloseAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const said = useFailureMessage();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Password is required');
      return;
    }
    setBusy(true);
    try {
      const message = await closeMyAccount(password);
      await navigate(paths.home, { flushSync: true });
      useSessionStore.getState().clear();
      notifySuccess(said(msg('profile.privacy.closed'), message));
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.length) setError(err.fieldErrors[0].msg);
      else notifyFailure(err, t('profile.privacy.closeFailed'));
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.privacy.dialogTitle')} centered radius="lg">
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('profile.privacy.dialogText')}</Text>
          <CurrentPasswordField
            label={t('profile.privacy.password')}
            data-autofocus
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('profile.privacy.keep')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('profile.privacy.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
