import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/ui/icons';
import { buttonClasses } from '../../../components/ui/button-styles';

/**
 * A session held on a meeting link (a Jitsi room, or the professor's own): embedded, and always openable in a
 * tab, since many meeting services refuse to be framed and the site's policy frames only the Jitsi host.
 */
export function LinkStage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('live');
  return (
    <div className="space-y-3">
      <iframe
        src={url}
        title={t('stream.frameTitle', { title })}
        allow="camera; microphone; fullscreen; display-capture"
        allowFullScreen
        className="aspect-video w-full rounded-2xl bg-slate-950 ring-1 ring-slate-200"
      />
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary', 'md')}>
        <ExternalLinkIcon className="size-5" />
        {t('stream.openInTab')}
        <span className="sr-only"> {t('recording.newTab')}</span>
      </a>
    </div>
  );
}
