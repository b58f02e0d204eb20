import { useTranslation } from 'react-i18next';
import type { QuizStatus } from '../../../../contract/quizzes';

const tones: Record<QuizStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-900',
};

export function QuizStatusBadge({ status }: { status: QuizStatus }) {
  const { t } = useTranslation('quizzes');
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
