import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, BlockType, Section } from '../../../contract/courses';
import { buttonClasses } from './button-styles';
import { formatBytes } from './format-bytes';
import { MarkdownText } from './markdown-text';
import { VideoPlayer } from './video-player';
import {
  DownloadIcon,
  ExternalLinkIcon,
  FileIcon,
  ImageIcon,
  LockIcon,
  PdfIcon,
  PlayIcon,
  TextIcon,
} from './icons';

export const BLOCK_ICONS: Record<BlockType, ComponentType<{ className?: string }>> = {
  text: TextIcon,
  video: PlayIcon,
  pdf: PdfIcon,
  image: ImageIcon,
  file: FileIcon,
};

/** Adds `download=1` to a file URL (which already carries its short-lived grant `?t=`). */
export function downloadUrl(fileUrl: string): string {
  return `${fileUrl}${fileUrl.includes('?') ? '&' : '?'}download=1`;
}

/** Sizes are formatted in `format-bytes.ts` (the video player uses it too); pages import it from here. */
export { formatBytes };

/**
 * One block of a course. A locked block (the reader may see the outline, not the content) shows its type,
 * title and a lock, never content. An open one shows the text (Markdown and mathematics, see `MarkdownText`), the PDF in a frame, the picture, the video or
 * audio player, or a download. File URLs carry their own short-lived grant (`?t=`), so elements use them as
 * they are. Pages using it load the `course-content` namespace.
 */
export function CourseBlockView({ block }: { block: Block }) {
  const { t, i18n } = useTranslation('course-content');
  const Icon = BLOCK_ICONS[block.type];
  const name = block.fileName ?? block.title ?? '';
  const title = block.title || t(`blockType.${block.type}`);

  if (block.locked) {
    return (
      <article className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-600">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-medium break-words text-slate-800" dir="auto">
            {title}
          </h4>
          <p className="text-xs text-slate-600">{t(`blockType.${block.type}`)}</p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
          <LockIcon className="size-3.5" />
          {t('block.locked')}
        </span>
      </article>
    );
  }

  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <header className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" />
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
                {block.fileSize !== null ? (
                  <>
                    {' · '}
                    <span dir="ltr">{formatBytes(block.fileSize, i18n.language)}</span>
                  </>
                ) : null}
              </>
            ) : null}
          </p>
        </div>
      </header>
      <div className="mt-4">
        <BlockBody block={block} name={name} title={title} />
      </div>
    </article>
  );
}

/** How an open block's file is shown: by its type as stored, else by the block's type. */
function mediaKind(block: Block): 'pdf' | 'image' | 'video' | 'audio' | 'download' {
  const fileType = block.fileType ?? '';
  if (fileType === 'application/pdf' || (!fileType && block.type === 'pdf')) return 'pdf';
  if (fileType.startsWith('image/') || (!fileType && block.type === 'image')) return 'image';
  if (fileType.startsWith('video/') || (!fileType && block.type === 'video')) return 'video';
  if (fileType.startsWith('audio/')) return 'audio';
  return 'download';
}

function BlockBody({ block, name, title }: { block: Block; name: string; title: string }) {
  const { t } = useTranslation('course-content');
  // A text block is Markdown with mathematics (loaded lazily); a file block's note stays plain text.
  if (block.type === 'text') return block.content ? <MarkdownText source={block.content} /> : null;
  const text = block.content ? (
    <p className="leading-8 break-words whitespace-pre-wrap text-slate-800" dir="auto">
      {block.content}
    </p>
  ) : null;
  if (!block.fileUrl) {
    return (
      <div className="space-y-3">
        {text}
        <p className="text-sm text-slate-600">{t('block.noFile')}</p>
      </div>
    );
  }
  const download = (
    <a
      href={downloadUrl(block.fileUrl)}
      download={block.fileName ?? true}
      className={buttonClasses('secondary', 'sm')}
    >
      <DownloadIcon className="size-4" />
      {t('block.download', { name: block.fileName ?? t('block.downloadFile') })}
    </a>
  );
  let media: ReactNode;
  switch (mediaKind(block)) {
    case 'pdf':
      media = (
        <>
          <iframe
            src={block.fileUrl}
            title={t('block.pdfTitle', { name })}
            className="h-[28rem] w-full rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-[40rem]"
          />
          <div className="flex flex-wrap gap-2">
            <a
              href={block.fileUrl}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              <ExternalLinkIcon className="size-4 rtl:-scale-x-100" />
              {t('block.openPdf')}
            </a>
            {download}
          </div>
        </>
      );
      break;
    case 'image':
      media = (
        <>
          <img
            src={block.fileUrl}
            alt={title}
            className="max-h-[36rem] w-auto max-w-full rounded-xl ring-1 ring-slate-200"
          />
          <div>{download}</div>
        </>
      );
      break;
    case 'video':
      media = (
        <>
          {/* Renditions, HLS, data saver (issue 21). */}
          <VideoPlayer block={block} title={title} />
          <div>{download}</div>
        </>
      );
      break;
    case 'audio':
      media = (
        <>
          <audio src={block.fileUrl} controls preload="metadata" aria-label={title} className="w-full" />
          <div>{download}</div>
        </>
      );
      break;
    default:
      media = <div>{download}</div>;
  }
  return (
    <div className="space-y-3">
      {text}
      {media}
    </div>
  );
}

/** Every section of a course with its blocks, numbered. */
export function CourseSectionsView({ sections }: { sections: readonly Section[] }) {
  return (
    <ol className="space-y-6">
      {sections.map((section, index) => (
        <li key={section.id}>
          <section aria-labelledby={`section-${section.id}`} className="space-y-3">
            <h3
              id={`section-${section.id}`}
              className="flex items-center gap-2 text-base font-bold text-slate-900"
            >
              <span className="inline-flex size-7 items-center justify-center rounded-lg bg-slate-900 text-xs text-white">
                {index + 1}
              </span>
              <span className="min-w-0 break-words">{section.title}</span>
            </h3>
            <div className="space-y-3">
              {section.blocks.map((block) => (
                <CourseBlockView key={block.id} block={block} />
              ))}
            </div>
          </section>
        </li>
      ))}
    </ol>
  );
}
