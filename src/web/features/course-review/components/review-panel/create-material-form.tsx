import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createMaterialForCourseBody } from '../../../../../contract/courses';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useStructureTree } from '../../../../lib/queries/get-structure-tree';
import { useCreateMaterialForCourse } from '../../api/create-material-for-course';
import { parsePrice, selectClass } from './form-parts';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Creates a material (under a year, or one of its specialities) with its price, and places the course in it. */
export function CreateMaterialForm({ course, onReviewed }: ReviewActionProps) {
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
