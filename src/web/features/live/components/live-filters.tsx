import { useTranslation } from 'react-i18next';
import { liveSessionStatuses, type LiveSessionStatus } from '../../../../contract/live';
import { LanguageLevelPicker } from '../../../components/ui/language-level-picker';
import { MaterialPicker } from '../../../components/ui/material-picker';
import { SelectField } from '../../../components/ui/select-field';

export type SubjectKind = 'any' | 'material' | 'language';

export interface LiveFilterValues {
  status: LiveSessionStatus | null;
  professorId: number | null;
  kind: SubjectKind;
  materialId: number | null;
  languageId: number | null;
  levelId: number | null;
}

/** Reads the filters from the address, ignoring values that are not ids or statuses. */
export function readLiveFilters(params: URLSearchParams): LiveFilterValues & { page: number } {
  const id = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    status: liveSessionStatuses.includes(status as LiveSessionStatus) ? (status as LiveSessionStatus) : null,
    professorId: id('professor'),
    kind: kind === 'material' || kind === 'language' ? kind : 'any',
    materialId: id('material'),
    languageId: id('language'),
    levelId: id('level'),
    page: id('page') ?? 1,
  };
}

/** The filters as an address's search string; the page goes back to 1 whenever a filter changes. */
export function liveFiltersSearch(values: LiveFilterValues, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (values.status) params.set('status', values.status);
  if (values.professorId) params.set('professor', String(values.professorId));
  if (values.kind !== 'any') params.set('kind', values.kind);
  if (values.kind === 'material' && values.materialId) params.set('material', String(values.materialId));
  if (values.kind === 'language' && values.languageId) params.set('language', String(values.languageId));
  if (values.kind === 'language' && values.levelId) params.set('level', String(values.levelId));
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Status, professor, and a material or a language level, each change applied at once. */
export function LiveFilters({
  values,
  professors,
  onChange,
}: {
  values: LiveFilterValues;
  professors: { id: number; name: string }[];
  onChange: (values: LiveFilterValues) => void;
}) {
  const { t } = useTranslation('live');
  const set = (patch: Partial<LiveFilterValues>) => onChange({ ...values, ...patch });
  return (
    <section
      aria-labelledby="live-filters-title"
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="live-filters-title" className="text-base font-bold text-slate-900">
        {t('filters.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('filters.status')}
          name="status"
          value={values.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || null) as LiveSessionStatus | null })}
        >
          <option value="">{t('filters.upcomingAndLive')}</option>
          {liveSessionStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.professor')}
          name="professor"
          value={values.professorId ?? ''}
          onChange={(event) => set({ professorId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('filters.anyProfessor')}</option>
          {professors.map((professor) => (
            <option key={professor.id} value={professor.id}>
              {professor.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('filters.subject')}
          name="kind"
          value={values.kind}
          onChange={(event) =>
            set({
              kind: event.target.value as SubjectKind,
              materialId: null,
              languageId: null,
              levelId: null,
            })
          }
        >
          <option value="any">{t('filters.anySubject')}</option>
          <option value="material">{t('filters.material')}</option>
          <option value="language">{t('filters.language')}</option>
        </SelectField>
      </div>
      {values.kind === 'material' ? (
        <MaterialPicker
          value={values.materialId}
          onChange={(materialId) => set({ materialId })}
          labels={{
            search: t('filters.materialSearch'),
            material: t('filters.material'),
            choose: t('filters.anyMaterial'),
            noMatch: t('filters.noMatch'),
          }}
        />
      ) : null}
      {values.kind === 'language' ? (
        <LanguageLevelPicker
          languageId={values.languageId}
          levelId={values.levelId}
          onChange={(languageId, levelId) => set({ languageId, levelId })}
          labels={{
            language: t('filters.language'),
            chooseLanguage: t('filters.anyLanguage'),
            level: t('filters.level'),
            chooseLevel: t('filters.anyLevel'),
          }}
        />
      ) : null}
    </section>
  );
}
