// @ts-check
/**
 * The files the app needs to start, as the built shell (web/dist/app.html) names them: its entry
 * script, its modulepreloads and the stylesheet, each once.
 */
export const appStartAssets = (appHtml) => [
  ...new Set([...appHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])),
];
