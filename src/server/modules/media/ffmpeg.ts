import { execFile, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The system's ffmpeg (Debian's package; CI installs it). Nothing here downloads a binary: without ffmpeg,
 * transcoding is off and videos are served as uploaded.
 */
export interface Ffmpeg {
  version: string;
  run(args: string[]): Promise<void>;
  probe(file: string): Promise<{ width: number; height: number; duration: number; hasAudio: boolean }>;
}

const found = new Map<string, Promise<Ffmpeg | null>>();

/** The ffmpeg at `ffmpegPath` when it runs (checked once per path), else null. */
export function findFfmpeg(ffmpegPath: string | null): Promise<Ffmpeg | null> {
  if (!ffmpegPath) return Promise.resolve(null);
  let pending = found.get(ffmpegPath);
  if (!pending) {
    pending = detect(ffmpegPath);
    found.set(ffmpegPath, pending);
  }
  return pending;
}

function output(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { maxBuffer: 4 * 1024 * 1024, timeout: 30_000 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

async function detect(ffmpegPath: string): Promise<Ffmpeg | null> {
  // ffprobe ships with ffmpeg: beside it when a path is given, else on the PATH too.
  const ffprobe = ffmpegPath.includes('/') ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
  let version: string;
  try {
    version = (await output(ffmpegPath, ['-hide_banner', '-version'])).split('\n')[0]?.trim() ?? 'ffmpeg';
    await output(ffprobe, ['-hide_banner', '-version']);
  } catch {
    return null;
  }
  return {
    version,
    run: (args) =>
      new Promise((resolve, reject) => {
        // One thread for the encoder keeps the API responsive on a small machine; the job is not urgent.
        const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr = (stderr + chunk.toString()).slice(-2000);
        });
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`)),
        );
      }),
    async probe(file) {
      const json = JSON.parse(
        await output(ffprobe, [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_type,width,height:format=duration',
          '-of',
          'json',
          file,
        ]),
      ) as {
        streams?: { codec_type?: string; width?: number; height?: number }[];
        format?: { duration?: string };
      };
      const video = json.streams?.find((s) => s.codec_type === 'video');
      if (!video?.width || !video.height) throw new Error('No video stream');
      return {
        width: video.width,
        height: video.height,
        duration: Number(json.format?.duration ?? 0) || 0,
        hasAudio: Boolean(json.streams?.some((s) => s.codec_type === 'audio')),
      };
    },
  };
}
