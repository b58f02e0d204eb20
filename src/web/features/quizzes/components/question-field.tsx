import { useTranslation } from 'react-i18next';
import type { StudentQuestion } from '../../../../contract/quizzes';
import type { AnswerValue } from './attempt-answers';

/** One question as a group of radio buttons; true-false questions show the two answers in the reader's language. */
export function QuestionField({
  question,
  index,
  total,
  value,
  onChange,
  disabled = false,
}: {
  question: StudentQuestion;
  index: number;
  total: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('quizzes');
  const choices: { label: string; value: AnswerValue }[] =
    question.type === 'true-false'
      ? [
          { label: t('answer.true'), value: true },
          { label: t('answer.false'), value: false },
        ]
      : question.options.map((label, i) => ({ label, value: i }));
  return (
    <fieldset className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" disabled={disabled}>
      <legend className="sr-only">
        {t('take.questionOf', { index: index + 1, total })}: {question.question}
      </legend>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-semibold text-brand-700" aria-hidden="true">
          {t('take.questionOf', { index: index + 1, total })}
        </p>
        <p className="text-sm text-slate-600">{t('points', { count: question.points })}</p>
      </div>
      <p className="mt-2 text-lg font-bold whitespace-pre-wrap text-slate-900" dir="auto" aria-hidden="true">
        {question.question}
      </p>
      <div className="mt-4 space-y-2">
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={String(choice.value)}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600/20'
                  : 'border-slate-300 hover:border-slate-400'
              }`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                className="size-4 accent-brand-700"
                checked={checked}
                onChange={() => onChange(choice.value)}
              />
              <span className="text-slate-900" dir="auto">
                {choice.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
