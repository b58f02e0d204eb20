import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useAddComment } from '../api/add-comment';
import { StarIcon } from '../../../components/ui/icons';

/** Writes a comment, optionally about one section; buyers may add a rating from 1 to 5. */
export function CommentForm({
  courseId,
  sections,
  canRate,
}: {
  courseId: number;
  sections: Section[];
  canRate: boolean;
}) {
  const { t } = useTranslation('course');
  const errorText = useErrorMessage();
  const id = useId();
  const add = useAddComment(courseId);
  const [body, setBody] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [sectionId, setSectionId] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('comments.bodyRequired'));
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({
        body,
        rating: canRate ? rating : null,
        section_id: sectionId ? Number(sectionId) : null,
      });
      setBody('');
      setRating(null);
      setSectionId('');
      notify.success(t('comments.posted'));
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-3xl bg-white p-5 ring-1 ring-slate-200"
    >
      <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-slate-800">
        {t('comments.yourComment')}
      </label>
      <textarea
        id={`${id}-body`}
        name="comment"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        maxLength={5000}
        dir="auto"
        className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
      />
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          {canRate ? (
            <fieldset>
              <legend className="mb-1 text-sm font-semibold text-slate-800">{t('comments.rating')}</legend>
              <div className="flex items-center gap-0.5">
                {[1, 2, 3, 4, 5].map((value) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={rating === value}
                    aria-label={t('comments.rateValue', { count: value })}
                    onClick={() => setRating(rating === value ? null : value)}
                    className="rounded-lg p-1 text-amber-500 hover:bg-amber-50"
                  >
                    <StarIcon
                      filled={rating !== null && value <= rating}
                      className={`size-6 ${rating !== null && value <= rating ? '' : 'text-slate-300'}`}
                    />
                  </button>
                ))}
              </div>
            </fieldset>
          ) : null}
          {sections.length > 1 ? (
            <div>
              <label htmlFor={`${id}-section`} className="mb-1 block text-sm font-semibold text-slate-800">
                {t('comments.section')}
              </label>
              <select
                id={`${id}-section`}
                value={sectionId}
                onChange={(event) => setSectionId(event.target.value)}
                className="block h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm"
              >
                <option value="">{t('comments.wholeCourse')}</option>
                {sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <Button type="submit" pending={add.isPending}>
          {t('comments.post')}
        </Button>
      </div>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </form>
  );
}
