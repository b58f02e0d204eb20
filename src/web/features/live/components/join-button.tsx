import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOINABLE_STATUSES, type LiveSession } from '../../../../contract/live';
import { buttonClasses } from '../../../components/ui/button-styles';
import { VideoIcon } from '../../../components/ui/icons';

/** Join, shown only while the session can be entered: starting, live, or back after technical issues. */
export function JoinButton({ session }: { session: Pick<LiveSession, 'id' | 'title' | 'status'> }) {
  const { t } = useTranslation('live');
  if (!JOINABLE_STATUSES.includes(session.status)) return null;
  return (
    <Link
      to={`/streaming/${session.id}`}
      className={buttonClasses('primary', 'md')}
      aria-label={t('join.buttonNamed', { title: session.title })}
    >
      <VideoIcon className="size-5" />
      {t('join.button')}
    </Link>
  );
}
