import { useTranslation } from 'react-i18next';
import type { BlockDiff, DiffFile } from '../../../contract/course-revisions';
import { BLOCK_ICONS, formatBytes } from './course-block-view';
import { TextDiff } from './text-diff';

const STATUS_TONES = {
  added: 'ring-brand-300 bg-brand-50/40',
  removed: 'ring-red-300 bg-red-50/40',
  kept: 'ring-slate-200 bg-white',
} as const;

/** One block of a revision's diff: what happened to it, its texts word by word, its file before and after. */
export function BlockDiffCard({ block }: { block: BlockDiff }) {
  const { t } = useTranslation('course-content');
  const Icon = BLOCK_ICONS[block.type];
  return (
    <li className={`rounded-2xl p-4 ring-1 ${STATUS_TONES[block.status]}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Icon className="size-4 shrink-0 text-brand-700" />
        <span className="font-semibold break-words text-slate-900" dir="auto">
          {block.title || t(`blockType.${block.type}`)}
        </span>
        <ChangeTags block={block} />
      </div>
      {block.titleChange ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-slate-600">{t('diff.titleChanged')}</p>
          <TextDiff change={block.titleChange} />
        </div>
      ) : null}
      {block.contentChange ? (
        <div className="mt-2 text-sm">
          <p className="font-semibold text-slate-600">{t('diff.textChanged')}</p>
          <TextDiff change={block.contentChange} className="rounded-xl bg-slate-50 p-3" />
        </div>
      ) : null}
      {block.file ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <FileSide label={t('diff.fileBefore')} file={block.file.before} />
          <FileSide label={t('diff.fileAfter')} file={block.file.after} />
        </div>
      ) : null}
    </li>
  );
}

function ChangeTags({ block }: { block: BlockDiff }) {
  const { t } = useTranslation('course-content');
  const tags: string[] = [];
  if (block.status !== 'kept') tags.push(t(`diff.status.${block.status}`));
  if (block.movedFrom) tags.push(t('diff.movedFrom', { section: block.movedFrom.sectionTitle }));
  if (block.reordered) tags.push(t('diff.reordered'));
  if (block.typeBefore)
    tags.push(
      t('diff.typeChanged', {
        before: t(`blockType.${block.typeBefore}`),
        after: t(`blockType.${block.type}`),
      }),
    );
  if (block.file && block.file.before && block.file.after) tags.push(t('diff.fileReplaced'));
  return (
    <>
      {tags.map((tag) => (
        <span
          key={tag}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset"
        >
          {tag}
        </span>
      ))}
    </>
  );
}

function FileSide({ label, file }: { label: string; file: DiffFile | null }) {
  const { t, i18n } = useTranslation('course-content');
  return (
    <div className="min-w-0 rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-600">{label}</p>
      {file ? (
        <>
          <p className="mt-1 break-all text-slate-900" dir="auto">
            {file.name}
          </p>
          <p className="text-xs text-slate-600">
            <span dir="ltr">{file.type}</span> · {formatBytes(file.size, i18n.language)}
          </p>
          {file.url ? <FilePreview file={file} /> : null}
        </>
      ) : (
        <p className="mt-1 text-slate-600">{t('diff.noFile')}</p>
      )}
    </div>
  );
}

function FilePreview({ file }: { file: DiffFile }) {
  const { t } = useTranslation('course-content');
  const url = file.url!;
  if (file.type?.startsWith('image/'))
    return (
      <img src={url} alt={t('diff.preview', { name: file.name })} className="mt-2 max-h-40 rounded-lg" />
    );
  if (file.type?.startsWith('video/'))
    return <video src={url} controls preload="metadata" className="mt-2 max-h-40 w-full rounded-lg" />;
  if (file.type?.startsWith('audio/')) return <audio src={url} controls className="mt-2 w-full" />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="mt-2 inline-block font-semibold text-brand-800 underline"
    >
      {t('diff.open', { name: file.name })}
    </a>
  );
}
