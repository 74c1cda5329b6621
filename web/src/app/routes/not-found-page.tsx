import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { StatusPage } from '@/ui/status-page';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for could not be found.');
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <Button component={Link} to={paths.home} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Back to home
        </Button>
      }
    >
      That one has knocked the bails off. The page may have moved, or the link may be mistyped.
    </StatusPage>
  );
}
