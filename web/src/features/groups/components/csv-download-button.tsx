import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

import { notifyApiError } from '@/lib/notify';

/** 'Download CSV' over a group's table: busy while the file comes, `failure` notified if it does not. */
export function CsvDownloadButton({
  download,
  failure,
  disabled,
}: {
  download: () => Promise<void>;
  failure: string;
  disabled: boolean;
}) {
  const [downloading, setDownloading] = useState(false);
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={downloading}
      disabled={disabled}
      onClick={() => {
        setDownloading(true);
        download()
          .catch((error: unknown) => notifyApiError(error, failure))
          .finally(() => setDownloading(false));
      }}
    >
      Download CSV
    </Button>
  );
}
