import { Button, Text } from '@mantine/core';

import type { SavedUpload } from './resumable-video-upload';

/** An upload that stopped part-way: how far it got, and the two ways on. */
export function InterruptedUpload({ upload, onDiscard }: { upload: SavedUpload; onDiscard: () => void }) {
  return (
    <Text size="sm" role="status">
      The upload of {upload.name} stopped at {Math.floor((upload.confirmed / upload.size) * 100)}%. Choose the same file again to
      resume from there, or{' '}
      <Button variant="subtle" size="compact-sm" onClick={onDiscard}>
        discard it
      </Button>
      .
    </Text>
  );
}
