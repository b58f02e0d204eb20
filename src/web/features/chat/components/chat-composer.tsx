import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../../contract/realtime';
import { Button } from '../../../components/ui/button';

/** The counter appears this close to the limit. */
export const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line (and Enter while an input method is composing
 * is left to it). At most 2,000 characters; the count left shows near the end.
 */
export function ChatComposer({
  onSend,
  sending,
  error,
}: {
  /** Resolves when the server took the message; the text is then cleared. */
  onSend: (text: string) => Promise<unknown>;
  sending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const left = CHAT_MESSAGE_MAX - text.length;

  const send = () => {
    if (!trimmed || sending || left < 0) return;
    onSend(trimmed).then(
      () => setText(''),
      () => undefined,
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="space-y-1.5">
      <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-800">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          dir="auto"
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="min-h-11 w-full min-w-0 flex-1 resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <Button type="submit" pending={sending} disabled={!trimmed}>
          {t('composer.send')}
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 text-xs text-slate-600">
        <p id={`${id}-hint`}>{t('composer.hint')}</p>
        {text.length >= COUNTER_FROM ? (
          <p
            aria-live="polite"
            className={`shrink-0 tabular-nums ${left <= 0 ? 'font-bold text-red-700' : ''}`}
          >
            {t('composer.left', { count: left })}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
