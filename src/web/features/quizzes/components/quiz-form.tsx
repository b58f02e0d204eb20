import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizBody } from '../../../../contract/quizzes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { splitFieldMessage, useErrorMessage } from '../../../lib/error-message';
import { useProfessorCourses } from '../api/list-professor-courses';
import { QuestionField } from './question-field';
import { blankQuestion, duplicate, move, type QuizDraft, validateDraft } from './quiz-draft';
import { QuestionEditor } from './question-editor';

/**
 * The quiz builder: settings, questions (add, reorder, duplicate, remove) and a preview as a student sees it.
 * The draft is checked with the contract's own schema before it is sent; the server's refusals show beside the
 * field they name.
 */
export function QuizForm({
  initial,
  courseLocked = false,
  onSubmit,
  pending,
  serverError,
  submitLabel,
}: {
  initial: QuizDraft;
  courseLocked?: boolean;
  onSubmit: (body: QuizBody) => void;
  pending: boolean;
  serverError: Error | null;
  submitLabel: string;
}) {
  const { t } = useTranslation('quizzes');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorMessage();
  const courses = useProfessorCourses();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState(false);
  const [previewAnswers, setPreviewAnswers] = useState<Record<number, number | boolean>>({});

  const server = serverError ? splitFieldMessage(serverError.message) : null;
  const error = (path: string) => {
    const message = errors[path] ?? (server?.field === path ? server.text : undefined);
    return message
      ? te(message, { keySeparator: false, nsSeparator: false, defaultValue: message })
      : undefined;
  };
  const set = (patch: Partial<QuizDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setQuestions = (questions: QuizDraft['questions']) => set({ questions });

  const save = () => {
    const result = validateDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.body);
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <section
        aria-labelledby="quiz-settings"
        className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="quiz-settings" className="text-lg font-bold text-slate-900">
          {t('builder.settings')}
        </h2>
        <SelectField
          label={t('builder.course')}
          value={draft.course_id ?? ''}
          disabled={courseLocked}
          onChange={(e) => set({ course_id: e.target.value ? Number(e.target.value) : null })}
          error={error('course_id')}
        >
          <option value="">{t('builder.chooseCourse')}</option>
          {courses.data?.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('builder.title')}
          value={draft.title}
          dir="auto"
          onChange={(e) => set({ title: e.target.value })}
          error={error('title')}
        />
        <div>
          <label htmlFor="quiz-description" className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('builder.description')}
          </label>
          <textarea
            id="quiz-description"
            rows={3}
            dir="auto"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            className="block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('builder.timeLimit')}
            type="number"
            min={1}
            max={300}
            value={draft.time_limit}
            onChange={(e) => set({ time_limit: Number(e.target.value) })}
            error={error('time_limit')}
          />
          <TextField
            label={t('builder.passingScore')}
            type="number"
            min={0}
            max={100}
            value={draft.passing_score}
            onChange={(e) => set({ passing_score: Number(e.target.value) })}
            error={error('passing_score')}
          />
          <TextField
            label={t('builder.maxAttempts')}
            type="number"
            min={1}
            max={20}
            value={draft.max_attempts}
            onChange={(e) => set({ max_attempts: Number(e.target.value) })}
            error={error('max_attempts')}
          />
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          {t('questionCount', { count: draft.questions.length })}
        </h2>
        <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
          {preview ? t('builder.backToEditing') : t('builder.preview')}
        </Button>
      </div>
      {error('questions') ? <Alert tone="error">{error('questions')}</Alert> : null}

      {preview ? (
        <div className="space-y-4" aria-label={t('builder.previewLabel')} role="region">
          {draft.questions.map((q, i) => (
            <QuestionField
              key={q.key}
              question={{
                id: i + 1,
                question: q.question,
                type: q.type,
                options: q.options,
                points: q.points,
              }}
              index={i}
              total={draft.questions.length}
              value={previewAnswers[i + 1]}
              onChange={(value) => setPreviewAnswers((a) => ({ ...a, [i + 1]: value }))}
            />
          ))}
        </div>
      ) : (
        <div className="space-y-4">
          {draft.questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              question={q}
              index={i}
              total={draft.questions.length}
              errors={(path) => error(`questions.${i}.${path}`)}
              onChange={(next) => setQuestions(draft.questions.map((x, j) => (j === i ? next : x)))}
              onMove={(by) => setQuestions(move(draft.questions, i, i + by))}
              onDuplicate={() =>
                setQuestions([
                  ...draft.questions.slice(0, i + 1),
                  duplicate(q),
                  ...draft.questions.slice(i + 1),
                ])
              }
              onRemove={() => setQuestions(draft.questions.filter((_, j) => j !== i))}
            />
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setQuestions([...draft.questions, blankQuestion()])}>
              <PlusIcon className="size-4" />
              {t('builder.addMultipleChoice')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setQuestions([...draft.questions, blankQuestion('true-false')])}
            >
              <PlusIcon className="size-4" />
              {t('builder.addTrueFalse')}
            </Button>
          </div>
        </div>
      )}

      {Object.keys(errors).length ? <Alert tone="error">{t('builder.fixErrors')}</Alert> : null}
      {serverError && !server?.field ? <Alert tone="error">{errorText(serverError)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" size="lg" pending={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
