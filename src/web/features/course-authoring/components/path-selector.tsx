import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialOption } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useLanguageLevels } from '../../../lib/queries/list-language-levels';
import { useLanguages } from '../../../lib/queries/list-languages';
import { useMaterialOptions } from '../../../lib/queries/list-material-options';
import type { DraftPath } from './course-draft';

const selectClass =
  'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** Groups materials under "level › year › speciality", the way the catalogue shows them. */
export function groupMaterials(options: readonly MaterialOption[], search: string) {
  const needle = search.trim().toLocaleLowerCase();
  const groups = new Map<string, MaterialOption[]>();
  for (const option of options) {
    const group = [option.levelName, option.yearName, option.specialityName].filter(Boolean).join(' › ');
    if (needle && !`${group} ${option.name}`.toLocaleLowerCase().includes(needle)) continue;
    const list = groups.get(group) ?? [];
    list.push(option);
    groups.set(group, list);
  }
  return [...groups.entries()].map(([label, materials]) => ({ label, materials }));
}

/** The course's path: a material (searchable, grouped) or a language level. */
export function PathSelector({
  value,
  onChange,
  error,
}: {
  value: DraftPath;
  onChange: (path: DraftPath) => void;
  error?: string | null;
}) {
  const { t } = useTranslation('authoring');
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <fieldset className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{t('path.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(['material', 'language'] as const).map((kind) => (
          <label
            key={kind}
            className={`flex cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition ${
              value.kind === kind
                ? 'bg-brand-50 ring-2 ring-brand-600'
                : 'bg-white ring-slate-300 hover:ring-slate-400'
            }`}
          >
            <input
              type="radio"
              name={`${id}-kind`}
              className="mt-1 size-4 accent-brand-700"
              checked={value.kind === kind}
              onChange={() =>
                onChange(
                  kind === 'material'
                    ? { kind, materialId: null }
                    : { kind, languageId: null, levelId: null },
                )
              }
            />
            <span>
              <span className="block font-semibold text-slate-900">{t(`path.${kind}.title`)}</span>
              <span className="block text-sm text-slate-600">{t(`path.${kind}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.kind === 'material' ? (
        <MaterialPicker
          value={value.materialId}
          onChange={(materialId) => onChange({ kind: 'material', materialId })}
        />
      ) : value.kind === 'language' ? (
        <LanguagePicker
          languageId={value.languageId}
          levelId={value.levelId}
          onChange={(languageId, levelId) => onChange({ kind: 'language', languageId, levelId })}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function MaterialPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation('authoring');
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
          {t('path.searchMaterial')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('path.searchPlaceholder')}
            className={`${selectClass} ps-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-material`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('path.material.label')}
        </label>
        <select
          id={`${id}-material`}
          name="material"
          className={selectClass}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{groups.length === 0 ? t('path.noMatch') : t('path.chooseMaterial')}</option>
          {selected && !groups.some((group) => group.materials.includes(selected)) ? (
            <option value={selected.id}>{selected.name}</option>
          ) : null}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {material.name}
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

function LanguagePicker({
  languageId,
  levelId,
  onChange,
}: {
  languageId: number | null;
  levelId: number | null;
  onChange: (languageId: number | null, levelId: number | null) => void;
}) {
  const { t } = useTranslation('authoring');
  const id = useId();
  const languages = useLanguages();
  const levels = useLanguageLevels(languageId);
  const errorText = useErrorMessage();
  if (languages.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (languages.isError) return <Alert tone="error">{errorText(languages.error)}</Alert>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-language`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('path.language.label')}
        </label>
        <select
          id={`${id}-language`}
          name="language"
          className={selectClass}
          value={languageId ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null, null)}
        >
          <option value="">{t('path.chooseLanguage')}</option>
          {languages.data
            .filter((language) => language.is_active)
            .map((language) => (
              <option key={language.id} value={language.id}>
                {language.flag ? `${language.flag} ` : ''}
                {language.name}
              </option>
            ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-level`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t('path.language.level')}
        </label>
        <select
          id={`${id}-level`}
          name="language-level"
          className={selectClass}
          value={levelId ?? ''}
          disabled={languageId === null || levels.isPending}
          onChange={(event) => onChange(languageId, event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('path.chooseLevel')}</option>
          {(levels.data ?? [])
            .filter((level) => level.is_active)
            .map((level) => (
              <option key={level.id} value={level.id}>
                {level.name}
              </option>
            ))}
        </select>
        {levels.isError ? <p className="mt-1.5 text-sm text-red-700">{errorText(levels.error)}</p> : null}
      </div>
    </div>
  );
}
