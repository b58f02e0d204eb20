import { useTranslation } from 'react-i18next';
import type { LanguagePath, MaterialPath } from '../../../contract/courses';

/** Where a course hangs in the catalogue, as one line: level › year › speciality › material, or language › level. */
export function coursePathParts(path: {
  materialPath: MaterialPath | null;
  languagePath: LanguagePath | null;
}): string[] | null {
  if (path.materialPath) {
    const m = path.materialPath;
    return [m.levelName, m.yearName, m.specialityName, m.materialName].filter((part): part is string =>
      Boolean(part),
    );
  }
  if (path.languagePath) {
    const l = path.languagePath;
    return [l.languageFlag ? `${l.languageFlag} ${l.languageName}` : l.languageName, l.languageLevelName];
  }
  return null;
}

/** Pages using it load the `course-content` namespace. */
export function CoursePathLabel({
  course,
  className = '',
}: {
  course: { materialPath: MaterialPath | null; languagePath: LanguagePath | null };
  className?: string;
}) {
  const { t } = useTranslation('course-content');
  const parts = coursePathParts(course);
  const kind = course.materialPath ? 'material' : course.languagePath ? 'language' : 'none';
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-1.5 text-sm ${className}`}>
      <span className="font-semibold text-slate-700">{t(`path.${kind}`)}</span>
      {parts ? (
        <>
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          {parts.map((part, index) => (
            <span key={`${index}-${part}`} className="inline-flex items-center gap-1.5 text-slate-600">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400 rtl:-scale-x-100">
                  ›
                </span>
              ) : null}
              {part}
            </span>
          ))}
        </>
      ) : null}
    </span>
  );
}
