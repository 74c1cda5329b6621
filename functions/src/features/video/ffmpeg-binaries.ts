import { accessSync, chmodSync, constants, copyFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The ffmpeg and ffprobe builds the npm packages ship, so tests, the local stack and production run
 * the same binaries. Only the processing job's image installs them (video-job/package.json, one
 * folder above the functions' install), not the functions' deploy; locally the root workspace
 * install puts them where Node finds them from functions/. Their postinstall only sets the execute
 * bit, which npm may hold back: where the installed file cannot be executed (a read-only install),
 * a copy in the temp folder is. One copy per installed build, shared by every process: the local
 * Functions emulator starts a process per request, and a copy each (80 MB) filled the disk.
 */
function executable(packageName: string, name: 'ffmpeg' | 'ffprobe'): string {
  const binary = join(dirname(require.resolve(`${packageName}/package.json`)), name);
  try {
    accessSync(binary, constants.X_OK);
    return binary;
  } catch {
    const { size, mtimeMs } = statSync(binary);
    const copy = join(tmpdir(), `${name}-${size}-${Math.round(mtimeMs)}`);
    try {
      accessSync(copy, constants.X_OK);
    } catch {
      // Written under a name of this process's own, then renamed: another process never runs a half-copied file.
      const partial = `${copy}.${process.pid}`;
      copyFileSync(binary, partial);
      chmodSync(partial, 0o755);
      renameSync(partial, copy);
    }
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
