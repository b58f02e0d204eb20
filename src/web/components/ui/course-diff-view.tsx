import { useTranslation } from 'react-i18next';
import type { CourseDiff, SectionDiff } from '../../../contract/course-revisions';
import { BlockDiffCard } from './block-diff-card';
import { TextDiff } from './text-diff';

/**
 * What a revision changes against the published course, and only that: the title, description and cover when
 * they changed, then each section that changed with its changed blocks (added, removed, moved, texts edited
 * word by word, files replaced). Pages using it load the `course-content` namespace.
 */
export function CourseDiffView({ diff }: { diff: CourseDiff }) {
  const { t } = useTranslation('course-content');
  if (diff.changes === 0) return <p className="text-slate-600">{t('diff.none')}</p>;
  const sections = diff.sections.filter((s) => s.changed);
  return (
    <div className="space-y-4">
      <p className="text-sm font-semibold text-slate-700">{t('diff.count', { count: diff.changes })}</p>
      {diff.titleChange ? (
        <Part title={t('diff.courseTitle')}>
          <TextDiff change={diff.titleChange} className="text-lg font-semibold" />
        </Part>
      ) : null}
      {diff.descriptionChange ? (
        <Part title={t('diff.description')}>
          <TextDiff change={diff.descriptionChange} />
        </Part>
      ) : null}
      {diff.cover ? (
        <Part title={t('diff.cover')}>
          <div className="grid grid-cols-2 gap-3">
            {[diff.cover.before, diff.cover.after].map((url, index) => (
              <figure key={index} className="min-w-0">
                <figcaption className="mb-1 text-xs font-semibold text-slate-600">
                  {index === 0 ? t('diff.fileBefore') : t('diff.fileAfter')}
                </figcaption>
                {url ? (
                  <img
                    src={url}
                    alt={t('diff.coverAlt')}
                    className="aspect-[16/10] w-full rounded-xl object-cover"
                  />
                ) : (
                  <p className="text-sm text-slate-600">{t('diff.noFile')}</p>
                )}
              </figure>
            ))}
          </div>
        </Part>
      ) : null}
      {sections.map((section) => (
        <SectionDiffCard key={section.id} section={section} />
      ))}
    </div>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="mb-2 text-sm font-bold text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

function SectionDiffCard({ section }: { section: SectionDiff }) {
  const { t } = useTranslation('course-content');
  const blocks = section.blocks.filter((b) => b.changed);
  return (
    <section className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold break-words text-slate-900" dir="auto">
          {section.title}
        </h3>
        {section.status !== 'kept' ? (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
            {t(`diff.sectionStatus.${section.status}`)}
          </span>
        ) : null}
        {section.reordered ? (
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
            {t('diff.reordered')}
          </span>
        ) : null}
      </div>
      {section.titleChange ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-slate-600">{t('diff.titleChanged')}</p>
          <TextDiff change={section.titleChange} />
        </div>
      ) : null}
      {blocks.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {blocks.map((b) => (
            <BlockDiffCard key={b.id} block={b} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
