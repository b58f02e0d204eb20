import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUIZ_OPTIONS, type QuestionType } from '../../../../contract/quizzes';
import { Button } from '../../../components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type DraftQuestion, withType } from './quiz-draft';

const areaClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** One question of the builder: its text, type, options with the right one marked, points and explanation. */
export function QuestionEditor({
  question: q,
  index,
  total,
  errors,
  onChange,
  onMove,
  onDuplicate,
  onRemove,
}: {
  question: DraftQuestion;
  index: number;
  total: number;
  /** Messages for this question's fields, keyed by path inside the question (`options.1`, `question`). */
  errors: (path: string) => string | undefined;
  onChange: (next: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('quizzes');
  const id = useId();
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...q, ...patch });
  const number = index + 1;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-bold text-slate-900">
          {t('builder.questionNumber', { index: number })}
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t('builder.moveUp', { index: number })}
          >
            <ArrowUpIcon className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === total - 1}
            onClick={() => onMove(1)}
            aria-label={t('builder.moveDown', { index: number })}
          >
            <ArrowDownIcon className="size-4" />
          </Button>
          <Button variant="ghost" size="sm" onClick={onDuplicate}>
            {t('builder.duplicate')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={total === 1}
            onClick={onRemove}
            aria-label={t('builder.remove', { index: number })}
          >
            <TrashIcon className="size-4" />
          </Button>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('builder.questionText')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          dir="auto"
          value={q.question}
          onChange={(e) => set({ question: e.target.value })}
          aria-invalid={errors('question') ? true : undefined}
          aria-describedby={errors('question') ? `${id}-text-error` : undefined}
          className={areaClasses}
        />
        {errors('question') ? (
          <p id={`${id}-text-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors('question')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('builder.type')}
          value={q.type}
          onChange={(e) => onChange(withType(q, e.target.value as QuestionType))}
        >
          <option value="multiple-choice">{t('type.multiple-choice')}</option>
          <option value="true-false">{t('type.true-false')}</option>
        </SelectField>
        <TextField
          label={t('builder.points')}
          type="number"
          min={1}
          max={100}
          value={q.points}
          onChange={(e) => set({ points: Number(e.target.value) })}
          error={errors('points')}
        />
      </div>
      {q.type === 'multiple-choice' ? (
        <fieldset className="space-y-2">
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('builder.options')}</legend>
          {q.options.map((option, i) => (
            <div key={i} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${id}-correct`}
                className="mt-4 size-4 accent-brand-700"
                checked={q.correctAnswer === i}
                onChange={() => set({ correctAnswer: i })}
                aria-label={t('builder.markCorrect', { index: i + 1 })}
              />
              <TextField
                className="flex-1"
                label={t('builder.option', { index: i + 1 })}
                value={option}
                dir="auto"
                onChange={(e) => set({ options: q.options.map((o, j) => (j === i ? e.target.value : o)) })}
                error={errors(`options.${i}`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                disabled={q.options.length <= QUIZ_OPTIONS.min}
                aria-label={t('builder.removeOption', { index: i + 1 })}
                onClick={() => {
                  const options = q.options.filter((_, j) => j !== i);
                  const correct = q.correctAnswer as number;
                  set({ options, correctAnswer: correct === i ? 0 : correct > i ? correct - 1 : correct });
                }}
              >
                <TrashIcon className="size-4" />
              </Button>
            </div>
          ))}
          {errors('options') ? <p className="text-sm font-medium text-red-700">{errors('options')}</p> : null}
          {q.options.length < QUIZ_OPTIONS.max ? (
            <Button variant="secondary" size="sm" onClick={() => set({ options: [...q.options, ''] })}>
              <PlusIcon className="size-4" />
              {t('builder.addOption')}
            </Button>
          ) : null}
        </fieldset>
      ) : (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('builder.rightAnswer')}</legend>
          <div className="flex gap-6">
            {[true, false].map((value) => (
              <label key={String(value)} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-tf`}
                  className="size-4 accent-brand-700"
                  checked={q.correctAnswer === value}
                  onChange={() => set({ correctAnswer: value })}
                />
                {t(value ? 'answer.true' : 'answer.false')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-explanation`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('builder.explanation')}
        </label>
        <textarea
          id={`${id}-explanation`}
          rows={2}
          dir="auto"
          value={q.explanation}
          onChange={(e) => set({ explanation: e.target.value })}
          className={areaClasses}
        />
      </div>
    </section>
  );
}
