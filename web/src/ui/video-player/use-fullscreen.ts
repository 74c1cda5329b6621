import { useEffect, useState, type RefObject } from 'react';

/** Whether the player's frame fills the screen, and the way in and out. */
export function useFullscreen(frameRef: RefObject<HTMLDivElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [frameRef]);

  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  };

  return { fullscreen, toggle };
}
