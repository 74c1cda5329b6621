// Square logos for the demo partner organizations and leagues, and wordmarks for press outlets.
import { esc } from './scenes.mjs';

const FONT = 'DejaVu Sans, Liberation Sans, sans-serif';

// librsvg has no textPath: set the name letter by letter along the top of the ring, advancing
// by a rough per-letter width of DejaVu Sans Bold.
const EM = { I: 0.37, J: 0.37, ' ': 0.38, M: 0.86, W: 1.03, C: 0.73, D: 0.83, G: 0.82, H: 0.84, N: 0.84, O: 0.85, Q: 0.85, U: 0.81 };
function ringText(name, radius = 95, size = 14, spacing = 1.6) {
  const chars = [...name];
  const widths = chars.map((ch) => (EM[ch] ?? 0.74) * size + spacing);
  const total = widths.reduce((a, b) => a + b, 0) - spacing;
  let pos = -total / 2;
  return chars
    .map((ch, i) => {
      const centre = pos + (widths[i] - spacing) / 2;
      pos += widths[i];
      const deg = (centre / radius) * (180 / Math.PI);
      const a = (deg * Math.PI) / 180;
      const x = (128 + radius * Math.sin(a)).toFixed(1);
      const y = (128 - radius * Math.cos(a)).toFixed(1);
      return `<text x="${x}" y="${y}" transform="rotate(${deg.toFixed(1)} ${x} ${y})" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(ch)}</text>`;
    })
    .join('');
}

/** Round crest: coloured ring with the name set along it, monogram in the middle, a ball seam below. */
export function crest({ monogram, name, ring, inner, accent }) {
  const r = 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="${r}" fill="${ring}"/>
  <circle cx="128" cy="128" r="${r - 6}" fill="none" stroke="${accent}" stroke-width="2"/>
  ${ringText(name.toUpperCase())}
  <circle cx="128" cy="128" r="78" fill="${inner}"/>
  <circle cx="128" cy="128" r="78" fill="none" stroke="${accent}" stroke-width="3"/>
  <text x="128" y="${monogram.length > 2 ? 140 : 146}" font-family="${FONT}" font-size="${monogram.length > 2 ? 42 : 54}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(monogram)}</text>
  <path d="M 100 170 Q 128 182 156 170" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>
  <path d="M 106 176 l 3 -5 M 116 179 l 2 -6 M 128 180 l 0 -6 M 140 179 l -2 -6 M 150 176 l -3 -5" stroke="${accent}" stroke-width="1.6"/>
</svg>`;
}

/** League shield: banded shield, short name, ribbon with the format. */
export function shield({ short, format, top, bottom, accent }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <path d="M128 12 L226 44 L218 150 Q206 206 128 244 Q50 206 38 150 L30 44 Z" fill="url(#g)" stroke="${accent}" stroke-width="6" stroke-linejoin="round"/>
  <path d="M128 30 L208 56 L202 146 Q192 192 128 224 Q64 192 54 146 L48 56 Z" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <g transform="translate(128 70)">
    <rect x="-14" y="-22" width="6" height="40" rx="2" fill="#ffffff"/><rect x="-3" y="-22" width="6" height="40" rx="2" fill="#ffffff"/><rect x="8" y="-22" width="6" height="40" rx="2" fill="#ffffff"/>
    <rect x="-16" y="-26" width="32" height="4" rx="2" fill="${accent}"/>
  </g>
  <text x="128" y="${short.length > 4 ? 142 : 146}" font-family="${FONT}" font-size="${short.length > 4 ? 38 : 46}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(short)}</text>
  <rect x="58" y="160" width="140" height="30" rx="4" fill="${accent}"/>
  <text x="128" y="181" font-family="${FONT}" font-size="17" font-weight="bold" fill="#0a1f33" text-anchor="middle" letter-spacing="3">${esc(format)}</text>
</svg>`;
}

/** Wordmark of a press outlet on a light tile. */
export function wordmark({ line1, line2, colour, bg = '#ffffff' }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">
  <rect width="240" height="64" rx="8" fill="${bg}"/>
  <rect x="12" y="14" width="6" height="36" rx="2" fill="${colour}"/>
  <text x="28" y="34" font-family="DejaVu Serif, serif" font-size="19" font-weight="bold" fill="#111827">${esc(line1)}</text>
  <text x="28" y="52" font-family="${FONT}" font-size="10" fill="${colour}" letter-spacing="2.4">${esc(line2)}</text>
</svg>`;
}
