// @ts-check
// The limit a server-rendered page is held to: a static page with a hero heading, a paragraph and
// three 800x533 WebP images, from a plain static server on this machine.
import { createServer } from 'node:http';

import sharp from 'sharp';

/** @typedef {import('node:net').AddressInfo} AddressInfo the address of a server listening on a TCP port */

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static reference page</title><meta name="description" content="A static page with a heading, a paragraph and three images.">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0f1a33}main{max-width:880px;margin:0 auto;padding:24px}h1{font-size:2.4rem;line-height:1.15;margin:0 0 12px}p{font-size:1.1rem;line-height:1.6}img{display:block;width:100%;height:auto;margin:16px 0;border-radius:12px}</style>
</head>
<body><main>
<h1>Innovation in Cricket Technology</h1>
<p>One platform for training, production and analytics, with decision review that reads LBW trajectory, impact point and angle, ball path and bat alignment, plus live streaming and monetisation for every level of the game.</p>
<img src="/1.webp" alt="First picture" width="800" height="533" fetchpriority="high">
<img src="/2.webp" alt="Second picture" width="800" height="533" loading="lazy">
<img src="/3.webp" alt="Third picture" width="800" height="533" loading="lazy">
</main></body></html>`;

/** Photo-like WebP: smooth colour with noise, about the weight of a real 800x533 picture. */
function picture(seed) {
  return sharp({
    create: {
      width: 800,
      height: 533,
      channels: 3,
      background: { r: 40 + seed * 60, g: 90, b: 160 - seed * 30 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(1.2)
    .webp({ quality: 75 })
    .toBuffer();
}

/** Starts the static server; resolves with its URL and a `close`. */
export async function startStaticPage() {
  const images = await Promise.all([1, 2, 3].map(picture));
  const server = createServer((req, res) => {
    const image = /^\/([123])\.webp$/.exec(req.url ?? '');
    if (image) {
      res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' });
      res.end(images[Number(image[1]) - 1]);
    } else if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(HTML);
    } else if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *\nAllow: /\n');
    } else {
      res.writeHead(404).end();
    }
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  return {
    url: `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
