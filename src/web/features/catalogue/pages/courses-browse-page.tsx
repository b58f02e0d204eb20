import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GraduationIcon } from '../../../components/ui/icons';
import { useLevelYears } from '../api/get-level-years';
import { useLevels } from '../api/get-levels';
import { useSpecialityMaterials } from '../api/get-speciality-materials';
import { useYearMaterials } from '../api/get-year-materials';
import { useYearSpecialities } from '../api/get-year-specialities';
import { BrowseHeader, SelectionTrail } from '../components/browse-header';
import { ChoiceStep } from '../components/choice-step';
import {
  chooseCourseStep,
  courseSelectionSearch,
  readCourseSelection,
  type CourseSelection,
} from '../components/course-selection';
import { CourseResults } from '../components/course-results';
import { usePriceText } from '../../../components/ui/price-label';

/**
 * /TTHCourses: level → year → (speciality) → material, then the material's approved courses. Every choice is
 * a link that writes the selection into the search string, so each step can be shared and reloaded.
 */
export default function CoursesBrowsePage() {
  const { t } = useTranslation('catalogue');
  const [params] = useSearchParams();
  const selection = readCourseSelection(params);
  const priceText = usePriceText();

  const levels = useLevels();
  const years = useLevelYears(selection.level);
  const specialities = useYearSpecialities(selection.year);
  const yearMaterials = useYearMaterials(selection.year);
  const specialityMaterials = useSpecialityMaterials(selection.speciality);

  const level = levels.data?.find((item) => item.id === selection.level);
  const year = level ? years.data?.find((item) => item.id === selection.year) : undefined;
  const speciality = year ? specialities.data?.find((item) => item.id === selection.speciality) : undefined;
  const hasSpecialities = (specialities.data?.length ?? 0) > 0;
  // Materials come from the chosen speciality, else straight from the year (years without specialities).
  const materials = speciality ? specialityMaterials : yearMaterials;
  const material = year ? materials.data?.find((item) => item.id === selection.material) : undefined;

  const hrefFor = (next: CourseSelection) => `/TTHCourses${courseSelectionSearch(next)}`;
  const choose = (step: Parameters<typeof chooseCourseStep>[1], id: number) =>
    hrefFor(chooseCourseStep(selection, step, id));

  const trail = [
    level && { key: 'level', text: level.name, to: hrefFor(chooseCourseStep(selection, 'level', level.id)) },
    year && { key: 'year', text: year.name, to: choose('year', year.id) },
    speciality && { key: 'speciality', text: speciality.name, to: choose('speciality', speciality.id) },
    material && { key: 'material', text: material.name, to: choose('material', material.id) },
  ].filter((item) => !!item);

  let step = 1;
  const showMaterials = year && (!hasSpecialities || speciality || (yearMaterials.data?.length ?? 0) > 0);

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${material ? `${material.name} · ` : ''}${t('browse.courses.title')} · ${t('common:app.name')}`}</title>
      <BrowseHeader
        icon={GraduationIcon}
        eyebrow={t('browse.courses.eyebrow')}
        title={t('browse.courses.title')}
        subtitle={t('browse.courses.subtitle')}
      >
        <SelectionTrail label={t('browse.selection')} items={trail} />
      </BrowseHeader>

      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-8 sm:px-6 lg:px-8">
        <ChoiceStep
          step={step++}
          title={t('browse.courses.chooseLevel')}
          layout="cards"
          pending={levels.isPending}
          error={levels.error}
          emptyText={t('browse.courses.noLevels')}
          options={levels.data?.map((item) => ({
            id: item.id,
            label: item.name,
            to: choose('level', item.id),
            selected: item.id === selection.level,
          }))}
        />
        {level ? (
          <ChoiceStep
            step={step++}
            title={t('browse.courses.chooseYear')}
            pending={years.isPending}
            error={years.error}
            emptyText={t('browse.courses.noYears')}
            options={years.data?.map((item) => ({
              id: item.id,
              label: item.name,
              to: choose('year', item.id),
              selected: item.id === selection.year,
            }))}
          />
        ) : null}
        {year && hasSpecialities ? (
          <ChoiceStep
            step={step++}
            title={t('browse.courses.chooseSpeciality')}
            pending={specialities.isPending}
            error={specialities.error}
            emptyText=""
            options={specialities.data?.map((item) => ({
              id: item.id,
              label: item.name,
              to: choose('speciality', item.id),
              selected: item.id === selection.speciality,
            }))}
          />
        ) : null}
        {year && (specialities.isPending || yearMaterials.isPending) ? null : showMaterials ? (
          <ChoiceStep
            step={step++}
            title={t('browse.courses.chooseMaterial')}
            layout="cards"
            columns={4}
            pending={materials.isPending}
            error={materials.error}
            emptyText={t('browse.courses.noMaterials')}
            options={materials.data?.map((item) => ({
              id: item.id,
              label: item.name,
              hint: priceText(item.price),
              to: choose('material', item.id),
              selected: item.id === selection.material,
            }))}
          />
        ) : null}

        {material ? (
          <CourseResults
            filter={{ materialId: material.id }}
            page={selection.page}
            title={t('browse.courses.coursesOf', { name: material.name })}
            pageHref={(page) => hrefFor({ ...selection, page })}
          />
        ) : null}
      </div>
    </div>
  );
}
