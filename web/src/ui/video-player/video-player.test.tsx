import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { renderPart } from '@/test/render';

import { VideoPlayer } from './video-player';

beforeAll(() => {
  // jsdom's media element keeps its text tracks in a plain array; the player listens to the list.
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get: () => Object.assign(new EventTarget(), { length: 0 }),
  });
});

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  const rendered = renderPart(<VideoPlayer src="/media/lesson.mp4" title="Front-foot drive" {...props} />);
  const frame = screen.getByRole('group', { name: `Video: ${props.title ?? 'Front-foot drive'}` });
  const video = frame.querySelector('video')!;
  const slider = within(frame).getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
  return { ...rendered, frame, video, slider };
}

describe('the video player', () => {
  it('steps the volume by 0.1 with the arrow keys, within 0 and 1, and mutes at 0', async () => {
    const { user, frame, video, slider } = renderPlayer();
    frame.focus();
    await user.keyboard('{ArrowDown}');
    expect(video.volume).toBe(0.9);
    expect(slider.value).toBe('0.9');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(video.volume).toBe(0.8);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(video.volume).toBe(1);

    for (let i = 0; i < 10; i++) await user.keyboard('{ArrowDown}');
    expect(video.volume).toBe(0);
    expect(video.muted).toBe(true);
    screen.getByRole('button', { name: 'Unmute' });
  });

  it('leaves the arrow keys to a focused slider, and mutes with m', async () => {
    const { user, video, slider } = renderPlayer();
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    expect(video.volume).toBe(1);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    screen.getByRole('button', { name: 'Unmute' });
  });

  it("shows the analyst's controls only to analysts", () => {
    const viewer = renderPlayer().frame;
    expect(within(viewer).queryByRole('button', { name: 'Next frame' })).toBeNull();
    expect(within(viewer).queryByRole('combobox', { name: 'Playback speed' })).toBeNull();
    const analyst = renderPlayer({ analyst: true, title: 'Cover drive' }).frame;
    within(analyst).getByRole('button', { name: 'Next frame' });
    within(analyst).getByRole('combobox', { name: 'Playback speed' });
    within(analyst).getByRole('button', { name: 'Keyboard shortcuts' });
  });

  it('offers a saved position before playback starts', () => {
    renderPlayer({ resumeAt: 75, loadOnPlay: true });
    screen.getByRole('button', { name: 'Resume at 1:15' });
    screen.getByRole('button', { name: 'Start over' });
  });
});
