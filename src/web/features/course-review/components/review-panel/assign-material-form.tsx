import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useMaterialOptions } from '../../../../lib/queries/list-material-options';
import { useAssignMaterial } from '../../api/assign-material';
import { selectClass } from './form-parts';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Places the course under an existing material, found by searching the materials grouped by their path. */
export function AssignMaterialForm({ course, onReviewed }: ReviewActionProps) {
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
