// Rebuilds every file under emulator-data/media/ from the vector scenes in this folder.
// Not used at run time: the generated files are committed. Needs ffmpeg on the PATH and sharp
// (installed with the functions workspace). Run from the repository root:
//   node emulator-data/tools/make-media.mjs
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import sharp from 'sharp';

import { crest, shield, wordmark } from './badges.mjs';
import * as S from './scenes.mjs';
import { writePdf } from './pdf.mjs';

const MEDIA = resolve(import.meta.dirname, '../media');
const FPS = 25;

async function clip(file, scene, { seconds = 4, poster } = {}) {
  const frames = await mkdtemp(join(tmpdir(), 'frames-'));
  try {
    for (let i = 0; i < seconds * FPS; i++) {
      await sharp(Buffer.from(S.svgDoc(scene(i / FPS))))
        .png({ compressionLevel: 1 })
        .toFile(join(frames, `${String(i).padStart(4, '0')}.png`));
    }
    const out = join(MEDIA, file);
    await mkdir(dirname(out), { recursive: true });
    const args = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, '%04d.png')];
    args.push('-c:v', 'libx264', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-preset', 'veryslow', '-tune', 'animation', '-crf', '23');
    args.push('-g', String(FPS * 2), '-movflags', '+faststart', '-an', out);
    const run = spawnSync('ffmpeg', args, { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
  if (poster) await still(poster.file, scene(poster.t), { width: 480, height: 270, quality: 74 });
}

async function still(file, body, { width = 800, height = 450, quality = 78 } = {}) {
  const out = join(MEDIA, file);
  await mkdir(dirname(out), { recursive: true });
  await sharp(Buffer.from(S.svgDoc(body, width, height))).jpeg({ quality, mozjpeg: true }).toFile(out);
}

async function squareJpeg(file, body, size = 256) {
  const out = join(MEDIA, file);
  await mkdir(dirname(out), { recursive: true });
  // the avatar scene is 480x270: render it at height `size` and cut the centre square
  const width = Math.round((size * S.W) / S.H);
  await sharp(Buffer.from(S.svgDoc(body, width, size)))
    .extract({ left: Math.round((width - size) / 2), top: 0, width: size, height: size })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
}

async function png(file, svg) {
  const out = join(MEDIA, file);
  await mkdir(dirname(out), { recursive: true });
  await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(out);
}

// ---- highlight clips and thumbnails
await clip('highlights/hl-ball-tracking.mp4', (t) => S.ballTracking(t), { poster: { file: 'highlights/hl-ball-tracking.jpg', t: 3.9 } });
await clip('highlights/hl-edge-detection.mp4', (t) => S.edgeDetection(t), { poster: { file: 'highlights/hl-edge-detection.jpg', t: 3.6 } });
await clip('highlights/hl-wagon-wheel.mp4', (t) => S.wagonWheel(t), { poster: { file: 'highlights/hl-wagon-wheel.jpg', t: 3.9 } });
await clip('highlights/hl-run-out-review.mp4', (t) => S.multiCam(t), { poster: { file: 'highlights/hl-run-out-review.jpg', t: 3.6 } });

// ---- home hero loops (they repeat every 4 s)
await clip('features/feature-1.mp4', (t) => S.cameraPlan(t), { poster: { file: 'features/feature-1.jpg', t: 0 } });
await clip('features/feature-2.mp4', (t) => S.analytics(t), { poster: { file: 'features/feature-2.jpg', t: 3 } });
await clip('features/feature-3.mp4', (t) => S.liveStream(t), { poster: { file: 'features/feature-3.jpg', t: 0 } });

// ---- lesson media
await clip('lessons/tagging-a-delivery.mp4', (t) => S.tagging(t));
await clip('lessons/reading-ball-tracking.mp4', (t) => S.ballTracking(t, { title: 'Reading a ball-tracking graphic', sub: 'Lesson 3.1' }));
await writePdf(join(MEDIA, 'lessons/camera-placement-checklist.pdf'));

// ---- product images
const bare = { showHeader: false };
await still('products/trackedge-drs.jpg', S.ballTracking(3.9, bare));
await still('products/tagpro-video-analysis.jpg', S.tagging(3.6, bare));
await still('products/stumpcast-live-kit.jpg', S.liveStream(0.4, bare));
await still('products/insightxi-dashboard.jpg', S.analytics(3, bare));
await still('products/fanzone-engage.jpg', S.fanApp());
await still('products/pitchsense-monitor.jpg', S.pitchSensors());

// ---- blog covers
await still('blogs/drs-explained.jpg', S.ballTracking(3.9, { title: 'How a DRS review is decided', sub: 'CricVision Blog' }));
await still('blogs/video-analysis-workflow.jpg', S.multiCam(1.4, { title: 'From capture to clip', sub: 'CricVision Blog', verdict: false }));
await still('blogs/camera-placement.jpg', S.cameraPlan(1.5, { title: 'Where the eight cameras go', sub: 'CricVision Blog', caption: false }));
await still('blogs/analyst-career.jpg', S.analytics(3, { title: 'Inside the analyst’s box', sub: 'CricVision Blog' }));
await still('blogs/press-state-league-drs.jpg', S.edgeDetection(3.6, { title: 'DRS comes to state T20 cricket', sub: 'In the press' }));
await still('blogs/press-grassroots-streaming.jpg', S.liveStream(1, { title: 'Every ball, streamed', sub: 'In the press' }));
await still('blogs/press-academy-analytics.jpg', S.wagonWheel(3.9, { title: 'Academies go data-first', sub: 'In the press' }));
await png('blogs/source-cover-drive-weekly.png', wordmark({ line1: 'Cover Drive', line2: 'WEEKLY', colour: '#c92a2a' }));
await png('blogs/source-boundary-report.png', wordmark({ line1: 'The Boundary', line2: 'REPORT', colour: '#1864ab' }));

// ---- courses and instructors
await still('courses/cricket-video-analyst.jpg', S.tagging(3.6, { title: 'Certified Cricket Video Analyst', sub: 'CricVision Academy' }));
await still('courses/drs-operations.jpg', S.ballTracking(3.9, { title: 'DRS Operations Fundamentals', sub: 'CricVision Academy' }));
await squareJpeg('courses/instructor-rohan-deshpande.jpg', S.avatar('RD', '#1864ab', '#0a1f33'), 320);
await squareJpeg('courses/instructor-kavya-raman.jpg', S.avatar('KR', '#2b8a3e', '#0a1f33'), 320);

// ---- testimonial portraits
await squareJpeg('testimonials/sandeep-nair.jpg', S.avatar('SN', '#f4a261', '#e76f51'));
await squareJpeg('testimonials/ananya-rao.jpg', S.avatar('AR', '#4dabf7', '#1864ab'));
await squareJpeg('testimonials/farhan-qureshi.jpg', S.avatar('FQ', '#63e6be', '#087f5b'));
await squareJpeg('testimonials/harpreet-gill.jpg', S.avatar('HG', '#b197fc', '#5f3dc4'));

// ---- partner organizations
const orgs = [
  ['deccan-cricket-academy', 'DCA', 'Deccan Cricket Academy', '#0b3d91', '#1864ab', '#ffd43b'],
  ['konkan-cricket-association', 'KCA', 'Konkan Cricket Association', '#0b7285', '#1098ad', '#ffffff'],
  ['vindhya-cricket-association', 'VCA', 'Vindhya Cricket Association', '#862e9c', '#9c36b5', '#ffd43b'],
  ['coromandel-cricket-club', 'CCC', 'Coromandel Cricket Club', '#c92a2a', '#e03131', '#ffe066'],
  ['nilgiri-cricket-academy', 'NCA', 'Nilgiri Cricket Academy', '#2b8a3e', '#37b24d', '#ffffff'],
  ['aravalli-cricket-association', 'ACA', 'Aravalli Cricket Association', '#d9480f', '#e8590c', '#ffffff'],
];
for (const [file, monogram, name, ring, inner, accent] of orgs) await png(`organizations/${file}.png`, crest({ monogram, name, ring, inner, accent }));

// ---- leagues
const leagues = [
  ['deccan-premier-t20', 'DPT', 'T20', '#1864ab', '#0a1f33', '#ffd43b'],
  ['konkan-super-league', 'KSL', 'T20', '#0b7285', '#083344', '#f4a261'],
  ['ganga-t20-championship', 'GTC', 'T20', '#e8590c', '#7a2a05', '#ffe066'],
  ['coastal-challengers-t20', 'CCT', 'T20', '#2f9e44', '#0b3d20', '#ffffff'],
  ['central-india-t20-league', 'CIL', 'T20', '#862e9c', '#33103d', '#ffd43b'],
];
for (const [file, short, format, top, bottom, accent] of leagues) await png(`leagues/${file}.png`, shield({ short, format, top, bottom, accent }));

console.log(`media written to ${MEDIA}`);
