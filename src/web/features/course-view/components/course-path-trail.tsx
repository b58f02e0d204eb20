import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '../../../../contract/courses';

/** Where the course hangs in the catalogue, each step a link into the browsing pages. */
export function CoursePathTrail({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('course');
  const material = course.materialPath;
  const language = course.languagePath;
  let items: { text: string; to: string }[] = [];
  if (material) {
    const base = `/TTHCourses?level=${material.levelId}`;
    const year = `${base}&year=${material.yearId}`;
    const speciality = material.specialityId ? `${year}&speciality=${material.specialityId}` : year;
    items = [
      { text: t('path.courses'), to: '/TTHCourses' },
      { text: material.levelName, to: base },
      { text: material.yearName, to: year },
      ...(material.specialityName ? [{ text: material.specialityName, to: speciality }] : []),
      { text: material.materialName, to: `${speciality}&material=${material.materialId}` },
    ];
  } else if (language) {
    const base = `/TTHLanguages?language=${language.languageId}`;
    items = [
      { text: t('path.languages'), to: '/TTHLanguages' },
      { text: language.languageName, to: base },
      { text: language.languageLevelName, to: `${base}&level=${language.languageLevelId}` },
    ];
  }
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('path.label')}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-brand-100">
        {items.map((item, index) => (
          <li key={item.to + item.text} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            <Link to={item.to} className="rounded hover:text-white hover:underline" dir="auto">
              {item.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
