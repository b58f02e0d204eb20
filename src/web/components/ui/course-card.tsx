import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseSummary } from '../../../contract/courses';
import { BookIcon } from './icons/first-load';
import { StoredImage } from './stored-image';
import { usePriceText } from './price-label';

/** One approved course in a list (catalogue, search, home page); the whole card opens the course page. */
export function CourseCard({ course, footer }: { course: CourseSummary; footer?: ReactNode }) {
  const { t } = useTranslation();
  const priceText = usePriceText();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5 focus-within:ring-2 focus-within:ring-brand-600">
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-sand-100">
        {course.cover_url ? (
          <StoredImage
            src={course.cover_url}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-700" aria-hidden="true">
            <BookIcon className="size-10" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-base leading-snug font-bold text-slate-900">
          <Link
            to={`/coursesList/courses/${course.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
            dir="auto"
          >
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('courseCard.by', { name: course.professorName })}</p>
        {course.description ? (
          <p className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-600" dir="auto">
            {course.description}
          </p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4">
          <span
            className={`rounded-full px-3 py-1 text-sm font-bold ${
              course.price === null ? 'bg-slate-100 text-slate-700' : 'bg-amber-50 text-amber-900'
            }`}
          >
            {priceText(course.price)}
          </span>
          <span className="text-xs text-slate-600">
            {t('courseCard.sections', { count: course.sectionsCount })}
          </span>
        </div>
        {/* Above the card-wide link, so its own links stay reachable. */}
        {footer ? <div className="relative z-10 mt-3">{footer}</div> : null}
      </div>
    </li>
  );
}
