import { useTranslation } from 'react-i18next';
import type { TextChange } from '../../../contract/course-revisions';

/**
 * A word-level change, read in the text's own direction: the paragraph takes its direction from its first
 * strong letter (`dir="auto"`), so an Arabic sentence runs right to left with its removed and added words in
 * place, a French one left to right. Removed words are struck through, added ones underlined, each announced
 * to screen readers. Pages using it load the `course-content` namespace.
 */
export function TextDiff({ change, className = '' }: { change: TextChange; className?: string }) {
  const { t } = useTranslation('course-content');
  return (
    <p dir="auto" className={`whitespace-pre-wrap break-words text-slate-800 ${className}`}>
      {change.words.map((word, index) =>
        word.removed ? (
          <del key={index} className="rounded bg-red-100 px-0.5 text-red-900 decoration-2">
            <span className="sr-only">{t('diff.removedWords')} </span>
            {word.value}
          </del>
        ) : word.added ? (
          <ins key={index} className="rounded bg-brand-100 px-0.5 text-brand-900 decoration-2">
            <span className="sr-only">{t('diff.addedWords')} </span>
            {word.value}
          </ins>
        ) : (
          <span key={index}>{word.value}</span>
        ),
      )}
    </p>
  );
}
