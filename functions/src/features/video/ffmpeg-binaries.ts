import { accessSync, chmodSync, constants, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The ffmpeg and ffprobe builds the npm packages ship, so tests, the local stack and production run
 * the same binaries. Only the processing job's image installs them (video-job/package.json, one
 * folder above the functions' install), not the functions' deploy; locally the root workspace
 * install puts them where Node finds them from functions/. Their postinstall only sets the execute
 * bit, which npm may hold back: where the installed file cannot be executed (a read-only install),
 * a copy in the temp folder is.
 */
function executable(packageName: string, name: 'ffmpeg' | 'ffprobe'): string {
  const binary = join(dirname(require.resolve(`${packageName}/package.json`)), name);
  try {
    accessSync(binary, constants.X_OK);
    return binary;
  } catch {
    const copy = join(tmpdir(), `${name}-${process.pid}`);
    copyFileSync(binary, copy);
    chmodSync(copy, 0o755);
    return copy;
  }
}

let paths: { ffmpeg: string; ffprobe: string } | undefined;

export function ffmpegPaths(): { ffmpeg: string; ffprobe: string } {
  paths ??= {
    ffmpeg: executable('@ffmpeg-installer/linux-x64', 'ffmpeg'),
    ffprobe: executable('@ffprobe-installer/linux-x64', 'ffprobe'),
  };
  return paths;
}
