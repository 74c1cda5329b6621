import { Button } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { paths } from '@/config/paths';
import { StatusPage } from '@/ui/status-page';

import { useRemoveAppFrame } from '../app-frame';

/** Shown when a page fails to load or render (for example an old chunk after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  // Outside the layout too (the layout itself failed): the shell's frame must not stay over the error.
  useRemoveAppFrame();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <StatusPage
      code={notFound ? '404' : 'ERROR'}
      title={notFound ? 'Page not found' : 'Something went wrong'}
      actions={
        <>
          {!notFound && (
            <Button size="md" leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
              Reload page
            </Button>
          )}
          <Button
            component="a"
            href={paths.home}
            size="md"
            variant={notFound ? 'filled' : 'default'}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Back to home
          </Button>
        </>
      }
    >
      {notFound
        ? 'The page you were looking for could not be found.'
        : 'This page could not be shown. Reloading usually fixes it; if it keeps happening, please try again later.'}
    </StatusPage>
  );
}
