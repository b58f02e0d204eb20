import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-styles';
import { selectClasses, SelectField } from '../../../components/ui/select-field';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { CourseSearch } from '../api/search-courses';

/** A change of the address: each key set to its value, or removed when the value is empty. */
export type SearchChange = Partial<Record<keyof CourseSearch, string>>;

/** A number box that writes the address once the typing has settled. */
function PriceInput({
  label,
  name,
  value,
  onSettled,
}: {
  label: string;
  name: string;
  value: number | undefined;
  onSettled: (value: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value === undefined ? '' : String(value));
  const settled = useDebouncedValue(typed.trim(), 500);
  useEffect(() => {
    const current = value === undefined ? '' : String(value);
    if (settled !== current && /^\d*$/.test(settled)) onSettled(settled);
    // Only the settled text writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className={selectClasses}
      />
    </div>
  );
}

/** The filters of the full results page: path, level or language, price range, free, sort; all in the address. */
export function SearchFilters({
  search,
  onChange,
}: {
  search: CourseSearch;
  onChange: (changes: SearchChange) => void;
}) {
  const { t } = useTranslation('search');
  const tree = useStructureTree();
  const levels = tree.data?.levels ?? [];
  const languages = tree.data?.languages ?? [];
  const freeId = useId();
  // The box shows the click at once; the address (written in a router transition) catches up a moment later,
  // and a change of the address from elsewhere (clearing, going back) is followed.
  const freeInAddress = search.free === 'true';
  const [free, setFree] = useState(freeInAddress);
  const [followed, setFollowed] = useState(freeInAddress);
  if (followed !== freeInAddress) {
    setFollowed(freeInAddress);
    setFree(freeInAddress);
  }
  // Clearing the filters starts the price boxes afresh (they keep what is typed until it settles).
  const [resets, setResets] = useState(0);

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <SelectField
        label={t('path')}
        name="path"
        value={search.path ?? ''}
        // A level belongs to the subjects path, a language to the languages path: changing path drops both.
        onChange={(event) => onChange({ path: event.target.value, levelId: '', languageId: '' })}
      >
        <option value="">{t('pathAll')}</option>
        <option value="material">{t('pathMaterial')}</option>
        <option value="language">{t('pathLanguage')}</option>
      </SelectField>
      {search.path !== 'language' ? (
        <SelectField
          label={t('level')}
          name="levelId"
          value={search.levelId ?? ''}
          onChange={(event) => onChange({ levelId: event.target.value })}
        >
          <option value="">{t('levelAll')}</option>
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      {search.path !== 'material' ? (
        <SelectField
          label={t('language')}
          name="languageId"
          value={search.languageId ?? ''}
          onChange={(event) => onChange({ languageId: event.target.value })}
        >
          <option value="">{t('languageAll')}</option>
          {languages.map((language) => (
            <option key={language.id} value={language.id}>
              {language.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <PriceInput
        key={`min-${resets}`}
        label={t('priceMin')}
        name="priceMin"
        value={search.priceMin}
        onSettled={(value) => onChange({ priceMin: value })}
      />
      <PriceInput
        key={`max-${resets}`}
        label={t('priceMax')}
        name="priceMax"
        value={search.priceMax}
        onSettled={(value) => onChange({ priceMax: value })}
      />
      <div className="flex items-center gap-3">
        <input
          id={freeId}
          type="checkbox"
          name="free"
          checked={free}
          onChange={(event) => {
            setFree(event.target.checked);
            onChange({ free: event.target.checked ? 'true' : '' });
          }}
          className="size-5 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        <label htmlFor={freeId} className="text-sm font-semibold text-slate-800">
          {t('free')}
        </label>
      </div>
      <SelectField
        label={t('sort')}
        name="sort"
        value={search.sort ?? ''}
        onChange={(event) => onChange({ sort: event.target.value })}
      >
        <option value="">{search.q ? t('sortRelevance') : t('sortNewest')}</option>
        {search.q ? <option value="newest">{t('sortNewest')}</option> : null}
        <option value="popular">{t('sortPopular')}</option>
      </SelectField>
      <button
        type="button"
        className={buttonClasses('ghost', 'sm')}
        onClick={() => {
          setResets((n) => n + 1);
          onChange({
            path: '',
            levelId: '',
            languageId: '',
            priceMin: '',
            priceMax: '',
            free: '',
            professorId: '',
            sort: '',
          });
        }}
      >
        {t('reset')}
      </button>
    </div>
  );
}
