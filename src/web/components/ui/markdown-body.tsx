import 'katex/dist/katex.min.css';
import './markdown-body.css';
import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/markdown/render-markdown';

/**
 * A text block's Markdown and mathematics, rendered and sanitised (`lib/markdown/render-markdown.ts`). It pulls
 * in markdown-it, KaTeX and their stylesheet and fonts, so it is only ever loaded through `MarkdownText`.
 */
export default function MarkdownBody({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`md-body${className ? ` ${className}` : ''}`}
      data-markdown="rendered"
      // The HTML comes from renderMarkdown: raw HTML escaped, links and formulas checked, then DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
