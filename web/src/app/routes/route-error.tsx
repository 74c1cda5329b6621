import { localePath } from '@contract/locales';
import { Button } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { StatusPage } from '@/ui/status-page';

import { useRemoveAppFrame } from '../app-frame';

/** Shown when a page fails to load or render (for example an old chunk after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  const locale = useLocale();
  // Outside the layout too (the layout itself failed): the shell's frame must not stay over the error.
  useRemoveAppFrame();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <StatusPage
      code={notFound ? '404' : 'ERROR'}
      title={notFound ? t('notFound.title') : t('routeError.title')}
      actions={
        <>
          {!notFound && (
            <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
              {t('routeError.reload')}
            </Button>
          )}
          <Button
            component="a"
            href={localePath(locale, paths.home)}
            size="md"
            variant={notFound ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {t('notFound.backHome')}
          </Button>
        </>
      }
    >
      {notFound ? t('notFound.description') : t('routeError.text')}
    </StatusPage>
  );
}
