import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createMaterialForCourseBody,
  rejectCourseBody,
  type Course,
  type CourseSummary,
} from '../../../../contract/courses';
import { price as priceSchema } from '../../../../contract/structure';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CoursePathLabel } from '../../../components/ui/course-path-label';
import { PriceLabel } from '../../../components/ui/price-label';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useApproveCourse } from '../api/approve-course';
import { useAssignLanguageLevel } from '../api/assign-language-level';
import { useAssignMaterial } from '../api/assign-material';
import { useCreateMaterialForCourse } from '../api/create-material-for-course';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { useMaterialOptions } from '../../../lib/queries/list-material-options';
import { useRejectCourse } from '../api/reject-course';
import { useSetCoursePrice } from '../../../lib/queries/set-course-price';

export const selectClass =
  'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 disabled:bg-slate-50';

/** The server's error, or the specification's fallback text when it gave none (spec §8). */
function useActionError() {
  const { t } = useTranslation('review');
  const errorText = useErrorMessage();
  return (error: unknown, fallback: string) =>
    error instanceof ApiError && /^HTTP error! status: \d+$/.test(error.message)
      ? t(`fallback.${fallback}`)
      : errorText(error);
}

/** Parses a typed price: '' → null, digits → number, anything else → undefined (invalid). */
export function parsePrice(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = priceSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Every review action on one course: approve, reject with a reason, place it under an existing or a new
 * material, or a language level with a price (each approves), and set its own price.
 */
export function ReviewPanel({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="review-state"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="review-state" className="text-base font-bold text-slate-900">
          {t('panel.title')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          <div className="col-span-2">
            <dt className="font-semibold text-slate-600">{t('panel.path')}</dt>
            <dd className="mt-0.5">
              <CoursePathLabel course={course} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t('panel.price')}</dt>
            <dd className="mt-0.5 font-semibold text-brand-800">
              <PriceLabel price={course.price} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t('panel.ownPrice')}</dt>
            <dd className="mt-0.5 text-slate-800">
              <PriceLabel price={course.ownPrice} />
            </dd>
          </div>
        </dl>
        <ApproveAction course={course} onReviewed={onReviewed} />
      </section>
      <PlaceAction course={course} onReviewed={onReviewed} />
      <RejectAction course={course} onReviewed={onReviewed} />
      <PriceAction course={course} />
    </div>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ApproveAction({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const approve = useApproveCourse();
  const actionError = useActionError();
  const hasPath = course.materialPath !== null || course.languagePath !== null;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {!hasPath ? <p className="text-sm text-amber-900">{t('approve.noPath')}</p> : null}
      {approve.isError ? <Alert tone="error">{actionError(approve.error, 'approve')}</Alert> : null}
      <Button
        className="w-full"
        pending={approve.isPending}
        disabled={course.status === 'approved'}
        onClick={() =>
          approve.mutate(course.id, {
            onSuccess: (saved) => {
              notify.success(t('approve.done', { title: saved.title }));
              onReviewed?.(saved);
            },
          })
        }
      >
        {course.status === 'approved' ? t('approve.already') : t('approve.button')}
      </Button>
    </div>
  );
}

function RejectAction({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = useRejectCourse();
  const actionError = useActionError();
  const errorText = useErrorMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = rejectCourseBody.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setReasonError(t(`validation.${message}`, { defaultValue: errorText(message) }));
      return;
    }
    setReasonError(null);
    reject.mutate(
      { id: course.id, reason: parsed.data.reason },
      {
        onSuccess: (saved) => {
          notify.success(t('reject.done', { title: saved.title }));
          setReason('');
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <Card id={`${id}-title`} title={t('reject.title')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
          {t('reject.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          dir="auto"
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
            reasonError ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
          }`}
        />
        <p
          id={`${id}-hint`}
          className={`text-sm ${reasonError ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {reasonError ?? t('reject.hint')}
        </p>
        {reject.isError ? <Alert tone="error">{actionError(reject.error, 'reject')}</Alert> : null}
        <Button type="submit" variant="danger" className="w-full" pending={reject.isPending}>
          {t('reject.button')}
        </Button>
      </form>
    </Card>
  );
}

type PlaceMode = 'material' | 'new-material' | 'language';

function PlaceAction({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [mode, setMode] = useState<PlaceMode>(course.languagePath ? 'language' : 'material');
  return (
    <Card id={`${id}-title`} title={t('place.title')}>
      <p className="text-sm text-slate-600">{t('place.subtitle')}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('place.mode')}</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {(['material', 'new-material', 'language'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-lg px-2 py-2 text-center text-xs font-semibold transition focus-within:outline-2 focus-within:outline-brand-700 sm:text-sm ${
                mode === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="sr-only"
              />
              {t(`place.modes.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {mode === 'material' ? (
          <ExistingMaterialForm course={course} onReviewed={onReviewed} />
        ) : mode === 'new-material' ? (
          <NewMaterialForm course={course} onReviewed={onReviewed} />
        ) : (
          <LanguageForm course={course} onReviewed={onReviewed} />
        )}
      </div>
    </Card>
  );
}

function ExistingMaterialForm({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const options = useMaterialOptions();
  const errorText = useErrorMessage();
  const actionError = useActionError();
  const assign = useAssignMaterial();
  const [search, setSearch] = useState('');
  const [materialId, setMaterialId] = useState<number | null>(course.materialPath?.materialId ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const groups = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const map = new Map<string, { id: number; name: string; price: number }[]>();
    for (const option of options.data ?? []) {
      const group = [option.levelName, option.yearName, option.specialityName].filter(Boolean).join(' › ');
      if (needle && !`${group} ${option.name}`.toLocaleLowerCase().includes(needle)) continue;
      map.set(group, [...(map.get(group) ?? []), option]);
    }
    return [...map.entries()];
  }, [options.data, search]);

  if (options.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (options.isError) return <Alert tone="error">{errorText(options.error)}</Alert>;

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (materialId === null) {
          setProblem(t('place.pickMaterial'));
          return;
        }
        setProblem(null);
        assign.mutate(
          { id: course.id, materialId },
          {
            onSuccess: (saved) => {
              notify.success(t('place.assigned', { title: saved.title }));
              onReviewed?.(saved);
            },
          },
        );
      }}
    >
      <div>
        <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('place.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={selectClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-material`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('place.material')}
        </label>
        <select
          id={`${id}-material`}
          name="material"
          className={selectClass}
          value={materialId ?? ''}
          onChange={(event) => setMaterialId(event.target.value ? Number(event.target.value) : null)}
          aria-invalid={problem ? true : undefined}
        >
          <option value="">{groups.length ? t('place.chooseMaterial') : t('place.noMatch')}</option>
          {groups.map(([group, materials]) => (
            <optgroup key={group} label={group}>
              {materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {material.name} — {t('place.materialPrice', { price: material.price })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {problem ? <p className="text-sm font-medium text-red-700">{problem}</p> : null}
      {assign.isError ? <Alert tone="error">{actionError(assign.error, 'assignMaterial')}</Alert> : null}
      <Button type="submit" className="w-full" pending={assign.isPending}>
        {t('place.assignButton')}
      </Button>
    </form>
  );
}

function NewMaterialForm({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const tree = useStructureTree();
  const errorText = useErrorMessage();
  const actionError = useActionError();
  const create = useCreateMaterialForCourse();
  const [name, setName] = useState('');
  const [levelId, setLevelId] = useState<number | null>(null);
  const [yearId, setYearId] = useState<number | null>(null);
  const [specialityId, setSpecialityId] = useState<number | null>(null);
  const [price, setPrice] = useState('0');
  const [problems, setProblems] = useState<{ name?: string; year?: string; price?: string }>({});

  if (tree.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (tree.isError) return <Alert tone="error">{errorText(tree.error)}</Alert>;
  const level = tree.data.levels.find((item) => item.id === levelId);
  const year = level?.years.find((item) => item.id === yearId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedPrice = parsePrice(price);
    const body = {
      name,
      price: typedPrice ?? 0,
      ...(specialityId !== null ? { specialityId } : yearId !== null ? { yearId } : {}),
    };
    const parsed = createMaterialForCourseBody.safeParse(body);
    const next: typeof problems = {};
    if (!parsed.success) {
      const issue = parsed.error.issues.find((item) => item.path[0] === 'name');
      if (issue) next.name = errorText(issue.message);
    }
    if (yearId === null) next.year = t('place.pickYear');
    if (typedPrice === undefined || typedPrice === null) next.price = t('place.badPrice');
    setProblems(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    create.mutate(
      { id: course.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(t('place.created', { title: saved.title }));
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        label={t('place.newName')}
        name="material-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name ?? null}
        maxLength={120}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-level`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.level')}
          </label>
          <select
            id={`${id}-level`}
            className={selectClass}
            value={levelId ?? ''}
            onChange={(event) => {
              setLevelId(event.target.value ? Number(event.target.value) : null);
              setYearId(null);
              setSpecialityId(null);
            }}
          >
            <option value="">{t('place.chooseLevel')}</option>
            {tree.data.levels.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-year`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.year')}
          </label>
          <select
            id={`${id}-year`}
            className={selectClass}
            value={yearId ?? ''}
            disabled={!level}
            aria-invalid={problems.year ? true : undefined}
            onChange={(event) => {
              setYearId(event.target.value ? Number(event.target.value) : null);
              setSpecialityId(null);
            }}
          >
            <option value="">{t('place.chooseYear')}</option>
            {(level?.years ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {problems.year ? <p className="mt-1.5 text-sm font-medium text-red-700">{problems.year}</p> : null}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-speciality`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('place.speciality')}
        </label>
        <select
          id={`${id}-speciality`}
          className={selectClass}
          value={specialityId ?? ''}
          disabled={!year || year.specialities.length === 0}
          onChange={(event) => setSpecialityId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('place.noSpeciality')}</option>
          {(year?.specialities ?? []).map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('place.materialPriceLabel')}
        name="material-price"
        inputMode="numeric"
        dir="ltr"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={problems.price ?? null}
      />
      {create.isError ? <Alert tone="error">{actionError(create.error, 'createMaterial')}</Alert> : null}
      <Button type="submit" className="w-full" pending={create.isPending}>
        {t('place.createButton')}
      </Button>
    </form>
  );
}

function LanguageForm({
  course,
  onReviewed,
}: {
  course: Course;
  onReviewed?: (course: CourseSummary) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const tree = useStructureTree();
  const errorText = useErrorMessage();
  const actionError = useActionError();
  const assign = useAssignLanguageLevel();
  const [languageId, setLanguageId] = useState<number | null>(course.languagePath?.languageId ?? null);
  const [levelId, setLevelId] = useState<number | null>(course.languagePath?.languageLevelId ?? null);
  const [price, setPrice] = useState(String(course.languagePath?.price ?? course.ownPrice ?? ''));
  const [problems, setProblems] = useState<{ level?: string; price?: string }>({});

  if (tree.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (tree.isError) return <Alert tone="error">{errorText(tree.error)}</Alert>;
  const language = tree.data.languages.find((item) => item.id === languageId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedPrice = parsePrice(price);
    const next: typeof problems = {};
    if (levelId === null) next.level = t('place.pickLanguageLevel');
    if (typedPrice === undefined || typedPrice === null) next.price = t('place.badPrice');
    setProblems(next);
    if (levelId === null || typedPrice === undefined || typedPrice === null) return;
    assign.mutate(
      { id: course.id, languageLevelId: levelId, price: typedPrice },
      {
        onSuccess: (saved) => {
          notify.success(t('place.assigned', { title: saved.title }));
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-language`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.language')}
          </label>
          <select
            id={`${id}-language`}
            className={selectClass}
            value={languageId ?? ''}
            onChange={(event) => {
              setLanguageId(event.target.value ? Number(event.target.value) : null);
              setLevelId(null);
            }}
          >
            <option value="">{t('place.chooseLanguage')}</option>
            {tree.data.languages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.flag ? `${item.flag} ` : ''}
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-level`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.languageLevel')}
          </label>
          <select
            id={`${id}-level`}
            className={selectClass}
            value={levelId ?? ''}
            disabled={!language}
            aria-invalid={problems.level ? true : undefined}
            onChange={(event) => setLevelId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('place.chooseLevel')}</option>
            {(language?.levels ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {problems.level ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{problems.level}</p>
          ) : null}
        </div>
      </div>
      <TextField
        label={t('place.languagePrice')}
        name="language-price"
        inputMode="numeric"
        dir="ltr"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={problems.price ?? null}
      />
      {assign.isError ? <Alert tone="error">{actionError(assign.error, 'assignLanguage')}</Alert> : null}
      <Button type="submit" className="w-full" pending={assign.isPending}>
        {t('place.assignLanguageButton')}
      </Button>
    </form>
  );
}

function PriceAction({ course }: { course: Course }) {
  const { t } = useTranslation('review');
  const id = useId();
  const [price, setPrice] = useState(course.ownPrice === null ? '' : String(course.ownPrice));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetCoursePrice();
  const errorText = useErrorMessage();
  return (
    <Card id={`${id}-title`} title={t('price.title')}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = parsePrice(price);
          if (typed === undefined) {
            setProblem(t('place.badPrice'));
            return;
          }
          setProblem(null);
          save.mutate({ id: course.id, price: typed }, { onSuccess: () => notify.success(t('price.saved')) });
        }}
      >
        <TextField
          label={t('price.label')}
          name="own-price"
          inputMode="numeric"
          dir="ltr"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          hint={t('price.hint')}
          error={problem}
        />
        {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
        <Button type="submit" variant="secondary" className="w-full" pending={save.isPending}>
          {t('price.save')}
        </Button>
      </form>
    </Card>
  );
}
