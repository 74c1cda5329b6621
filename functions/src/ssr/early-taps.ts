import { createHash } from 'node:crypto';

/*
 * The one script a rendered page runs inline, first thing in its head (issue 27, decision 0061).
 * Between the first paint and the moment React listens on the page (the app's scripts load after
 * the first frame, then wait for the site stylesheet), a tap on a button that needs JavaScript would
 * do nothing. This records such taps; the app, once it has started hydration, takes them
 * (window.__earlyTaps(), which also stops the recording) and clicks them again
 * (web/src/lib/early-taps.ts), so React hydrates that part of the page first and handles the tap.
 * Links and forms work without JavaScript and are left alone. The CSP allows this script by its
 * hash (firebase.json; a unit test keeps the two equal), never 'unsafe-inline'.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var taps=[];function record(e){var t=e.target;var c=t&&t.closest&&t.closest(\'button[type="button"],[role="button"]\');if(c)taps.push(c)}' +
  "document.addEventListener('click',record,true);" +
  "window.__earlyTaps=function(){document.removeEventListener('click',record,true);window.__earlyTaps=undefined;return taps}})()";

/** The CSP source that allows EARLY_TAPS_SCRIPT and nothing else. */
export const EARLY_TAPS_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The script element, as the renderer puts it in a page's head. */
export const earlyTapsElement = () => `<script>${EARLY_TAPS_SCRIPT}</script>`;
