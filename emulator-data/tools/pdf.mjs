// A tiny hand-built PDF (Helvetica, no dependencies): the camera placement checklist handed out
// in module 1 of the Certified Cricket Video Analyst course.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const PAGES = [
  [
    ['h1', 'Camera Placement Checklist'],
    ['sub', 'CricVision Academy - Certified Cricket Video Analyst - Module 1'],
    ['gap'],
    ['h2', 'Before the match (arrive 3 hours before the toss)'],
    ['li', 'Walk the ground with the venue manager; note sight-screen height and colour.'],
    ['li', 'Confirm power: one 16 A supply per camera pair, UPS for the recording rack.'],
    ['li', 'Check sun direction at toss time and at the scheduled innings break.'],
    ['li', 'Agree a cable route that crosses no run-up and no players\' walkway.'],
    ['gap'],
    ['h2', 'End-on cameras (CAM 1 and CAM 2)'],
    ['li', 'Mount directly behind the stumps, on the line of middle stump.'],
    ['li', 'Lens height 4 to 6 m; the frame must show both sets of stumps.'],
    ['li', 'Zoom so that the full pitch fills about two thirds of the frame height.'],
    ['li', 'Lock focus on the batter\'s crease; check again after every drinks break.'],
    ['gap'],
    ['h2', 'Side-on cameras (CAM 3 and CAM 4)'],
    ['li', 'Square of the popping crease at each end, level with the crease line.'],
    ['li', 'Shutter 1/1000 s or faster for run-out and stumping reviews.'],
    ['li', 'Keep the crease line vertical in frame; a tilted line misleads the umpire.'],
    ['gap'],
    ['h2', 'Angled cameras (CAM 5 to CAM 8)'],
    ['li', 'Place at 45 degrees to the pitch on both sides, one pair per end.'],
    ['li', 'Use them for catches at slip, gully and short leg, and for bat-pad reviews.'],
  ],
  [
    ['h2', 'Synchronisation'],
    ['li', 'Feed one timecode generator to every camera and to the stump microphone.'],
    ['li', 'Clap test at both ends: the clap must land on the same frame on all angles.'],
    ['li', 'Record the drift after 20 overs; re-sync in the innings break if above 1 frame.'],
    ['gap'],
    ['h2', 'Recording and naming'],
    ['li', 'One file per over: MATCHID_INNINGS_OVER_CAM (for example DPT20-M14_1_14_CAM3).'],
    ['li', 'Keep two copies on separate drives before any clip leaves the ground.'],
    ['li', 'Log every review request with over, ball, cameras used and decision.'],
    ['gap'],
    ['h2', 'Sign-off before the first ball'],
    ['li', 'All eight angles live on the multiviewer with the same timecode.'],
    ['li', 'Test review played end to end with the third umpire.'],
    ['li', 'Spare camera body, lens and two spare batteries at the camera platform.'],
    ['gap'],
    ['p', 'Keep this sheet with the match log. Your lesson assignment asks you to fill in'],
    ['p', 'a copy for a ground you know and explain every deviation from it.'],
  ],
];

const escapePdf = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function pageStream(lines) {
  let y = 790;
  const ops = ['BT'];
  for (const [kind, value] of lines) {
    if (kind === 'gap') {
      y -= 10;
      continue;
    }
    const [font, size, x, text] =
      kind === 'h1'
        ? ['F2', 22, 56, value]
        : kind === 'sub'
          ? ['F1', 10, 56, value]
          : kind === 'h2'
            ? ['F2', 13, 56, value]
            : kind === 'li'
              ? ['F1', 11, 72, `-  ${value}`]
              : ['F1', 11, 56, value];
    y -= size + 8;
    ops.push(`/${font} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escapePdf(text)}) Tj`);
  }
  ops.push('/F1 8 Tf 1 0 0 1 56 40 Tm (CricVision Academy - for enrolled learners) Tj', 'ET');
  return ops.join('\n');
}

export async function writePdf(file) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add('');
  const pages = add('');
  const helv = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const helvBold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  for (const lines of PAGES) {
    const content = pageStream(lines);
    const stream = add(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${helv} 0 R /F2 ${helvBold} 0 R >> >> /Contents ${stream} 0 R >>`),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info << /Title (Camera Placement Checklist) /Author (CricVision Academy) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, out, 'latin1');
}
