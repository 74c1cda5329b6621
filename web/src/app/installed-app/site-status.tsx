import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';

import { useOnline } from '@/lib/use-online';

import { useSiteUpdated } from './service-worker';
import classes from './site-status.module.css';

/** Says when the site is offline (what still works), and when a new version has taken over. */
export function SiteStatus() {
  const online = useOnline();
  const updated = useSiteUpdated();
  return (
    <>
      {!online && (
        <div className={classes.offline} role="status">
          <IconCloudOff size={18} aria-hidden />
          <span>
            <strong>Offline.</strong> Your courses and the lessons you have opened still work; what you mark complete is sent when
            you are back online.
          </span>
        </div>
      )}
      {updated && (
        <div className={classes.updated} role="status">
          <span>A new version of CricVision is ready. The next page you open uses it.</span>
          <Button
            size="xs"
            variant="white"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => window.location.reload()}
          >
            Reload now
          </Button>
        </div>
      )}
    </>
  );
}
