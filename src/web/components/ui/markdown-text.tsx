import { lazy, Suspense } from 'react';

const MarkdownBody = lazy(() => import('./markdown-body'));

/**
 * A course text block's Markdown with `$…$` and `$$…$$` mathematics. The renderer, KaTeX and its fonts are a
 * chunk of their own, fetched the first time a page shows a text block; until it arrives the text is shown as
 * typed, so nothing jumps to a spinner.
 */
export function MarkdownText({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <p className="leading-8 break-words whitespace-pre-wrap text-slate-800" dir="auto">
          {source}
        </p>
      }
    >
      <MarkdownBody source={source} className={className} />
    </Suspense>
  );
}
