import type { WatchingStatus } from '@contract';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { PlayedRange } from '@/ui/video-player/use-watch-report';

import { getWatching } from '../api/get-watching';
import { reportWatched } from '../api/report-watched';

/**
 * How much of a lesson's video the server has counted as played (`initial` from the course view,
 * read again as the lesson opens, then each report's answer), and how to report played ranges.
 * Reporting is best effort: a failed report is logged and the ranges after it are reported next.
 */
export function useWatching(courseId: string, moduleUid: string, lessonUid: string, initial: WatchingStatus | null) {
  const [status, setStatus] = useState(initial);
  const mounted = useRef(true);
  const follows = initial !== null;

  useEffect(() => {
    mounted.current = true;
    if (follows)
      getWatching(courseId, moduleUid, lessonUid)
        .then((latest) => mounted.current && setStatus(latest))
        .catch((error: unknown) => console.warn('Could not read how much of the video was watched:', error));
    return () => {
      mounted.current = false;
    };
  }, [courseId, moduleUid, lessonUid, follows]);

  const report = useCallback(
    (ranges: PlayedRange[], leaving: boolean) => {
      reportWatched(courseId, moduleUid, lessonUid, { ranges }, leaving)
        .then((latest) => mounted.current && setStatus(latest))
        .catch((error: unknown) => console.warn('Could not report the parts of the video watched:', error));
    },
    [courseId, moduleUid, lessonUid],
  );

  return { status, report };
}
