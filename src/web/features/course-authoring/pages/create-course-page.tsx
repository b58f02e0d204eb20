import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { CourseEditor } from '../components/course-editor';

/** /professor/create: a new course with its path, sections, blocks and files. */
export default function CreateCoursePage() {
  const { t } = useTranslation('authoring');
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('create.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-4xl">
        <PageHeader eyebrow={t('area')} title={t('create.title')} subtitle={t('create.subtitle')} />
        <CourseEditor />
      </div>
    </div>
  );
}
