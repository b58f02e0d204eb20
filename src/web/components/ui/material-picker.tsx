import { useId, useMemo, useState } from 'react';
import type { MaterialOption } from '../../../contract/courses';
import { matchesEveryWord } from '../../../contract/search';
import { useErrorMessage } from '../../lib/error-message';
import { useMaterialOptions } from '../../lib/queries/list-material-options';
import { Alert } from './alert';
import { SearchIcon } from './icons';
import { selectClasses } from './select-field';
import { Spinner } from './spinner';

/**
 * Groups materials under "level › year › speciality", the way the catalogue shows them, keeping those whose
 * full path holds every word of `search` in any order, folded like course search ("رياضيات الثالثة ثانوي").
 */
export function groupMaterials(options: readonly MaterialOption[], search: string) {
  const groups = new Map<string, MaterialOption[]>();
  for (const option of options) {
    const group = [option.levelName, option.yearName, option.specialityName].filter(Boolean).join(' › ');
    if (!matchesEveryWord(`${group} ${option.name}`, search)) continue;
    const list = groups.get(group) ?? [];
    list.push(option);
    groups.set(group, list);
  }
  return [...groups.entries()].map(([label, materials]) => ({ label, materials }));
}

export interface MaterialPickerLabels {
  search: string;
  searchPlaceholder?: string;
  material: string;
  choose: string;
  noMatch: string;
}

/**
 * A material picked from the whole catalogue: a search box and a select grouped by level, year and
 * speciality, with the chosen material's full path under them. The texts come from the page using it.
 */
export function MaterialPicker({
  value,
  onChange,
  labels,
  optionLabel = (material) => material.name,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  labels: MaterialPickerLabels;
  optionLabel?: (material: MaterialOption) => string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useMaterialOptions();
  const errorText = useErrorMessage();
  const groups = useMemo(() => groupMaterials(query.data ?? [], search), [query.data, search]);
  const selected = query.data?.find((option) => option.id === value);

  if (query.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (query.isError) return <Alert tone="error">{errorText(query.error)}</Alert>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {labels.search}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={labels.searchPlaceholder}
            className={`${selectClasses} ps-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-material`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {labels.material}
        </label>
        <select
          id={`${id}-material`}
          name="material"
          className={selectClasses}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{groups.length === 0 ? labels.noMatch : labels.choose}</option>
          {selected && !groups.some((group) => group.materials.includes(selected)) ? (
            <option value={selected.id}>{optionLabel(selected)}</option>
          ) : null}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {optionLabel(material)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {selected ? (
        <p className="text-sm text-slate-600 sm:col-span-2">
          {[selected.levelName, selected.yearName, selected.specialityName, selected.name]
            .filter(Boolean)
            .join(' › ')}
        </p>
      ) : null}
    </div>
  );
}
