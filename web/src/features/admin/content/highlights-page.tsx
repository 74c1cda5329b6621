import type { Highlight } from '@contract';
import { Button, Loader, Modal } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';

import { isHlsSource } from '@/ui/video-player/use-hls';
import { VideoPlayer } from '@/ui/video-player/video-player';

import classes from '../shared/admin.module.css';

import { ContentListPage } from './content-list-page';
import { HIGHLIGHTS } from './kinds/highlights';

type VideoState = 'loading' | 'ready' | 'failed';

function VideoModal({ item, onClose }: { item: Highlight; onClose: () => void }) {
  const [state, setState] = useState<VideoState>('loading');
  const url = item.videoUrl ?? '';
  if (isHlsSource(url))
    return (
      <Modal opened onClose={onClose} title={item.title} size="xl" centered closeButtonProps={{ 'aria-label': 'Close video' }}>
        <VideoPlayer src={url} poster={item.thumbnailUrl} title={item.title} />
      </Modal>
    );
  return (
    <Modal opened onClose={onClose} title={item.title} size="xl" centered closeButtonProps={{ 'aria-label': 'Close video' }}>
      {(state === 'failed' || !url) && (
        <div className={classes.tableMessage} role="alert">
          <strong>Video not available</strong>
          <span>The video file could not be loaded</span>
        </div>
      )}
      {state === 'loading' && url && (
        <div className={classes.tableMessage} role="status">
          <Loader />
          Loading video...
        </div>
      )}
      {url && state !== 'failed' && (
        <video
          src={url}
          controls
          autoPlay
          style={{ width: '100%', display: state === 'ready' ? 'block' : 'none', borderRadius: 8 }}
          onLoadedData={() => setState('ready')}
          onError={() => setState('failed')}
        />
      )}
    </Modal>
  );
}

export function HighlightsPage() {
  const [watching, setWatching] = useState<Highlight | null>(null);
  return (
    <>
      <ContentListPage
        kind={HIGHLIGHTS}
        extraActions={(item) => (
          <Button
            size="xs"
            variant="outline"
            color="navy"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => setWatching(item)}
          >
            View Video
          </Button>
        )}
      />
      {watching && <VideoModal item={watching} onClose={() => setWatching(null)} />}
    </>
  );
}
