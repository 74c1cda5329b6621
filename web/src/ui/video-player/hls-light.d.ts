// hls.js ships types for its full build only; the light build has the same API minus subtitles,
// alternate audio and DRM, none of which the player uses (captions are the video's own tracks).
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
