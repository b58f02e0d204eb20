import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseCard } from '../../../components/ui/course-card';
import { ArrowForwardIcon } from '../../../components/ui/icons/first-load';
import { useHomeCourses } from '../api/list-home-courses';

function CourseRow({
  sort,
  title,
  subtitle,
}: {
  sort: 'newest' | 'popular';
  title: string;
  subtitle: string;
}) {
  const query = useHomeCourses(sort);
  const courses = query.data?.courses ?? [];
  // Nothing to show yet (loading, failed or no approved course): no empty heading.
  if (courses.length === 0) return null;
  const titleId = `home-courses-${sort}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{subtitle}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
    </section>
  );
}

/** The bands of courses, once the newest are known to exist (`home-below-fold.tsx`). */
export function HomeCourseBands() {
  const { t } = useTranslation('home-sections');
  return (
    <div className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl space-y-14 px-4 sm:px-6 lg:px-8">
        <CourseRow sort="newest" title={t('courses.newest')} subtitle={t('courses.newestSubtitle')} />
        <CourseRow sort="popular" title={t('courses.popular')} subtitle={t('courses.popularSubtitle')} />
        <Link
          to="/TTHCourses"
          className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
        >
          {t('courses.seeAll')}
          <ArrowForwardIcon />
        </Link>
      </div>
    </div>
  );
}
