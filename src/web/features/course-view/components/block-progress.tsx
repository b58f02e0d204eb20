import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockType } from '../../../../contract/courses';
import { VIDEO_COMPLETION_SHARE } from '../../../../contract/media-rules';
import type { BlockProgress as Progress } from '../../../../contract/progress';
import { useRecordProgress } from '../api/record-progress';
import { blockAnchor } from './course-progress-summary';

/** How often a playing video's position is saved. */
const SAVE_EVERY_SECONDS = 15;

/**
 * Wraps one open block of the course page: a tick the reader sets by hand, and the automatic parts — a PDF
 * counts as read once half of it has been on screen, a video is followed as it plays (its place saved every
 * 15 s and on pause, complete at 90 %) and starts again where the reader left it.
 */
export function BlockProgress({
  courseId,
  blockId,
  type,
  progress,
  children,
}: {
  courseId: number;
  blockId: number;
  type: BlockType;
  progress: Progress | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('progress');
  const record = useRecordProgress(courseId);
  const box = useRef<HTMLDivElement>(null);
  const completed = progress?.completed ?? false;
  const latest = useRef({ completed, record: record.mutate, position: progress?.position ?? null });
  useEffect(() => {
    latest.current = { completed, record: record.mutate, position: progress?.position ?? null };
  });

  // A PDF half on screen counts as opened (and read), once.
  useEffect(() => {
    const element = box.current;
    if (type !== 'pdf' || !element || completed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          latest.current.record({ blockId, opened: true });
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [type, completed, blockId]);

  // A video: resume at the saved place, save the place as it plays, complete it at 90 %.
  useEffect(() => {
    const element = box.current;
    if (type !== 'video' || !element) return;
    let lastSaved = 0;
    const save = (video: HTMLVideoElement, force: boolean) => {
      if (!Number.isFinite(video.duration) || video.duration <= 0) return;
      const reached = video.currentTime >= video.duration * VIDEO_COMPLETION_SHARE;
      if (
        !force &&
        !(reached && !latest.current.completed) &&
        Math.abs(video.currentTime - lastSaved) < SAVE_EVERY_SECONDS
      )
        return;
      lastSaved = video.currentTime;
      latest.current.record({ blockId, position: video.currentTime, duration: video.duration });
    };
    const onTime = (event: Event) => {
      if (event.target instanceof HTMLVideoElement) save(event.target, false);
    };
    const onPause = (event: Event) => {
      if (event.target instanceof HTMLVideoElement) save(event.target, true);
    };
    const onMetadata = (event: Event) => {
      const video = event.target;
      const position = latest.current.position;
      if (!(video instanceof HTMLVideoElement) || !position) return;
      if (position < video.duration * 0.98) video.currentTime = position;
      lastSaved = position;
    };
    // Media events do not bubble; listening in the capture phase hears them from the block's own player.
    element.addEventListener('timeupdate', onTime, true);
    element.addEventListener('pause', onPause, true);
    element.addEventListener('loadedmetadata', onMetadata, true);
    const video = element.querySelector('video');
    if (video && video.readyState >= 1) onMetadata({ target: video } as unknown as Event);
    return () => {
      element.removeEventListener('timeupdate', onTime, true);
      element.removeEventListener('pause', onPause, true);
      element.removeEventListener('loadedmetadata', onMetadata, true);
    };
  }, [type, blockId]);

  // The saved place may arrive after the video's metadata (the block is wrapped before progress loads, so the
  // player is never mounted twice): seek then, unless the reader has already started.
  const savedPosition = progress?.position ?? null;
  useEffect(() => {
    const video = box.current?.querySelector('video');
    if (type !== 'video' || !video || !savedPosition || video.readyState < 1) return;
    if (!video.paused || video.currentTime > 1) return;
    if (savedPosition < video.duration * 0.98) video.currentTime = savedPosition;
  }, [type, savedPosition]);

  return (
    <div
      ref={box}
      id={blockAnchor(blockId)}
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl outline-offset-4"
    >
      {children}
      <label className="mt-2 flex cursor-pointer items-center gap-2 px-1 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={
            record.isPending && record.variables?.completed !== undefined
              ? record.variables.completed
              : completed
          }
          disabled={progress === undefined}
          onChange={(event) => record.mutate({ blockId, completed: event.target.checked })}
        />
        {completed ? t('done') : t('markDone')}
      </label>
    </div>
  );
}
