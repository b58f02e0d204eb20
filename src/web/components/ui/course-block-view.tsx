import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, BlockType, Section } from '../../../contract/courses';
import { buttonClasses } from './button-styles';
import { LockIcon } from './icons';
import {
  DownloadIcon,
  ExternalLinkIcon,
  FileIcon,
  ImageIcon,
  PdfIcon,
  PlayIcon,
  TextIcon,
} from './icons-courses';

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

export function formatBytes(bytes: number | null, locale: string): string {
  if (bytes === null) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/**
 * One block of a course as a reader with access sees it: text, the PDF in a frame, the picture, the video
 * player, an audio player or a download. File URLs carry their own short-lived grant, so they are used as
 * they are. Pages using it load the `course-content` namespace.
 */
export function CourseBlockView({ block }: { block: Block }) {
  const { t, i18n } = useTranslation('course-content');
  const Icon = BLOCK_ICONS[block.type];
  const name = block.fileName ?? block.title ?? '';
  const title = block.title || t('block.untitled');

  return (
    <article className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <header className="flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-semibold break-words text-slate-900">{title}</h4>
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
      <div className="mt-3">
        {block.locked ? (
          <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <LockIcon className="size-4 shrink-0" />
            {t('block.locked')}
          </p>
        ) : (
          <BlockBody block={block} name={name} />
        )}
      </div>
    </article>
  );
}

function BlockBody({ block, name }: { block: Block; name: string }) {
  const { t } = useTranslation('course-content');
  const text = block.content ? (
    <p className="text-sm leading-7 break-words whitespace-pre-wrap text-slate-800" dir="auto">
      {block.content}
    </p>
  ) : null;
  if (block.type === 'text') return text;
  if (!block.fileUrl) {
    return (
      <div className="space-y-3">
        {text}
        <p className="text-sm text-slate-600">{t('block.noFile')}</p>
      </div>
    );
  }
  const fileType = block.fileType ?? '';
  const download = (
    <a
      href={downloadUrl(block.fileUrl)}
      download={block.fileName ?? undefined}
      className={buttonClasses('secondary', 'sm')}
    >
      <DownloadIcon className="size-4" />
      {t('block.download', { name: block.fileName ?? t('block.downloadFile') })}
    </a>
  );
  let media = null;
  if (fileType === 'application/pdf') {
    media = (
      <div className="space-y-3">
        <iframe
          src={block.fileUrl}
          title={t('block.pdfTitle', { name })}
          className="h-[28rem] w-full rounded-xl bg-slate-100 ring-1 ring-slate-200 sm:h-[36rem]"
        />
        <div className="flex flex-wrap gap-2">
          <a
            href={block.fileUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm')}
          >
            <ExternalLinkIcon className="size-4" />
            {t('block.openPdf')}
          </a>
          {download}
        </div>
      </div>
    );
  } else if (fileType.startsWith('image/')) {
    media = (
      <div className="space-y-3">
        <img
          src={block.fileUrl}
          alt={block.title || name}
          className="max-h-[32rem] w-auto max-w-full rounded-xl ring-1 ring-slate-200"
        />
        {download}
      </div>
    );
  } else if (fileType.startsWith('video/')) {
    media = (
      <div className="space-y-3">
        <video src={block.fileUrl} controls preload="metadata" className="w-full rounded-xl bg-slate-950">
          <track kind="captions" />
        </video>
        {download}
      </div>
    );
  } else if (fileType.startsWith('audio/')) {
    media = (
      <div className="space-y-3">
        <audio src={block.fileUrl} controls preload="metadata" className="w-full" />
        {download}
      </div>
    );
  } else {
    media = download;
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
