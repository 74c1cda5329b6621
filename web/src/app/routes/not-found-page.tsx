import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { StatusPage, StatusPageLink } from '@/ui/status-page';

export function NotFoundPage() {
  const t = useT();
  usePageMeta(t('notFound.title'), t('notFound.description'));
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      actions={<StatusPageLink to={paths.home}>{t('notFound.backHome')}</StatusPageLink>}
    >
      {t('notFound.text')}
    </StatusPage>
  );
}
