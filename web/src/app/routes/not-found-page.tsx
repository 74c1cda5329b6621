import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { StatusPage, StatusPageLink } from '@/ui/status-page';

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for could not be found.');
  return (
    <StatusPage code="404" title="Page not found" actions={<StatusPageLink to={paths.home}>Back to home</StatusPageLink>}>
      That one has knocked the bails off. The page may have moved, or the link may be mistyped.
    </StatusPage>
  );
}
