// Draws the demo lecture, a three-minute 1080p lesson video, and its English captions:
//   emulator-data/media/lessons/reading-a-review.mp4 and reading-a-review.en.vtt
// The seed sends the video through the real processing job (an HLS ladder up to 1080p) and gives it
// the captions. Not used at run time: the generated files are committed. Run from the repository root:
//   node emulator-data/tools/make-lecture.mjs
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import sharp from 'sharp';

import * as S from './scenes.mjs';

const require = createRequire(import.meta.url);
const FFMPEG = join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
const OUT = resolve(import.meta.dirname, '../media/lessons');
/** Frames drawn per second; the file runs at twice that, each frame shown twice. */
const DRAWN_FPS = 12.5;

function card(title, lines, { kicker = 'Certified Cricket Video Analyst · Module 3' } = {}) {
  return `<rect width="${S.W}" height="${S.H}" fill="${S.C.navy}"/>
  <rect x="0" y="${S.H - 6}" width="${S.W}" height="6" fill="${S.C.orange}"/>
  ${S.text(36, 82, kicker.toUpperCase(), { size: 9, fill: S.C.orange, weight: 'bold', spacing: 1 })}
  ${S.text(36, 116, title, { size: 24, weight: 'bold' })}
  ${lines.map((line, i) => S.text(36, 150 + i * 20, line, { size: 12, fill: S.C.mute })).join('')}`;
}

/** The lecture's parts: what is drawn, for how long, and what the narration (the captions) says. */
const PARTS = [
  {
    seconds: 8,
    scene: () => card('Reading a ball-tracking review', ['What the graphic shows, what it predicts,', 'and what an analyst checks before trusting it.']),
    captions: ['In this lesson we read a ball-tracking review the way an analyst does.', 'Three things matter: where the ball pitched, where it hit, and where it was going.'],
  },
  { seconds: 4, scene: () => card('1 · The cameras behind the graphic', []), captions: ['First, the cameras.'] },
  {
    seconds: 24,
    scene: (t) => S.cameraPlan(t / 5),
    captions: [
      'Eight synchronised cameras follow the ball from release to the stumps.',
      'Each one sees the ball from a different angle; together they fix its position in three dimensions.',
      'If a camera drops frames, the track is rebuilt from fewer angles, so check the frame count first.',
    ],
  },
  { seconds: 4, scene: () => card('2 · Following the delivery', []), captions: ['Next, the delivery itself.'] },
  {
    seconds: 28,
    scene: (t) => S.ballTracking(t / 6, { title: 'Reading a ball-tracking review', sub: 'Lesson 3.1' }),
    captions: [
      'The red tube is the measured path: release, bounce, and the point of impact on the pad.',
      'The white ring marks where the ball pitched. In line, or outside leg?',
      'The orange ring is the impact. For leg before, it must be in line unless no shot was offered.',
      'The blue tube is the prediction: where the ball would have gone had the pad not stopped it.',
      'Read the three verdicts from the top: pitching, impact, wickets.',
    ],
  },
  { seconds: 4, scene: () => card('3 · Edges and the audio trace', []), captions: ['Now, edges.'] },
  {
    seconds: 24,
    scene: (t) => S.edgeDetection(t / 5, { title: 'Edge detection', sub: 'Lesson 3.1' }),
    captions: [
      'The audio trace runs in sync with the side-on camera.',
      'A spike as the ball passes the bat means contact; a spike before or after is something else.',
      'Always check that the spike lines up with the frame where the ball passes the edge.',
    ],
  },
  { seconds: 4, scene: () => card('4 · Many angles, one decision', []), captions: ['Then, several angles at once.'] },
  {
    seconds: 24,
    scene: (t) => S.multiCam(t / 5, { title: 'Run-out review', sub: 'Lesson 3.1' }),
    captions: [
      'For a run-out, the synchronised angles are played side by side.',
      'Step frame by frame: the comma and full stop keys move one frame back and forward.',
      'The decision is the first frame where the bails are off and the bat is not yet grounded.',
    ],
  },
  { seconds: 4, scene: () => card('5 · Tagging what you saw', []), captions: ['Finally, record what you saw.'] },
  {
    seconds: 24,
    scene: (t) => S.tagging(t / 5, { title: 'Tagging the review', sub: 'Lesson 3.1' }),
    captions: [
      'Tag the delivery as you would any other: length, line, shot and result.',
      'Add the review outcome as its own tag, so the coach can find every review in the match later.',
    ],
  },
  {
    seconds: 12,
    scene: () =>
      card('Key points', ['Check the cameras before the track.', 'Read pitching, impact, wickets: in that order.', 'Step frame by frame for edges and run-outs.', 'Tag the review so it can be found.'], {
        kicker: 'Summary',
      }),
    captions: ['Check the cameras, read the verdicts in order, step frame by frame, and tag the review.', 'Next lesson: building a match log from your tags.'],
  },
];

const clock = (seconds) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

function captionsFile() {
  const cues = [];
  let start = 0;
  for (const part of PARTS) {
    const each = part.seconds / part.captions.length;
    part.captions.forEach((line, i) => cues.push(`${clock(start + i * each)} --> ${clock(start + (i + 1) * each - 0.2)}\n${line}`));
    start += part.seconds;
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

const frames = await mkdtemp(join(tmpdir(), 'lecture-'));
try {
  let n = 0;
  for (const part of PARTS) {
    for (let i = 0; i < part.seconds * DRAWN_FPS; i++) {
      await sharp(Buffer.from(S.svgDoc(part.scene(i / DRAWN_FPS), 1920, 1080)))
        .png({ compressionLevel: 1 })
        .toFile(join(frames, `${String(n++).padStart(5, '0')}.png`));
    }
  }
  const out = join(OUT, 'reading-a-review.mp4');
  const run = spawnSync(
    FFMPEG,
    [
      ...['-y', '-loglevel', 'error', '-framerate', String(DRAWN_FPS), '-i', join(frames, '%05d.png')],
      ...['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=48000', '-shortest'],
      ...['-r', '25', '-c:v', 'libx264', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-preset', 'slow', '-tune', 'animation', '-crf', '24'],
      ...['-g', '50', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', out],
    ],
    { stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('ffmpeg failed for the lecture');
  await writeFile(join(OUT, 'reading-a-review.en.vtt'), captionsFile());
} finally {
  await rm(frames, { recursive: true, force: true });
}
