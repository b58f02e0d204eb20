import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../contract/courses';
import { DATA_SAVER_HEIGHT } from '../../../contract/media-rules';
import { useDataSaver } from '../../lib/data-saver';
import { formatBytes } from './format-bytes';

/** What plays: the adaptive ladder (HLS), one rendition by height, or the file as uploaded. */
type Choice = 'auto' | number | 'original';

/** The browser's estimate of the connection (Chromium), to start at a rendition it can carry. */
function downlinkMbps(): number | null {
  const c = (navigator as Navigator & { connection?: { downlink?: number } }).connection;
  return typeof c?.downlink === 'number' && c.downlink > 0 ? c.downlink : null;
}

function initialChoice(block: Block, dataSaver: boolean): Choice {
  const heights = (block.variants ?? []).map((v) => v.height);
  if (dataSaver && heights.includes(DATA_SAVER_HEIGHT)) return DATA_SAVER_HEIGHT;
  if (block.hlsUrl) return 'auto';
  if (heights.length > 0) {
    // No ladder: the largest rendition the connection carries (360p under 1.5 Mbps).
    const slow = (downlinkMbps() ?? 10) < 1.5;
    return slow ? Math.min(...heights) : Math.max(...heights);
  }
  return 'original';
}

/**
 * A course video that fits the data plan (issue 21): the sizes to choose from with what each costs, data saver
 * (360p, never preloaded; on by default on metered connections), HLS where there is a ladder — natively, or
 * through hls.js loaded only where the browser lacks HLS — and the original while smaller sizes are made.
 */
export function VideoPlayer({ block, title }: { block: Block; title: string }) {
  const { t, i18n } = useTranslation('offline');
  const [dataSaver, setDataSaver] = useDataSaver();
  // The reader's own pick; until then (and after data saver is switched) the start follows the setting.
  const [picked, setPicked] = useState<Choice | null>(null);
  const choice = picked ?? initialChoice(block, dataSaver);
  const video = useRef<HTMLVideoElement>(null);
  const variants = block.variants ?? [];
  const fallbackUrl = variants[0]?.url ?? block.fileUrl ?? '';

  const src =
    choice === 'auto'
      ? null
      : choice === 'original'
        ? block.fileUrl
        : (variants.find((v) => v.height === choice)?.url ?? block.fileUrl);

  useEffect(() => {
    const element = video.current;
    if (choice !== 'auto' || !element || !block.hlsUrl) return;
    const hlsUrl = block.hlsUrl;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = hlsUrl;
      return;
    }
    let destroyed = false;
    let destroy = () => {
      destroyed = true;
    };
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        element.src = fallbackUrl;
        return;
      }
      // Start at the rung the measured connection allows (-1: hls.js's own estimate).
      const slow = (downlinkMbps() ?? 10) < 1.5;
      // Nothing is fetched before the reader presses play (like preload="metadata" without the bytes of a
      // buffered half-minute).
      const hls = new Hls({ startLevel: slow ? 0 : -1, capLevelToPlayerSize: true, autoStartLoad: false });
      hls.loadSource(hlsUrl);
      hls.attachMedia(element);
      const start = () => hls.startLoad();
      element.addEventListener('play', start, { once: true });
      destroy = () => {
        element.removeEventListener('play', start);
        hls.destroy();
      };
    });
    return () => destroy();
  }, [choice, block.hlsUrl, fallbackUrl]);

  const size = (bytes: number | null) => formatBytes(bytes, i18n.language);
  return (
    <div className="space-y-2">
      {/* Course videos come without caption files; the title and section describe them. */}
      <video
        ref={video}
        key={String(choice)}
        src={src ?? undefined}
        poster={block.posterUrl ?? undefined}
        controls
        preload={dataSaver ? 'none' : 'metadata'}
        aria-label={title}
        className="aspect-video w-full rounded-xl bg-slate-950"
      >
        <track kind="captions" />
      </video>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        {variants.length > 0 ? (
          <label className="flex items-center gap-2">
            {t('player.size')}
            <select
              value={String(choice)}
              onChange={(event) => {
                const value = event.target.value;
                setPicked(value === 'auto' || value === 'original' ? value : Number(value));
              }}
              className="rounded-lg border border-slate-300 bg-white px-2 py-1"
            >
              {block.hlsUrl ? <option value="auto">{t('player.auto')}</option> : null}
              {variants.map((v) => (
                <option key={v.height} value={v.height}>
                  {t('player.rendition', { height: v.height, size: size(v.size) })}
                </option>
              ))}
              <option value="original">{t('player.original', { size: size(block.fileSize) })}</option>
            </select>
          </label>
        ) : null}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={dataSaver}
            onChange={(event) => {
              setPicked(null);
              setDataSaver(event.target.checked);
            }}
            className="size-4 accent-brand-700"
          />
          {t('player.dataSaver')}
        </label>
        {block.processing ? <span>{t('player.processing')}</span> : null}
      </div>
    </div>
  );
}
