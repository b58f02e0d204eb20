import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/realtime';
import { TrashIcon } from '../../../components/ui/icons';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * One message. The caller's own sit at the inline end (the left in Arabic), others' at the start with the
 * author's name. The text is plain text in its own direction: a link is shown as written, never as HTML.
 */
export function MessageBubble({
  message,
  own,
  canDelete,
  deleting,
  onDelete,
}: {
  message: ChatMessage;
  own: boolean;
  canDelete: boolean;
  deleting: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('chat');
  const { formatTime } = useDateFormat();
  return (
    <div className={`group flex py-1 ${own ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 shadow-sm ${
          own
            ? 'rounded-ee-md bg-brand-700 text-white'
            : 'rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200'
        }`}
      >
        <p className={`text-xs font-semibold ${own ? 'text-brand-50' : 'text-brand-800'}`}>
          {own ? t('you') : <span dir="auto">{message.userName}</span>}
        </p>
        <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
          {message.text}
        </p>
        <div
          className={`mt-1 flex items-center justify-end gap-2 text-[11px] ${own ? 'text-brand-100' : 'text-slate-600'}`}
        >
          <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
          {canDelete ? (
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-label={t('delete', { name: own ? t('you') : message.userName })}
              className={`inline-flex size-6 items-center justify-center rounded-md transition-colors disabled:opacity-50 ${
                own ? 'hover:bg-brand-800' : 'hover:bg-slate-100'
              }`}
            >
              <TrashIcon className="size-3.5" />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
