import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, PlayIcon } from '../../../components/ui/icons';
import { buttonClasses } from '../../../components/ui/button-styles';

/** Addresses the browser can play itself: the API's own recordings (with their grant) and video files. */
export function isPlayableVideo(url: string): boolean {
  return url.startsWith('/api/') || /\.(mp4|webm)(\?|#|$)/i.test(url);
}

/**
 * A session's recording: played in place when it is a video file (uploaded recordings carry a grant in
 * their address), else a link to where the professor saved it.
 */
export function RecordingView({ url, title, inline }: { url: string; title: string; inline: boolean }) {
  const { t } = useTranslation('live');
  if (inline && isPlayableVideo(url)) {
    return (
      <figure className="space-y-2">
        <video
          controls
          preload="metadata"
          src={url}
          className="aspect-video w-full rounded-2xl bg-slate-950"
          aria-label={t('recording.videoOf', { title })}
        />
        <figcaption className="text-sm text-slate-600">{t('recording.caption')}</figcaption>
      </figure>
    );
  }
  const playable = isPlayableVideo(url);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses('secondary', 'md')}
      aria-label={`${t('recording.watchNamed', { title })} ${t('recording.newTab')}`}
    >
      {playable ? <PlayIcon className="size-5" /> : <ExternalLinkIcon className="size-5" />}
      {t('recording.watch')}
    </a>
  );
}
