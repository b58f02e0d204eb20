import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, PlayIcon } from '../../../components/ui/icons';
import { buttonClasses } from '../../../components/ui/button-styles';

/**
 * Recordings played in place: the API's own uploads (their address carries a grant). The page's content
 * security policy plays media from this site only, so a recording saved elsewhere opens in a new tab.
 */
export function isPlayableVideo(url: string): boolean {
  return url.startsWith('/api/');
}

/**
 * A session's recording: played in place when it was uploaded here, else a link to where the professor
 * saved it.
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
