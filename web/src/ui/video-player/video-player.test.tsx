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

  it('names its controls, its menus and its shortcuts in Hindi on a Hindi page', async () => {
    const { user } = renderPart(
      <VideoPlayer
        src="/media/lesson.mp4"
        title="रिव्यू की शुरुआत"
        analyst
        resumeAt={75}
        loadOnPlay
        captions={[
          { url: '/media/lesson.en.vtt', language: 'en', label: 'English' },
          { url: '/media/lesson.hi.vtt', language: 'hi', label: 'हिन्दी' },
        ]}
      />,
      { language: 'hi' },
    );
    const frame = screen.getByRole('group', { name: 'वीडियो: रिव्यू की शुरुआत' });
    for (const name of ['चलाएँ', '10 सेकंड पीछे', '10 सेकंड आगे', 'अगला फ़्रेम', 'आवाज़ बंद करें', 'कैप्शन', 'पूरी स्क्रीन'])
      within(frame).getByRole('button', { name });
    within(frame).getByRole('button', { name: '1:15 से आगे देखें' });
    within(frame).getByRole('slider', { name: 'आवाज़' });
    expect(within(frame).getByRole('slider', { name: 'वीडियो में जगह चुनें' }).getAttribute('aria-valuetext')).toBe('0:00 में से 0:00');
    within(frame).getByRole('combobox', { name: 'चलने की गति' });
    within(within(frame).getByRole('combobox', { name: 'कैप्शन की भाषा' })).getByRole('option', { name: 'बंद' });
    await user.click(within(frame).getByRole('button', { name: 'कीबोर्ड शॉर्टकट' }));
    const help = screen.getByRole('dialog', { name: 'कीबोर्ड शॉर्टकट' });
    within(help).getByText('चलाएँ या रोकें');
    within(help).getByText('स्पेस');
    // Nothing of the English interface is left.
    expect(frame.textContent).not.toMatch(/Play|Pause|Resume|Start over|Volume|Captions|Fullscreen|Space|seconds/);
  });
});
