import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

import { groupJoinPath } from '@/config/paths';
import { useSiteOrigin } from '@/lib/site-origin';

import classes from './groups.module.css';

/** The link a manager shares with their people: anyone with a proven address at the domain takes a seat there. */
export function JoinLink({ groupId, domain }: { groupId: string; domain: string }) {
  const link = `${useSiteOrigin()}${groupJoinPath(groupId)}`;
  return (
    <div className={classes.joinLink}>
      <p className={classes.joinLinkText}>
        Anyone with a confirmed address at <strong>@{domain}</strong> can take a seat, while seats last, from your join page:{' '}
        <a href={link} className={classes.joinLinkUrl}>
          {link}
        </a>
      </p>
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            onClick={copy}
          >
            {copied ? 'Link copied' : 'Copy join link'}
          </Button>
        )}
      </CopyButton>
    </div>
  );
}
