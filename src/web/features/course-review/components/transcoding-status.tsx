import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useMediaStatus } from '../api/get-media-status';

/** On the course-files page: whether the server transcodes videos (ffmpeg installed), and its queue. */
export function TranscodingStatus() {
  const { t } = useTranslation('offline');
  const { data } = useMediaStatus();
  if (!data) return null;
  return (
    <div className="mb-6">
      <Alert tone={data.transcoding ? 'success' : 'info'}>
        <p>
          {data.transcoding ? t('media.on', { version: data.ffmpegVersion ?? 'ffmpeg' }) : t('media.off')}
        </p>
        {data.transcoding ? <p>{t('media.queue', { pending: data.pending, failed: data.failed })}</p> : null}
      </Alert>
    </div>
  );
}
