import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, BlockType } from '../../../../contract/courses';
import { buttonClasses } from '../../../components/ui/button-styles';
import { LockIcon } from '../../../components/ui/icons';
import { INTL_LOCALES } from '../../../lib/languages';
import { useLanguage } from '../../../lib/use-language';
import { DownloadIcon, FileIcon, ImageIcon, PdfIcon, PlayIcon, TextBlockIcon } from './course-icons';

export const BLOCK_ICONS: Record<BlockType, ComponentType<{ className?: string }>> = {
  text: TextBlockIcon,
  pdf: PdfIcon,
  image: ImageIcon,
  video: PlayIcon,
  file: FileIcon,
};

/** The same file with `download=1`: served as an attachment instead of inline (the grant `?t=` stays). */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

function useFileSize(): (bytes: number | null) => string | null {
  const { language } = useLanguage();
  return (bytes) => {
    if (bytes === null) return null;
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: value >= 10 || unit === 0 ? 0 : 1,
    }).format(value);
  };
}

/**
 * One block of the course. A locked block shows its type, title and a lock, never content. An open one shows
 * the content: text, the PDF in a frame, the picture, the video player, or a download. `fileUrl` carries its
 * own short-lived grant (`?t=`), so it is used as the element's source as it is.
 */
export function CourseBlock({ block }: { block: Block }) {
  const { t } = useTranslation('course');
  const fileSize = useFileSize();
  const BlockIcon = BLOCK_ICONS[block.type];
  const title = block.title || t(`blockType.${block.type}`);
  const size = fileSize(block.fileSize);

  if (block.locked) {
    return (
      <li className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <BlockIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-800" dir="auto">
            {title}
          </span>
          <span className="block text-xs text-slate-600">{t(`blockType.${block.type}`)}</span>
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
          <LockIcon className="size-3.5" />
          {t('outline.locked')}
        </span>
      </li>
    );
  }

  const download = block.fileUrl ? (
    <a
      href={downloadUrl(block.fileUrl)}
      download={block.fileName ?? true}
      className={buttonClasses('secondary', 'sm')}
    >
      <DownloadIcon className="size-4" />
      {t('block.download')}
      <span className="sr-only"> {block.fileName ?? title}</span>
    </a>
  ) : null;

  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BlockIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold break-words text-slate-900" dir="auto">
            {title}
          </h4>
          <p className="text-xs text-slate-600">
            {t(`blockType.${block.type}`)}
            {block.fileName ? (
              <>
                {' · '}
                <span dir="auto">{block.fileName}</span>
              </>
            ) : null}
            {size ? (
              <>
                {' · '}
                <span dir="ltr">{size}</span>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-3">
        {block.content ? (
          <p className="leading-8 break-words whitespace-pre-wrap text-slate-800" dir="auto">
            {block.content}
          </p>
        ) : null}
        {block.fileUrl && block.type === 'pdf' ? (
          <iframe
            // The viewer's options travel in the fragment, which the server never sees.
            src={`${block.fileUrl}#navpanes=0&view=FitH`}
            title={t('block.pdfFrame', { name: title })}
            className="h-[32rem] w-full rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-[40rem]"
          />
        ) : null}
        {block.fileUrl && block.type === 'image' ? (
          <img src={block.fileUrl} alt={title} className="max-h-[36rem] rounded-xl ring-1 ring-slate-200" />
        ) : null}
        {block.fileUrl && block.type === 'video' ? (
          // Course videos come without caption files; the title and section describe them.
          <video
            src={block.fileUrl}
            controls
            preload="metadata"
            className="aspect-video w-full rounded-xl bg-slate-900"
            aria-label={title}
          />
        ) : null}
        {block.type !== 'text' && !block.fileUrl ? (
          <p className="text-sm text-slate-600">{t('block.noFile')}</p>
        ) : null}
        {download ? <div>{download}</div> : null}
      </div>
    </li>
  );
}
