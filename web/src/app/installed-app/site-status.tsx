import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

import { SITE } from '@/config/site';
import { useT } from '@/lib/i18n/use-t';
import { useOnline } from '@/lib/use-online';

import { useSiteUpdated } from './service-worker';
import classes from './site-status.module.css';

/** Says when the site is offline (what still works), and when a new version has taken over. */
export function SiteStatus() {
  const t = useT();
  const online = useOnline();
  const updated = useSiteUpdated();
  return (
    <>
      {!online && (
        <div className={classes.offline} role="status">
          <IconCloudOff size={18} aria-hidden />
          <span>
            <strong>{t('siteStatus.offline')}</strong> {t('siteStatus.offlineText')}
          </span>
        </div>
      )}
      {updated && (
        <div className={classes.updated} role="status">
          <span>{t('siteStatus.updated', { site: SITE.name })}</span>
          <Button
            size="xs"
            variant="white"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            {t('siteStatus.reload')}
          </Button>
        </div>
      )}
    </>
  );
}
