// Draws the demo lecture, a three-minute 1080p lesson video, and its captions in English and Hindi:
//   emulator-data/media/lessons/reading-a-review.mp4, reading-a-review.en.vtt and reading-a-review.hi.vtt
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

/** The lecture's parts: what is drawn, for how long, and what the narration (the captions) says, in each language. */
const PARTS = [
  {
    seconds: 8,
    scene: () => card('Reading a ball-tracking review', ['What the graphic shows, what it predicts,', 'and what an analyst checks before trusting it.']),
    captions: { en: ['In this lesson we read a ball-tracking review the way an analyst does.', 'Three things matter: where the ball pitched, where it hit, and where it was going.'], hi: ['इस पाठ में हम बॉल-ट्रैकिंग रिव्यू को वैसे पढ़ेंगे, जैसे एक एनालिस्ट पढ़ता है।', 'तीन बातें मायने रखती हैं: गेंद कहाँ पिच हुई, कहाँ लगी, और कहाँ जा रही थी।'] },
  },
  { seconds: 4, scene: () => card('1 · The cameras behind the graphic', []), captions: { en: ['First, the cameras.'], hi: ['सबसे पहले, कैमरे।'] } },
  {
    seconds: 24,
    scene: (t) => S.cameraPlan(t / 5),
    captions: {
      en: [
        'Eight synchronised cameras follow the ball from release to the stumps.',
        'Each one sees the ball from a different angle; together they fix its position in three dimensions.',
        'If a camera drops frames, the track is rebuilt from fewer angles, so check the frame count first.',
      ],
      hi: [
        'आठ सिंक किए हुए कैमरे गेंद पर नज़र रखते हैं, गेंदबाज़ के हाथ से छूटने से लेकर स्टंप्स तक।',
        'हर कैमरा गेंद को अलग कोण से देखता है; सब मिलकर तीनों आयामों में उसकी जगह तय करते हैं।',
        'अगर किसी कैमरे से फ़्रेम छूट जाएँ, तो ट्रैक कम कोणों से दोबारा बनता है, इसलिए पहले फ़्रेमों की गिनती जाँचें।',
      ],
    },
  },
  { seconds: 4, scene: () => card('2 · Following the delivery', []), captions: { en: ['Next, the delivery itself.'], hi: ['इसके बाद, ख़ुद डिलीवरी।'] } },
  {
    seconds: 28,
    scene: (t) => S.ballTracking(t / 6, { title: 'Reading a ball-tracking review', sub: 'Lesson 3.1' }),
    captions: {
      en: [
        'The red tube is the measured path: release, bounce, and the point of impact on the pad.',
        'The white ring marks where the ball pitched. In line, or outside leg?',
        'The orange ring is the impact. For leg before, it must be in line unless no shot was offered.',
        'The blue tube is the prediction: where the ball would have gone had the pad not stopped it.',
        'Read the three verdicts from the top: pitching, impact, wickets.',
      ],
      hi: [
        'लाल ट्यूब नापा गया रास्ता है: गेंद का छूटना, उसका टप्पा, और पैड पर इम्पैक्ट का बिंदु।',
        'सफ़ेद घेरा बताता है कि गेंद कहाँ पिच हुई। लाइन में, या लेग स्टंप के बाहर?',
        'नारंगी घेरा इम्पैक्ट है। लेग बिफ़ोर के लिए इसे लाइन में होना चाहिए, सिवाय तब जब बल्लेबाज़ ने कोई शॉट न खेला हो।',
        'नीली ट्यूब अनुमान है: अगर पैड ने गेंद को न रोका होता, तो वह कहाँ जाती।',
        'तीनों फ़ैसले ऊपर से पढ़ें: पिचिंग, इम्पैक्ट, विकेट्स।',
      ],
    },
  },
  { seconds: 4, scene: () => card('3 · Edges and the audio trace', []), captions: { en: ['Now, edges.'], hi: ['अब बात एज की, यानी बल्ले के किनारे की।'] } },
  {
    seconds: 24,
    scene: (t) => S.edgeDetection(t / 5, { title: 'Edge detection', sub: 'Lesson 3.1' }),
    captions: {
      en: [
        'The audio trace runs in sync with the side-on camera.',
        'A spike as the ball passes the bat means contact; a spike before or after is something else.',
        'Always check that the spike lines up with the frame where the ball passes the edge.',
      ],
      hi: [
        'ऑडियो ट्रेस साइड-ऑन कैमरे के साथ-साथ, एक ही समय पर चलता है।',
        'जिस पल गेंद बल्ले के पास से गुज़रे, उसी पल का स्पाइक मतलब संपर्क; उससे पहले या बाद का स्पाइक किसी और चीज़ का है।',
        'हमेशा जाँचें कि स्पाइक उसी फ़्रेम पर हो जिसमें गेंद बल्ले के किनारे से गुज़रती है।',
      ],
    },
  },
  { seconds: 4, scene: () => card('4 · Many angles, one decision', []), captions: { en: ['Then, several angles at once.'], hi: ['फिर, एक साथ कई कोण।'] } },
  {
    seconds: 24,
    scene: (t) => S.multiCam(t / 5, { title: 'Run-out review', sub: 'Lesson 3.1' }),
    captions: {
      en: [
        'For a run-out, the synchronised angles are played side by side.',
        'Step frame by frame: the comma and full stop keys move one frame back and forward.',
        'The decision is the first frame where the bails are off and the bat is not yet grounded.',
      ],
      hi: [
        'रन-आउट के लिए सिंक किए हुए कोण साथ-साथ चलाए जाते हैं।',
        'फ़्रेम-दर-फ़्रेम आगे बढ़ें: कॉमा और फ़ुल स्टॉप की कुंजियाँ एक फ़्रेम पीछे और आगे ले जाती हैं।',
        'फ़ैसला उस पहले फ़्रेम से होता है जिसमें बेल्स गिर चुकी हों और बल्ला अभी क्रीज़ के अंदर ज़मीन पर न पहुँचा हो।',
      ],
    },
  },
  { seconds: 4, scene: () => card('5 · Tagging what you saw', []), captions: { en: ['Finally, record what you saw.'], hi: ['आख़िर में, जो देखा उसे दर्ज करें।'] } },
  {
    seconds: 24,
    scene: (t) => S.tagging(t / 5, { title: 'Tagging the review', sub: 'Lesson 3.1' }),
    captions: {
      en: [
        'Tag the delivery as you would any other: length, line, shot and result.',
        'Add the review outcome as its own tag, so the coach can find every review in the match later.',
      ],
      hi: [
        'इस डिलीवरी को भी बाक़ी गेंदों की तरह टैग करें: लेंथ, लाइन, शॉट और नतीजा।',
        'रिव्यू के नतीजे को अलग टैग के रूप में जोड़ें, ताकि कोच बाद में मैच का हर रिव्यू ढूँढ सके।',
      ],
    },
  },
  {
    seconds: 12,
    scene: () =>
      card('Key points', ['Check the cameras before the track.', 'Read pitching, impact, wickets: in that order.', 'Step frame by frame for edges and run-outs.', 'Tag the review so it can be found.'], {
        kicker: 'Summary',
      }),
    captions: { en: ['Check the cameras, read the verdicts in order, step frame by frame, and tag the review.', 'Next lesson: building a match log from your tags.'], hi: ['कैमरे जाँचें, फ़ैसले क्रम से पढ़ें, फ़्रेम-दर-फ़्रेम आगे बढ़ें, और रिव्यू को टैग करें।', 'अगला पाठ: अपने टैग से मैच लॉग बनाना।'] },
  },
];

const clock = (seconds) => {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

/** The captions in one language: each part's lines share its time evenly, so every language has the same cues. */
function captionsFile(language) {
  const cues = [];
  let start = 0;
  for (const part of PARTS) {
    const lines = part.captions[language];
    if (lines.length !== part.captions.en.length) throw new Error(`the ${language} captions of a part have another number of lines`);
    const each = part.seconds / lines.length;
    lines.forEach((line, i) => cues.push(`${clock(start + i * each)} --> ${clock(start + (i + 1) * each - 0.2)}\n${line}`));
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
  for (const language of ['en', 'hi']) await writeFile(join(OUT, `reading-a-review.${language}.vtt`), captionsFile(language));
} finally {
  await rm(frames, { recursive: true, force: true });
}
