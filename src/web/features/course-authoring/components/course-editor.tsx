import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COVER_MAX_BYTES, type Course } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../components/ui/course-block-view';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextField } from '../../../components/ui/text-field';
import { UploadProgressBar } from '../../../components/ui/upload-progress';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useCreateCourse } from '../api/create-course';
import { isRevision, type Saved, type SaveResult } from '../api/save-course';
import { useUpdateCourse } from '../api/update-course';
import { useUploadCourseCover } from '../api/upload-course-cover';
import { buildSubmission, draftFromCourse, emptyDraft, type CourseDraft } from './course-draft';
import { CourseCreated } from './course-created';
import { PathSelector } from './path-selector';
import { SectionsEditor } from './sections-editor';
import { useCourseFormErrors } from './use-course-form-errors';

const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * Creates a course, or edits one (`course` given): details, path, sections and blocks. The course is saved
 * first, then each new file goes to its own block with the upload's progress; a new course then gets its
 * cover. An approved course is edited through its draft revision (`course` then holds the revision's
 * outline): it stays on sale, and its price and path stay the admins' to change.
 */
export function CourseEditor({ course, onSaved }: { course?: Course; onSaved?: (saved: Saved) => void }) {
  const { t } = useTranslation('authoring');
  const errorText = useErrorMessage();
  const id = useId();
  const [draft, setDraft] = useState<CourseDraft>(() => (course ? draftFromCourse(course) : emptyDraft()));
  const { fields, blockErrors, formError, errorRef, clear, clearField, showIssues, showServerError } =
    useCourseFormErrors();
  const [progress, setProgress] = useState<number | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [created, setCreated] = useState<Course | null>(null);
  const [coverFailed, setCoverFailed] = useState<string | null>(null);

  const create = useCreateCourse((p) => setProgress(p.percent));
  const update = useUpdateCourse(course?.id ?? 0, (p) => setProgress(p.percent));
  const uploadCover = useUploadCourseCover();
  const saving = create.isPending || update.isPending || uploadCover.isPending;
  const revising = course?.status === 'approved';
  const [fileFailed, setFileFailed] = useState<string | null>(null);
  const fileFailure = (failed: SaveResult['failed']) =>
    failed
      ? `${t('editor.fileFailed', { name: failed.name })}${
          failed.error instanceof ApiError && !/^HTTP error!/.test(failed.error.message)
            ? ` ${errorText(failed.error)}`
            : ''
        }`
      : null;

  function pickCover(file: File | null) {
    setCoverError(null);
    if (file && !COVER_TYPES.includes(file.type)) {
      setCoverError(t('cover.badType'));
      return;
    }
    if (file && file.size > COVER_MAX_BYTES) {
      setCoverError(t('cover.tooLarge', { size: formatBytes(COVER_MAX_BYTES, 'en') }));
      return;
    }
    setCover(file);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const built = buildSubmission(draft);
    if (!built.ok) {
      showIssues(built.issues);
      return;
    }
    setProgress(built.submission.files.length > 0 ? 0 : null);
    setFileFailed(null);
    if (course) {
      update.mutate(built.submission, {
        onSuccess: ({ saved, failed }) => {
          if (failed) {
            setFileFailed(fileFailure(failed));
            return;
          }
          notify.success(isRevision(saved) ? t('editor.savedDraft') : t('editor.savedPending'));
          onSaved?.(saved);
        },
        onError: showServerError,
        onSettled: () => setProgress(null),
      });
      return;
    }
    create.mutate(built.submission, {
      onSuccess: ({ saved: result, failed }) => {
        if (isRevision(result)) return;
        const saved = result;
        setCreated(saved);
        setFileFailed(fileFailure(failed));
        if (cover) {
          uploadCover.mutate(
            { id: saved.id, file: cover },
            {
              onError: (error) =>
                setCoverFailed(
                  error instanceof ApiError && !/^HTTP error!/.test(error.message)
                    ? errorText(error)
                    : t('cover.failed'),
                ),
            },
          );
        }
      },
      onError: (error) => {
        setProgress(null);
        showServerError(error);
      },
    });
  }

  if (created) {
    return (
      <CourseCreated
        course={created}
        coverState={uploadCover.isPending ? 'uploading' : uploadCover.isSuccess ? 'uploaded' : null}
        problems={[coverFailed, fileFailed]}
        allFiles={!fileFailed}
      />
    );
  }

  return (
    // Fields keep clear of the sticky save bar when focused or scrolled to (keyboard, error links).
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6 [&_:is(input,textarea,select,button)]:scroll-mt-24 [&_:is(input,textarea,select,button)]:scroll-mb-32"
    >
      <div ref={errorRef}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {fileFailed ? <Alert tone="error">{fileFailed}</Alert> : null}
      </div>

      <section
        aria-labelledby={`${id}-details`}
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2 id={`${id}-details`} className="text-lg font-bold text-slate-900">
          {t('editor.details')}
        </h2>
        <div className="mt-5 grid gap-5">
          <TextField
            label={t('editor.title')}
            name="title"
            value={draft.title}
            onChange={(event) => {
              setDraft({ ...draft, title: event.target.value });
              clearField('title');
            }}
            error={fields.title ?? null}
            maxLength={200}
            required
            disabled={saving}
          />
          <div>
            <label
              htmlFor={`${id}-description`}
              className="mb-1.5 block text-sm font-semibold text-slate-800"
            >
              {t('editor.description')}
            </label>
            <textarea
              id={`${id}-description`}
              name="description"
              rows={4}
              dir="auto"
              value={draft.description}
              disabled={saving}
              maxLength={10_000}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
              className="block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {revising ? (
              <p className="text-sm text-slate-600">{t('editor.priceIsAdmins')}</p>
            ) : (
              <TextField
                label={t('editor.price')}
                name="price"
                inputMode="numeric"
                dir="ltr"
                value={draft.price}
                onChange={(event) => {
                  setDraft({ ...draft, price: event.target.value });
                  clearField('price');
                }}
                error={fields.price ?? null}
                hint={t('editor.priceHint')}
                disabled={saving}
              />
            )}
            {course ? null : (
              <div>
                <p className="mb-1.5 block text-sm font-semibold text-slate-800">{t('cover.label')}</p>
                <FilePicker
                  id={`${id}-cover`}
                  name="cover"
                  accept={COVER_TYPES.join(',')}
                  disabled={saving}
                  aria-label={t('cover.label')}
                  aria-describedby={`${id}-cover-hint`}
                  buttonLabel={cover ? t('editor.replaceFile') : t('editor.chooseFile')}
                  status={cover ? cover.name : t('editor.noFileYet')}
                  onChange={(event) => pickCover(event.target.files?.[0] ?? null)}
                />
                <p id={`${id}-cover-hint`} className="mt-1.5 text-sm text-slate-600">
                  {coverError ? (
                    <span className="font-medium text-red-700">{coverError}</span>
                  ) : (
                    t('cover.hint')
                  )}
                </p>
              </div>
            )}
          </div>
        </div>
      </section>

      {revising ? null : (
        <section
          aria-labelledby={`${id}-path`}
          className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id={`${id}-path`} className="text-lg font-bold text-slate-900">
            {t('path.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('path.subtitle')}</p>
          <div className="mt-5">
            <PathSelector
              value={draft.path}
              onChange={(path) => {
                setDraft({ ...draft, path });
                clearField('path');
              }}
              error={fields.path ?? null}
            />
          </div>
        </section>
      )}

      <section aria-labelledby={`${id}-content`} className="space-y-4">
        <div>
          <h2 id={`${id}-content`} className="text-lg font-bold text-slate-900">
            {t('editor.content')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('editor.contentHint')}</p>
          {fields.sections ? (
            <p className="mt-1 text-sm font-medium text-red-700">{fields.sections}</p>
          ) : null}
        </div>
        <SectionsEditor
          sections={draft.sections}
          onChange={(sections) => setDraft({ ...draft, sections })}
          errors={blockErrors}
          disabled={saving}
        />
      </section>

      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6">
        {progress !== null ? (
          <div className="mb-3">
            <UploadProgressBar percent={progress} />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {revising ? t('editor.revisionNote') : course ? t('editor.editNote') : t('editor.submitNote')}
          </p>
          <Button type="submit" size="lg" pending={saving}>
            {revising ? t('editor.saveDraft') : course ? t('editor.saveAndResubmit') : t('editor.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
