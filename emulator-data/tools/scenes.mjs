// Vector scenes for the demo media. Every scene draws in a 480x270 box and is a function of time
// t (seconds), so one drawing serves both the video clips (frame by frame) and the still images.

export const W = 480;
export const H = 270;
const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const MONO = "DejaVu Sans Mono, monospace";

export const C = {
  navy: '#0a1f33',
  navy2: '#12314f',
  ink: '#061423',
  green: '#1f7a3f',
  green2: '#26904b',
  green3: '#1a6b37',
  pitch: '#c9a66b',
  pitch2: '#b8935a',
  orange: '#f4a261',
  red: '#e63946',
  blue: '#4dabf7',
  yellow: '#ffd166',
  white: '#ffffff',
  mute: '#9fb3c8',
};

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
const ease = (x) => {
  const v = clamp(x, 0, 1);
  return v * v * (3 - 2 * v);
};
const fmt = (n) => n.toFixed(1);

export function svgDoc(body, width = W, height = H) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

export function text(x, y, s, { size = 12, fill = C.white, weight = 'normal', anchor = 'start', family = FONT, opacity = 1, spacing = 0 } = {}) {
  return `<text x="${fmt(x)}" y="${fmt(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}" letter-spacing="${spacing}">${esc(s)}</text>`;
}

/** Broadcast-style top bar: brand square, title, product name on the right. */
export function header(title, sub) {
  return `<rect x="0" y="0" width="${W}" height="30" fill="${C.ink}" opacity="0.88"/>
  <rect x="8" y="7" width="16" height="16" rx="3" fill="${C.orange}"/>
  ${text(16, 19, 'CV', { size: 8, weight: 'bold', fill: C.ink, anchor: 'middle' })}
  ${text(32, 20, title, { size: 13, weight: 'bold' })}
  ${sub ? text(472, 20, sub, { size: 9, fill: C.mute, anchor: 'end' }) : ''}`;
}

// ---------------------------------------------------------------- ground seen from behind the bowler
const HORIZON = 112;
const FOCAL = 600;
const CAM_H = 1.8;
const CAM_Z = -3;
const project = (x, y, z) => ({ x: 240 + (FOCAL * x) / (z - CAM_Z), y: HORIZON + (FOCAL * (CAM_H - y)) / (z - CAM_Z) });
const ballRadius = (z) => Math.max(2.4, 36 / (z - CAM_Z));

function groundBackdrop() {
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.navy2}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // floodlights and tiered stands
  for (const x of [30, 150, 330, 450]) s += `<circle cx="${x}" cy="46" r="22" fill="#fff6d5" opacity="0.06"/><rect x="${x - 7}" y="42" width="14" height="6" rx="1" fill="#fff6d5" opacity="0.85"/><line x1="${x}" y1="48" x2="${x}" y2="${HORIZON - 30}" stroke="#1b3b5a" stroke-width="2"/>`;
  s += `<rect x="0" y="${HORIZON - 30}" width="${W}" height="30" fill="#0d2740"/>`;
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 60; i++) {
      s += `<rect x="${i * 8 + (row % 2) * 4}" y="${HORIZON - 28 + row * 7}" width="5" height="4" fill="${['#24496d', '#1b3b5a', '#2d5680', '#3a6590'][(i * 7 + row * 3) % 4]}"/>`;
    }
  }
  s += `<rect x="0" y="${HORIZON - 3}" width="${W}" height="3" fill="#f4a261" opacity="0.7"/>`;
  // mowing stripes, in perspective
  s += `<rect x="0" y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="${C.green}"/>`;
  for (let z = 3; z < 160; z += 5) {
    const y1 = project(0, 0, z + 2.5).y;
    const y0 = project(0, 0, z).y;
    s += `<rect x="0" y="${fmt(y1)}" width="${W}" height="${fmt(y0 - y1)}" fill="${C.green2}" opacity="0.55"/>`;
  }
  // pitch
  const a = project(-1.52, 0, 2);
  const b = project(1.52, 0, 2);
  const c = project(1.52, 0, 22.1);
  const d = project(-1.52, 0, 22.1);
  s += `<polygon points="${fmt(a.x)},${fmt(a.y)} ${fmt(b.x)},${fmt(b.y)} ${fmt(c.x)},${fmt(c.y)} ${fmt(d.x)},${fmt(d.y)}" fill="${C.pitch}"/>`;
  const line = (x0, x1, z) => {
    const p = project(x0, 0, z);
    const q = project(x1, 0, z);
    return `<line x1="${fmt(p.x)}" y1="${fmt(p.y)}" x2="${fmt(q.x)}" y2="${fmt(q.y)}" stroke="#fff" stroke-width="${z < 5 ? 1.6 : 0.9}" opacity="0.9"/>`;
  };
  s += line(-1.32, 1.32, 0) + line(-1.9, 1.9, 1.22) + line(-1.32, 1.32, 20.12) + line(-1.9, 1.9, 18.9);
  return s;
}

function stumps(z) {
  let s = '';
  for (const x of [-0.114, 0, 0.114]) {
    const base = project(x, 0, z);
    const top = project(x, 0.711, z);
    s += `<line x1="${fmt(base.x)}" y1="${fmt(base.y)}" x2="${fmt(top.x)}" y2="${fmt(top.y)}" stroke="#f4efe2" stroke-width="${z < 5 ? 3 : 1.8}" stroke-linecap="round"/>`;
  }
  const l = project(-0.114, 0.72, z);
  const r = project(0.114, 0.72, z);
  s += `<line x1="${fmt(l.x)}" y1="${fmt(l.y)}" x2="${fmt(r.x)}" y2="${fmt(r.y)}" stroke="#f4efe2" stroke-width="1.2"/>`;
  return s;
}

// The delivery: release -> bounce -> pad impact, then the predicted path into the stumps.
const RELEASE = { x: 0.38, y: 2.15, z: 1.0 };
const BOUNCE = { x: 0.06, y: 0, z: 14.0 };
const IMPACT = { x: -0.03, y: 0.48, z: 18.75 };
const STUMPS_HIT = { x: -0.075, y: 0.56, z: 20.12 };

function ballAt(s) {
  // s in [0, 1] from release to impact (bounce at s = 0.72)
  const k = 0.72;
  if (s <= k) {
    const u = s / k;
    return { x: RELEASE.x + (BOUNCE.x - RELEASE.x) * u, y: 2.15 - 1.15 * u - 1.0 * u * u, z: RELEASE.z + (BOUNCE.z - RELEASE.z) * u };
  }
  const u = (s - k) / (1 - k);
  return { x: BOUNCE.x + (IMPACT.x - BOUNCE.x) * u, y: IMPACT.y * (2 * u - u * u), z: BOUNCE.z + (IMPACT.z - BOUNCE.z) * u };
}

function predictedAt(u) {
  return {
    x: IMPACT.x + (STUMPS_HIT.x - IMPACT.x) * u * 1.4,
    y: IMPACT.y + (STUMPS_HIT.y - IMPACT.y) * u * 1.4,
    z: IMPACT.z + (STUMPS_HIT.z - IMPACT.z) * u * 1.4,
  };
}

function tube(pointAt, from, to, colour, opacity, steps = 40) {
  let s = '';
  let prev = null;
  for (let i = 0; i <= steps; i++) {
    const v = from + ((to - from) * i) / steps;
    const w = pointAt(v);
    const p = project(w.x, w.y, w.z);
    if (prev) s += `<line x1="${fmt(prev.x)}" y1="${fmt(prev.y)}" x2="${fmt(p.x)}" y2="${fmt(p.y)}" stroke="${colour}" stroke-width="${fmt(ballRadius(w.z) * 1.8)}" stroke-linecap="round" opacity="${opacity}"/>`;
    prev = p;
  }
  return s;
}

function verdictRow(y, label, value, colour, appear) {
  if (appear <= 0) return '';
  const o = ease(appear);
  return `<g opacity="${fmt(o)}"><rect x="330" y="${y}" width="140" height="24" rx="3" fill="${C.ink}" opacity="0.85"/>
  ${text(338, y + 16, label, { size: 9, fill: C.mute, weight: 'bold', spacing: 0.5 })}
  <rect x="402" y="${y + 4}" width="62" height="16" rx="2" fill="${colour}"/>
  ${text(433, y + 15.5, value, { size: 9, weight: 'bold', anchor: 'middle' })}</g>`;
}

/** Hawk-eye style LBW review from behind the bowler. 4 s: delivery 0.3-2.0 s, prediction 2.4-3.2 s, verdict 3.0 s on. */
export function ballTracking(t, { title = 'Ball tracking — over 14.3', sub = 'TrackEdge DRS', showHeader = true, verdict = true } = {}) {
  let s = groundBackdrop();
  const s0 = clamp((t - 0.3) / 1.7, 0, 1);
  if (t >= 0.3) s += tube(ballAt, 0, s0, C.red, 0.72);
  if (t >= 1.52) {
    const b = project(BOUNCE.x, 0, BOUNCE.z);
    s += `<ellipse cx="${fmt(b.x)}" cy="${fmt(b.y)}" rx="9" ry="3" fill="none" stroke="#fff" stroke-width="1.4"/><ellipse cx="${fmt(b.x)}" cy="${fmt(b.y)}" rx="4" ry="1.4" fill="#fff"/>`;
  }
  const u = clamp((t - 2.4) / 0.8, 0, 1);
  if (u > 0) s += tube(predictedAt, 0, u, C.blue, 0.65, 20);
  s += stumps(20.12);
  if (t >= 2.0) {
    const p = project(IMPACT.x, IMPACT.y, IMPACT.z);
    s += `<circle cx="${fmt(p.x)}" cy="${fmt(p.y)}" r="7" fill="none" stroke="${C.orange}" stroke-width="1.6"/>`;
  }
  const w = t < 0.3 ? RELEASE : ballAt(s0);
  const bp = project(w.x, w.y, w.z);
  if (u === 0) s += `<circle cx="${fmt(bp.x)}" cy="${fmt(bp.y)}" r="${fmt(ballRadius(w.z))}" fill="#b3121f" stroke="#ffe3e3" stroke-width="0.6"/>`;
  else {
    const q = predictedAt(u);
    const qp = project(q.x, q.y, q.z);
    s += `<circle cx="${fmt(qp.x)}" cy="${fmt(qp.y)}" r="${fmt(ballRadius(q.z))}" fill="${C.blue}" stroke="#fff" stroke-width="0.6"/>`;
  }
  // readouts
  if (t >= 0.45) {
    s += `<rect x="10" y="226" width="150" height="34" rx="3" fill="${C.ink}" opacity="0.85"/>
    ${text(18, 240, 'SPEED', { size: 8, fill: C.mute, weight: 'bold', spacing: 0.6 })}
    ${text(18, 254, '138.4 km/h', { size: 12, weight: 'bold' })}
    ${text(152, 240, 'SWING', { size: 8, fill: C.mute, weight: 'bold', anchor: 'end', spacing: 0.6 })}
    ${text(152, 254, '0.6°', { size: 12, weight: 'bold', anchor: 'end' })}`;
  }
  if (verdict) {
    s += verdictRow(104, 'PITCHING', 'IN LINE', '#2b8a3e', (t - 3.0) / 0.25);
    s += verdictRow(132, 'IMPACT', 'IN LINE', '#2b8a3e', (t - 3.25) / 0.25);
    s += verdictRow(160, 'WICKETS', 'HITTING', C.red, (t - 3.5) / 0.25);
  }
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- edge detection
function noise(x) {
  return Math.sin(x * 12.9898) * 0.5 + Math.sin(x * 78.233 + 1.3) * 0.3 + Math.sin(x * 37.719 + 4.1) * 0.2;
}

/** Side-on view of ball passing the bat with the synchronised audio trace spiking at the edge. */
export function edgeDetection(t, { title = 'Edge detection — over 6.2', sub = 'TrackEdge DRS', showHeader = true } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>`;
  // side-on inset
  s += `<rect x="12" y="40" width="184" height="220" rx="6" fill="#0f2d4a"/>
  <rect x="12" y="204" width="184" height="56" fill="${C.green}"/><rect x="12" y="204" width="184" height="6" fill="${C.pitch}"/>
  ${text(20, 56, 'CAM 5 · SIDE-ON', { size: 8, fill: C.mute, weight: 'bold', spacing: 0.5 })}`;
  // stumps and bat
  s += `<rect x="176" y="150" width="3" height="54" fill="#f4efe2"/><rect x="182" y="150" width="3" height="54" fill="#f4efe2"/><rect x="170" y="148" width="18" height="2.5" fill="#f4efe2"/>`;
  s += `<g transform="rotate(-8 128 150)"><rect x="121" y="68" width="6" height="46" rx="2" fill="#3b3b3b"/><rect x="117" y="112" width="16" height="78" rx="4" fill="#d9b77e" stroke="#8a6a3a" stroke-width="1"/></g>`;
  // ball: travels in from the left, passes the edge at t = 2.0, deflects fine
  const hit = 2.0;
  let bx;
  let by;
  if (t < hit) {
    const u = clamp(t / hit, 0, 1);
    bx = 20 + (138 - 20) * u;
    by = 150 + 40 * Math.sin(Math.PI * u * 0.5) - 26 * u;
  } else {
    const u = clamp((t - hit) / 1.2, 0, 1);
    bx = 138 + 58 * u;
    by = 164 - 30 * u;
  }
  if (bx < 196) s += `<circle cx="${fmt(bx)}" cy="${fmt(by)}" r="5" fill="#b3121f" stroke="#ffe3e3" stroke-width="0.8"/>`;
  // audio panel
  const px = 208;
  const pw = 260;
  const py = 40;
  const ph = 170;
  const mid = py + ph / 2;
  s += `<rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="6" fill="#0f2d4a"/>
  ${text(px + 10, py + 16, 'AUDIO · STUMP MIC', { size: 8, fill: C.mute, weight: 'bold', spacing: 0.5 })}`;
  for (let i = 1; i < 8; i++) s += `<line x1="${px + (pw * i) / 8}" y1="${py + 24}" x2="${px + (pw * i) / 8}" y2="${py + ph - 8}" stroke="#1e4468" stroke-width="0.6"/>`;
  s += `<line x1="${px + 6}" y1="${mid}" x2="${px + pw - 6}" y2="${mid}" stroke="#1e4468" stroke-width="0.8"/>`;
  const tEnd = clamp(t, 0, 4);
  const pts = [];
  for (let k = 0; k <= Math.floor(tEnd * 60); k++) {
    const tt = k / 60;
    const spike = Math.exp(-(((tt - hit) / 0.025) ** 2)) * 62 * Math.sin(k * 2.1);
    const amp = 4 * noise(tt * 9) + spike;
    pts.push(`${fmt(px + 6 + ((pw - 12) * tt) / 4)},${fmt(mid - amp)}`);
  }
  if (pts.length > 1) s += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.yellow}" stroke-width="1.3"/>`;
  if (t >= hit) {
    const x = px + 6 + ((pw - 12) * hit) / 4;
    s += `<line x1="${fmt(x)}" y1="${py + 24}" x2="${fmt(x)}" y2="${py + ph - 8}" stroke="${C.orange}" stroke-width="1" stroke-dasharray="3 3"/>
    ${text(x + 4, py + 34, 'ball passes bat', { size: 8, fill: C.orange })}`;
  }
  // result
  if (t >= 2.2) {
    const o = ease((t - 2.2) / 0.3);
    s += `<g opacity="${fmt(o)}"><rect x="${px}" y="218" width="${pw}" height="42" rx="6" fill="${C.red}"/>
    ${text(px + pw / 2, 236, 'EDGE DETECTED', { size: 14, weight: 'bold', anchor: 'middle', spacing: 1 })}
    ${text(px + pw / 2, 251, 'Spike +31 dB, 0.4 ms before ball passes bat', { size: 8.5, anchor: 'middle' })}</g>`;
  } else {
    s += `<rect x="${px}" y="218" width="${pw}" height="42" rx="6" fill="#0f2d4a"/>
    ${text(px + pw / 2, 243, 'Listening… frame-synced at 340 fps', { size: 9, fill: C.mute, anchor: 'middle' })}`;
  }
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- wagon wheel
const SHOTS = (() => {
  // 8 fours, 4 sixes, 7 twos, 17 singles = 87 runs; a right-hander favouring the leg side.
  const list = [];
  const seq = [1, 4, 1, 2, 1, 1, 6, 1, 4, 2, 1, 1, 4, 1, 2, 6, 1, 1, 4, 2, 1, 1, 4, 1, 2, 6, 1, 4, 1, 2, 1, 4, 1, 2, 6, 4];
  let seed = 7;
  const rnd = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  for (const runs of seq) {
    const legSide = rnd() < 0.6;
    const angle = legSide ? 200 + rnd() * 150 : 20 + rnd() * 150;
    const dist = runs === 1 ? 0.3 + rnd() * 0.25 : runs === 2 ? 0.6 + rnd() * 0.2 : runs === 4 ? 1 : 1.12;
    list.push({ runs, angle, dist });
  }
  return list;
})();
const SHOT_COLOUR = { 1: '#dfe7ef', 2: C.yellow, 4: C.blue, 6: C.orange };

export function wagonWheel(t, { title = 'Wagon wheel — 87 off 54', sub = 'InsightXI', showHeader = true } = {}) {
  const cx = 160;
  const cy = 152;
  const R = 100;
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>
  <circle cx="${cx}" cy="${cy}" r="${R + 8}" fill="#0f2d4a"/>
  <circle cx="${cx}" cy="${cy}" r="${R}" fill="${C.green}"/>
  <circle cx="${cx}" cy="${cy}" r="${R * 0.5}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-dasharray="4 4"/>
  <rect x="${cx - 4}" y="${cy - 12}" width="8" height="24" fill="${C.pitch}"/>`;
  const progress = clamp((t - 0.2) / 3.2, 0, 1);
  const shown = progress * SHOTS.length;
  let runs = 0;
  const counts = { 1: 0, 2: 0, 4: 0, 6: 0 };
  SHOTS.forEach((shot, i) => {
    const grow = clamp(shown - i, 0, 1);
    if (grow <= 0) return;
    const a = (shot.angle * Math.PI) / 180;
    const len = R * shot.dist * ease(grow);
    const x = cx + Math.sin(a) * len;
    const y = cy + 8 - Math.cos(a) * len;
    s += `<line x1="${cx}" y1="${cy + 8}" x2="${fmt(x)}" y2="${fmt(y)}" stroke="${SHOT_COLOUR[shot.runs]}" stroke-width="${shot.runs >= 4 ? 1.8 : 1.1}" stroke-linecap="round" opacity="0.92"/>`;
    if (grow >= 1) {
      runs += shot.runs;
      counts[shot.runs] += 1;
    }
  });
  const balls = Math.round(54 * progress);
  s += `<rect x="290" y="46" width="178" height="96" rx="6" fill="#0f2d4a"/>
  ${text(302, 64, 'S. KULKARNI · DECCAN PREMIER T20', { size: 7.5, fill: C.mute, weight: 'bold', spacing: 0.3 })}
  ${text(302, 112, String(runs), { size: 44, weight: 'bold' })}
  ${text(302 + String(runs).length * 27 + 6, 112, `(${balls})`, { size: 18, fill: C.mute })}
  ${text(302, 132, `Strike rate ${balls ? ((runs / balls) * 100).toFixed(1) : '0.0'}`, { size: 9, fill: C.mute })}`;
  const legend = [
    [1, 'Singles'],
    [2, 'Twos'],
    [4, 'Fours'],
    [6, 'Sixes'],
  ];
  legend.forEach(([r, label], i) => {
    const y = 160 + i * 24;
    s += `<rect x="290" y="${y}" width="178" height="20" rx="4" fill="#0f2d4a"/>
    <rect x="298" y="${y + 8}" width="18" height="4" rx="2" fill="${SHOT_COLOUR[r]}"/>
    ${text(324, y + 14, label, { size: 9.5 })}
    ${text(460, y + 14, String(counts[r]), { size: 10, weight: 'bold', anchor: 'end' })}`;
  });
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- multi-camera grid
function cameraTile(x, y, w, h, index, t, { hitAt = 2.6, short = true } = {}) {
  const angle = [-18, 0, 12, -6, 24, 8, -28, 4][index % 8];
  const zoom = [1, 1.3, 0.9, 1.6, 1.1, 0.8, 1.2, 1.45][index % 8];
  const bg = ['#2a7f48', '#1f7a3f', '#2f8a50', '#23713d', '#1b6a36', '#2c844b', '#207542', '#287d45'][index % 8];
  const cx = x + w / 2;
  const cy = y + h / 2;
  const u = clamp(t / hitAt, 0, 1);
  const batX = -36 + 33 * ease(u) - (short ? 1.5 : -4);
  const ballY = -44 + 44 * u;
  const id = `clip${index}`;
  let s = `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/></clipPath>
  <g clip-path="url(#${id})"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bg}"/>
  <g transform="translate(${cx} ${cy}) rotate(${angle}) scale(${zoom})">
    <rect x="-60" y="-14" width="120" height="28" fill="${C.pitch}"/>
    <line x1="0" y1="-30" x2="0" y2="30" stroke="#fff" stroke-width="1.4"/>
    <rect x="4" y="-6" width="2" height="12" fill="#f4efe2"/><rect x="8" y="-6" width="2" height="12" fill="#f4efe2"/>
    <rect x="${fmt(batX - 20)}" y="-2.5" width="20" height="5" rx="1.5" fill="#6b4423" stroke="#2b1a0c" stroke-width="0.6"/><rect x="${fmt(batX - 30)}" y="-1" width="10" height="2" fill="#222"/>
    ${t < hitAt ? `<circle cx="9" cy="${fmt(ballY)}" r="2.2" fill="#b3121f"/>` : `<circle cx="${fmt(9 + (t - hitAt) * 20)}" cy="${fmt(-(t - hitAt) * 14)}" r="2.2" fill="#b3121f"/><rect x="${fmt(3 + (t - hitAt) * 16)}" y="${fmt(-8 - (t - hitAt) * 22)}" width="7" height="1.4" fill="#f4efe2" transform="rotate(${fmt((t - hitAt) * 300)} 7 -8)"/>`}
  </g></g>`;
  const frames = 14 * 25 * 60 + 27 * 25 + Math.floor(t * 25);
  const tc = `00:${String(Math.floor(frames / 1500) % 60).padStart(2, '0')}:${String(Math.floor(frames / 25) % 60).padStart(2, '0')}:${String(frames % 25).padStart(2, '0')}`;
  s += `<rect x="${x + 3}" y="${y + 3}" width="34" height="11" rx="2" fill="${C.ink}" opacity="0.8"/>${text(x + 20, y + 11.5, `CAM ${index + 1}`, { size: 7, weight: 'bold', anchor: 'middle' })}
  <rect x="${x + w - 58}" y="${y + h - 14}" width="55" height="11" rx="2" fill="${C.ink}" opacity="0.8"/>${text(x + w - 30.5, y + h - 5.5, tc, { size: 6.5, anchor: 'middle', family: MONO })}`;
  return s;
}

export function multiCam(t, { title = 'Eight-camera sync — run-out review', sub = 'TagPro', showHeader = true, verdict = true } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>`;
  const w = 111;
  const h = 92;
  const active = Math.floor(t / 0.5) % 8;
  for (let i = 0; i < 8; i++) {
    const x = 8 + (i % 4) * (w + 6);
    const y = 38 + Math.floor(i / 4) * (h + 6);
    s += cameraTile(x, y, w, h, i, t);
    if (i === active) s += `<rect x="${x - 1}" y="${y - 1}" width="${w + 2}" height="${h + 2}" rx="5" fill="none" stroke="${C.orange}" stroke-width="2"/>`;
  }
  if (verdict && t >= 2.9) {
    const o = ease((t - 2.9) / 0.3);
    s += `<g opacity="${fmt(o)}"><rect x="8" y="236" width="464" height="28" rx="4" fill="${C.red}"/>
    ${text(240, 254, 'Bails off at 00:14:29:15 — bat 4 cm short of the crease · OUT', { size: 10.5, weight: 'bold', anchor: 'middle' })}</g>`;
  } else {
    s += `<rect x="8" y="236" width="464" height="28" rx="4" fill="#0f2d4a"/>
    ${text(240, 254, 'All eight angles locked to one timecode', { size: 10, fill: C.mute, anchor: 'middle' })}`;
  }
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- camera plan (top-down ground)
const CAMERAS = [
  { a: 0, r: 1.0, label: 'CAM 1' },
  { a: 180, r: 1.0, label: 'CAM 2' },
  { a: 90, r: 0.95, label: 'CAM 3' },
  { a: 270, r: 0.95, label: 'CAM 4' },
  { a: 40, r: 0.95, label: 'CAM 5' },
  { a: 140, r: 0.95, label: 'CAM 6' },
  { a: 220, r: 0.95, label: 'CAM 7' },
  { a: 320, r: 0.95, label: 'CAM 8' },
];

/** Top-down ground with eight cameras; view cones light up in turn (loops every 4 s). */
export function cameraPlan(t, { title = 'Capture — eight synchronised angles', sub = 'TrackEdge DRS', showHeader = true, caption = true } = {}) {
  const cx = 240;
  const cy = 152;
  const rx = 170;
  const ry = 100;
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx + 14}" ry="${ry + 12}" fill="#0f2d4a"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.green}"/>`;
  for (let i = -6; i <= 6; i += 2) s += `<rect x="${cx + i * 14 - 7}" y="${cy - ry}" width="14" height="${ry * 2}" fill="${C.green2}" opacity="0.5" clip-path="url(#field)"/>`;
  s = s.replace('<ellipse', `<defs><clipPath id="field"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/></clipPath></defs><ellipse`);
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.5}" ry="${ry * 0.55}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-dasharray="4 4"/>
  <rect x="${cx - 5}" y="${cy - 22}" width="10" height="44" fill="${C.pitch}"/>`;
  CAMERAS.forEach((cam, i) => {
    const a = (cam.a * Math.PI) / 180;
    const x = cx + Math.sin(a) * (rx + 6) * cam.r;
    const y = cy - Math.cos(a) * (ry + 6) * cam.r;
    const phase = (t / 4) * 8 - i;
    const glow = Math.max(0, Math.cos(((((phase % 8) + 8) % 8) / 8) * Math.PI * 2)) ** 6;
    const dx = cx - x;
    const dy = cy - y;
    const len = Math.hypot(dx, dy);
    const nx = -dy / len;
    const ny = dx / len;
    const spread = 16;
    const tipX = cx + dx * 0.08;
    const tipY = cy + dy * 0.08;
    s += `<polygon points="${fmt(x)},${fmt(y)} ${fmt(tipX + nx * spread)},${fmt(tipY + ny * spread)} ${fmt(tipX - nx * spread)},${fmt(tipY - ny * spread)}" fill="${C.yellow}" opacity="${fmt(0.08 + 0.3 * glow)}"/>`;
    s += `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt((Math.atan2(dy, dx) * 180) / Math.PI)})"><rect x="-7" y="-5" width="12" height="10" rx="2" fill="${C.ink}" stroke="${glow > 0.5 ? C.orange : '#5f7d99'}" stroke-width="1.2"/><rect x="5" y="-3" width="4" height="6" fill="${glow > 0.5 ? C.orange : '#5f7d99'}"/></g>`;
    const lx = cx + Math.sin(a) * (rx + 26) * cam.r;
    const ly = cy - Math.cos(a) * (ry + 22) * cam.r + 3;
    s += text(lx, ly, cam.label, { size: 7, weight: 'bold', fill: glow > 0.5 ? C.orange : C.mute, anchor: 'middle' });
  });
  if (caption) {
    s += `<rect x="8" y="244" width="150" height="20" rx="3" fill="${C.ink}" opacity="0.85"/>
    <circle cx="18" cy="254" r="3.5" fill="${C.red}" opacity="${t % 1 < 0.6 ? 1 : 0.25}"/>
    ${text(26, 258, 'REC · 8 angles · 340 fps', { size: 8.5, weight: 'bold' })}`;
  }
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- analytics
const OVERS = [6, 9, 4, 12, 8, 7, 15, 5, 9, 11, 6, 8, 14, 10, 7, 13, 9, 18, 12, 16];

/** Runs per over with the run-rate worm; loops every 4 s. */
export function analytics(t, { title = 'Analyze — ball-by-ball insight', sub = 'InsightXI', showHeader = true } = {}) {
  const local = t % 4;
  const grow = local < 3.2 ? ease(local / 2.6) : 1 - ease((local - 3.2) / 0.8);
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>
  <rect x="10" y="40" width="300" height="220" rx="6" fill="#0f2d4a"/>
  ${text(22, 58, 'RUNS PER OVER · HYDERABAD HAWKS', { size: 8, weight: 'bold', fill: C.mute, spacing: 0.4 })}`;
  const base = 236;
  const scale = 8.5;
  for (let r = 5; r <= 20; r += 5) s += `<line x1="22" y1="${base - r * scale}" x2="300" y2="${base - r * scale}" stroke="#1e4468" stroke-width="0.6"/>${text(300, base - r * scale - 2, String(r), { size: 6.5, fill: C.mute, anchor: 'end' })}`;
  let cum = 0;
  const worm = [];
  OVERS.forEach((runs, i) => {
    const shown = clamp(grow * OVERS.length - i, 0, 1);
    const x = 26 + i * 13.6;
    const h = runs * scale * ease(shown);
    const colour = i >= 15 ? C.orange : i < 6 ? C.blue : '#6cc3a0';
    s += `<rect x="${fmt(x)}" y="${fmt(base - h)}" width="9.5" height="${fmt(h)}" rx="1.5" fill="${colour}"/>`;
    cum += runs;
    if (shown > 0) worm.push(`${fmt(x + 4.75)},${fmt(base - (cum / (i + 1)) * scale)}`);
  });
  if (worm.length > 1) s += `<polyline points="${worm.join(' ')}" fill="none" stroke="${C.yellow}" stroke-width="1.6"/>`;
  s += text(22, 252, 'Powerplay · Middle · Death', { size: 7.5, fill: C.mute });
  const total = Math.round(OVERS.reduce((a, b) => a + b, 0) * grow);
  const cards = [
    ['TOTAL', `${total}/6`],
    ['RUN RATE', (total / 20).toFixed(2)],
    ['DOT BALLS', String(Math.round(31 * grow))],
    ['BOUNDARY %', `${Math.round(58 * grow)}%`],
  ];
  cards.forEach(([label, value], i) => {
    const y = 40 + i * 56;
    s += `<rect x="320" y="${y}" width="150" height="50" rx="6" fill="#0f2d4a"/>
    ${text(332, y + 18, label, { size: 8, weight: 'bold', fill: C.mute, spacing: 0.5 })}
    ${text(332, y + 40, value, { size: 18, weight: 'bold' })}`;
  });
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- live stream
/** Broadcast frame with scorebug, pulsing LIVE badge and audience counter; loops every 4 s. */
export function liveStream(t, { title = 'Stream — 1080p50 to every platform', sub = 'StumpCast', showHeader = true } = {}) {
  const local = t % 4;
  let s = groundBackdrop() + stumps(20.12);
  // batter and wicketkeeper at the far end
  const far = project(0.25, 0, 19.4);
  s += `<rect x="${fmt(far.x - 2.5)}" y="${fmt(far.y - 30)}" width="6" height="30" rx="2" fill="#e9ecef"/><circle cx="${fmt(far.x + 0.5)}" cy="${fmt(far.y - 33)}" r="3.2" fill="#1c7ed6"/>`;
  const keeper = project(-0.1, 0, 22.5);
  s += `<rect x="${fmt(keeper.x - 3)}" y="${fmt(keeper.y - 18)}" width="7" height="18" rx="3" fill="#e9ecef"/><circle cx="${fmt(keeper.x + 0.5)}" cy="${fmt(keeper.y - 21)}" r="3" fill="#1c7ed6"/>`;
  // LIVE badge + viewers
  const pulse = 0.55 + 0.45 * Math.cos((local / 4) * Math.PI * 8);
  const viewers = 124318 + Math.round(Math.sin((local / 4) * Math.PI * 2) * 1850);
  const inr = viewers.toString().replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
  s += `<rect x="380" y="40" width="90" height="20" rx="3" fill="${C.ink}" opacity="0.85"/>
  <circle cx="390" cy="50" r="4" fill="${C.red}" opacity="${fmt(pulse)}"/>${text(398, 54, 'LIVE', { size: 10, weight: 'bold' })}
  ${text(464, 54, '1080p50', { size: 7.5, fill: C.mute, anchor: 'end' })}
  <rect x="380" y="64" width="90" height="16" rx="3" fill="${C.ink}" opacity="0.85"/>${text(425, 75.5, `${inr} watching`, { size: 7.5, anchor: 'middle' })}`;
  // bitrate bars
  for (let i = 0; i < 5; i++) {
    const h = 4 + 3 * i + 2 * Math.sin((local / 4) * Math.PI * 2 * (i + 1));
    s += `<rect x="${12 + i * 5}" y="${fmt(60 - h)}" width="3" height="${fmt(h)}" fill="#69db7c"/>`;
  }
  s += text(40, 59, '8.2 Mbps', { size: 7.5, fill: '#c3fae8' });
  // scorebug
  s += `<rect x="60" y="228" width="360" height="32" rx="4" fill="${C.ink}" opacity="0.92"/>
  <rect x="60" y="228" width="74" height="32" rx="4" fill="${C.orange}"/>
  ${text(97, 248, 'DPT20', { size: 12, weight: 'bold', fill: C.ink, anchor: 'middle' })}
  ${text(144, 242, 'HYDERABAD HAWKS', { size: 8.5, weight: 'bold' })}
  ${text(144, 254, 'v Mysuru Mavericks', { size: 7.5, fill: C.mute })}
  ${text(298, 250, '142/4', { size: 15, weight: 'bold', anchor: 'end' })}
  ${text(304, 250, '(16.3)', { size: 9, fill: C.mute })}
  ${text(412, 242, 'CRR 8.61', { size: 7.5, fill: C.mute, anchor: 'end' })}
  ${text(412, 254, 'Need 38 off 21', { size: 7.5, fill: C.yellow, anchor: 'end' })}`;
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- tagging workstation
const TAGS = [
  ['LENGTH', ['Yorker', 'Full', 'Good', 'Short']],
  ['LINE', ['Off', 'Stumps', 'Leg', 'Wide']],
  ['SHOT', ['Drive', 'Cut', 'Pull', 'Defend']],
  ['RESULT', ['0', '1', '4', 'W']],
];
const PICKS = [2, 1, 0, 2];

/** Analyst coding window: clip preview, tag buttons lighting up, markers landing on the timeline. */
export function tagging(t, { title = 'Tagging a delivery — live coding window', sub = 'TagPro', showHeader = true } = {}) {
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>`;
  // clip preview using the ground scene
  s += `<rect x="8" y="38" width="236" height="138" rx="4" fill="#000"/>
  <svg x="10" y="40" width="232" height="130.5" viewBox="0 0 ${W} ${H}">${ballTracking(Math.min(2.2, (t % 4) * 0.9), { showHeader: false, verdict: false })}</svg>
  ${text(14, 187, `Over 14.3 · J. Menon to S. Kulkarni`, { size: 8, fill: C.mute })}`;
  // tag grid
  TAGS.forEach(([group, options], g) => {
    const y = 38 + g * 36;
    s += text(256, y + 9, group, { size: 7.5, weight: 'bold', fill: C.mute, spacing: 0.6 });
    options.forEach((opt, i) => {
      const x = 256 + i * 54;
      const picked = i === PICKS[g] && t >= 0.7 + g * 0.7;
      s += `<rect x="${x}" y="${y + 13}" width="50" height="18" rx="3" fill="${picked ? C.orange : '#0f2d4a'}" stroke="${picked ? C.orange : '#1e4468'}"/>
      ${text(x + 25, y + 25.5, opt, { size: 8.5, weight: picked ? 'bold' : 'normal', fill: picked ? C.ink : C.white, anchor: 'middle' })}`;
    });
  });
  // timeline
  s += `<rect x="8" y="196" width="464" height="66" rx="4" fill="#0f2d4a"/>
  ${text(16, 209, 'INNINGS TIMELINE', { size: 7.5, weight: 'bold', fill: C.mute, spacing: 0.5 })}`;
  const lanes = ['Boundaries', 'Wickets', 'Reviews'];
  lanes.forEach((lane, i) => {
    const y = 216 + i * 14;
    s += `${text(16, y + 8, lane, { size: 7, fill: C.mute })}<rect x="70" y="${y + 2}" width="394" height="7" rx="2" fill="#163a5c"/>`;
  });
  const marks = [
    [0, 0.1],
    [0, 0.22],
    [1, 0.3],
    [0, 0.41],
    [2, 0.47],
    [0, 0.58],
    [1, 0.66],
    [0, 0.74],
  ];
  marks.forEach(([lane, pos], i) => {
    if (t < 0.3 + i * 0.12) return;
    s += `<rect x="${fmt(70 + 394 * pos)}" y="${216 + lane * 14 + 1}" width="5" height="9" rx="1" fill="${[C.blue, C.red, C.yellow][lane]}"/>`;
  });
  const playhead = 70 + 394 * (0.6 + 0.14 * clamp(t / 4, 0, 1));
  s += `<line x1="${fmt(playhead)}" y1="214" x2="${fmt(playhead)}" y2="258" stroke="#fff" stroke-width="1.2"/>`;
  if (t >= 3.2) {
    s += `<rect x="${fmt(playhead - 2)}" y="${216 + 0 * 14 + 1}" width="5" height="9" rx="1" fill="${C.orange}"/>`;
  }
  if (showHeader) s += header(title, sub);
  return s;
}

// ---------------------------------------------------------------- stills only
/** Fan app on a phone: live poll, sponsor slot and reactions. */
export function fanApp() {
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>
  <circle cx="380" cy="60" r="120" fill="${C.navy2}"/>
  <rect x="60" y="22" width="132" height="240" rx="16" fill="#000"/><rect x="66" y="30" width="120" height="224" rx="11" fill="#f8f9fa"/>
  <rect x="66" y="30" width="120" height="40" rx="11" fill="${C.ink}"/>
  ${text(126, 48, 'DPT20 · LIVE', { size: 8, weight: 'bold', anchor: 'middle' })}
  ${text(126, 62, 'HYD 142/4 (16.3)', { size: 8, fill: C.yellow, anchor: 'middle' })}
  ${text(74, 86, 'Who wins tonight?', { size: 8.5, weight: 'bold', fill: C.ink })}
  <rect x="74" y="92" width="104" height="16" rx="3" fill="#dee2e6"/><rect x="74" y="92" width="64" height="16" rx="3" fill="${C.orange}"/>
  ${text(78, 103.5, 'Hawks 62%', { size: 7.5, weight: 'bold', fill: C.ink })}
  <rect x="74" y="112" width="104" height="16" rx="3" fill="#dee2e6"/><rect x="74" y="112" width="40" height="16" rx="3" fill="${C.blue}"/>
  ${text(78, 123.5, 'Mavericks 38%', { size: 7.5, weight: 'bold', fill: C.ink })}
  <rect x="74" y="138" width="104" height="44" rx="4" fill="${C.green}"/>
  ${text(126, 156, 'Strategic time-out', { size: 7.5, weight: 'bold', anchor: 'middle' })}
  ${text(126, 170, 'presented by Konkan Paints', { size: 6.5, anchor: 'middle' })}
  ${text(74, 198, 'Top fans this over', { size: 7.5, weight: 'bold', fill: C.ink })}`;
  ['Rohit_K  +120', 'meera.s  +95', 'cricbuff7  +80'].forEach((row, i) => {
    s += text(74, 212 + i * 12, row, { size: 7, fill: '#495057' });
  });
  const bubbles = [
    [230, 70, '6!', C.orange],
    [268, 120, 'OUT?', C.blue],
    [232, 170, '4', C.yellow],
    [300, 210, 'W', C.red],
  ];
  bubbles.forEach(([x, y, label, colour]) => {
    s += `<circle cx="${x}" cy="${y}" r="18" fill="${colour}"/>${text(x, y + 5, label, { size: label.length > 2 ? 9 : 14, weight: 'bold', fill: C.ink, anchor: 'middle' })}`;
  });
  s += `<rect x="330" y="96" width="134" height="96" rx="8" fill="#0f2d4a"/>
  ${text(342, 118, 'TONIGHT', { size: 8, weight: 'bold', fill: C.mute, spacing: 0.6 })}
  ${text(342, 140, '4.1 lakh', { size: 16, weight: 'bold' })}
  ${text(342, 154, 'poll votes', { size: 8, fill: C.mute })}
  ${text(342, 176, '₹18.6 lakh', { size: 12, weight: 'bold', fill: C.yellow })}
  ${text(342, 187, 'pay-per-view revenue', { size: 7.5, fill: C.mute })}`;
  return s;
}

/** Top-down pitch with in-ground sensors and a moisture heat map. */
export function pitchSensors() {
  let s = `<rect width="${W}" height="${H}" fill="${C.green3}"/>`;
  for (let i = 0; i < 12; i++) s += `<rect x="${i * 40}" y="0" width="20" height="${H}" fill="${C.green}" opacity="0.6"/>`;
  s += `<defs><radialGradient id="wet" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#1c7ed6" stop-opacity="0.55"/><stop offset="1" stop-color="#1c7ed6" stop-opacity="0"/></radialGradient>
  <radialGradient id="dry" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#e8590c" stop-opacity="0.5"/><stop offset="1" stop-color="#e8590c" stop-opacity="0"/></radialGradient></defs>
  <rect x="60" y="95" width="360" height="80" fill="${C.pitch}"/>
  <ellipse cx="140" cy="130" rx="60" ry="30" fill="url(#wet)"/><ellipse cx="330" cy="145" rx="70" ry="32" fill="url(#dry)"/><ellipse cx="250" cy="118" rx="40" ry="22" fill="url(#wet)"/>
  <line x1="84" y1="82" x2="84" y2="188" stroke="#fff" stroke-width="2"/><line x1="396" y1="82" x2="396" y2="188" stroke="#fff" stroke-width="2"/>
  <line x1="70" y1="108" x2="70" y2="162" stroke="#fff" stroke-width="1.5"/><line x1="410" y1="108" x2="410" y2="162" stroke="#fff" stroke-width="1.5"/>`;
  for (const x of [66, 414]) s += `<circle cx="${x}" cy="128" r="2.5" fill="#f4efe2"/><circle cx="${x}" cy="135" r="2.5" fill="#f4efe2"/><circle cx="${x}" cy="142" r="2.5" fill="#f4efe2"/>`;
  const sensors = [
    [110, 112, '21%'],
    [170, 152, '20%'],
    [230, 112, '18%'],
    [290, 152, '16%'],
    [340, 112, '13%'],
  ];
  sensors.forEach(([x, y, value]) => {
    s += `<circle cx="${x}" cy="${y}" r="5" fill="${C.ink}" stroke="${C.yellow}" stroke-width="1.5"/><rect x="${x + 8}" y="${y - 9}" width="30" height="13" rx="2" fill="${C.ink}" opacity="0.85"/>${text(x + 23, y, value, { size: 7.5, weight: 'bold', fill: C.yellow, anchor: 'middle' })}`;
  });
  s += `<rect x="10" y="10" width="150" height="50" rx="6" fill="${C.ink}" opacity="0.88"/>
  ${text(20, 28, 'SURFACE HARDNESS', { size: 7.5, weight: 'bold', fill: C.mute, spacing: 0.5 })}
  ${text(20, 50, '142 Gmax', { size: 16, weight: 'bold' })}
  <rect x="320" y="210" width="150" height="50" rx="6" fill="${C.ink}" opacity="0.88"/>
  ${text(330, 228, 'MOISTURE · DAY 3', { size: 7.5, weight: 'bold', fill: C.mute, spacing: 0.5 })}
  ${text(330, 250, '16.5% avg', { size: 16, weight: 'bold' })}`;
  return s;
}

/** Initials on a gradient, for people without a photo shoot. Drawn in a 480x270 box, cropped square by the caller. */
export function avatar(initials, from, to) {
  return `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#av)"/>
  <circle cx="240" cy="135" r="100" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>
  ${text(240, 155, initials, { size: 58, weight: 'bold', anchor: 'middle', spacing: 2 })}`;
}
