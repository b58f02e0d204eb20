import markdownKatexModule from '@vscode/markdown-it-katex';
import DOMPurify from 'dompurify';
import katex from 'katex';
import MarkdownIt from 'markdown-it';

/**
 * Turns a course text block (Markdown with `$…$` and `$$…$$` mathematics) into safe HTML. Three layers keep it
 * safe (decision 019): markdown-it with `html: false` escapes every tag the author types and refuses
 * `javascript:`, `vbscript:`, `file:` and `data:` links; KaTeX runs with `trust: false`, so `\href`, `\url` and
 * `\html…` cannot carry a script; DOMPurify then sanitises the whole result with an allow-list of tags.
 *
 * Direction: every paragraph, heading, list item, quote and table cell gets `dir="auto"` (an Arabic sentence
 * reads right to left, a French one left to right); every formula sits in an element with `dir="ltr"` and
 * `unicode-bidi: isolate`, so "f(0) = 1" keeps its order inside an Arabic sentence.
 *
 * This module is large (KaTeX); only `components/ui/markdown-body.tsx` imports it, lazily.
 */

type Renderer = ReturnType<typeof MarkdownIt>;
type KatexPlugin = typeof markdownKatexModule;

/**
 * The math plugin is CommonJS (`exports.default = plugin`): Node's loader hands over the function, the
 * production bundle the module object. Take the function either way.
 */
const markdownKatex: KatexPlugin =
  typeof markdownKatexModule === 'function'
    ? markdownKatexModule
    : (markdownKatexModule as unknown as { default: KatexPlugin }).default;
type RenderRule = NonNullable<Renderer['renderer']['rules']['text']>;

const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  // Bounds what one formula may cost: no huge boxes, no macro bombs.
  maxSize: 20,
  maxExpand: 200,
  output: 'htmlAndMathml',
} as const;

const DIRECTIONAL_OPENERS = [
  'paragraph_open',
  'heading_open',
  'list_item_open',
  'blockquote_open',
  'th_open',
  'td_open',
];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderFormula(latex: string, display: boolean): string {
  try {
    return katex.renderToString(latex, { ...KATEX_OPTIONS, displayMode: display });
  } catch {
    // throwOnError is off, so only an internal failure lands here: show the source as typed.
    return `<code>${escapeHtml(latex)}</code>`;
  }
}

function createRenderer(): Renderer {
  const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: true });
  // Pictures come from image blocks (uploaded, access-checked); a Markdown image would load another site.
  md.disable(['image']);
  md.use(markdownKatex);

  const inlineMath: RenderRule = (tokens, idx) =>
    `<span class="md-math" dir="ltr">${renderFormula(tokens[idx]!.content, false)}</span>`;
  // `$$…$$` on its own lines is a block; inside a paragraph it is shown on its own line, still phrasing content.
  const blockMath: RenderRule = (tokens, idx) =>
    `<div class="md-math md-math-display" dir="ltr">${renderFormula(tokens[idx]!.content, true)}</div>\n`;
  const inlineBlockMath: RenderRule = (tokens, idx) =>
    `<span class="md-math md-math-display" dir="ltr">${renderFormula(tokens[idx]!.content, true)}</span>`;
  md.renderer.rules.math_inline = inlineMath;
  md.renderer.rules.math_block = blockMath;
  md.renderer.rules.math_inline_block = inlineBlockMath;

  md.core.ruler.push('direction_auto', (state) => {
    for (const token of state.tokens) {
      if (DIRECTIONAL_OPENERS.includes(token.type)) token.attrSet('dir', 'auto');
    }
  });

  const renderToken: RenderRule = (tokens, idx, options, _env, self) =>
    self.renderToken(tokens, idx, options);
  const linkOpen = md.renderer.rules.link_open ?? renderToken;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener nofollow');
    return linkOpen(tokens, idx, options, env, self);
  };
  return md;
}

let renderer: Renderer | undefined;
let purifierReady = false;

const ALLOWED_PROTOCOL = /^(?:https?:|mailto:)/i;

function preparePurifier(): void {
  if (purifierReady) return;
  purifierReady = true;
  // The last word on links, whatever produced them: only web and mail addresses, opened apart from this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!ALLOWED_PROTOCOL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener nofollow');
  });
}

/** Sanitised HTML for a text block's Markdown. */
export function renderMarkdown(source: string): string {
  renderer ??= createRenderer();
  preparePurifier();
  const html = renderer.render(source);
  return DOMPurify.sanitize(html, {
    // KaTeX draws roots and stretchy arrows with SVG paths.
    USE_PROFILES: { html: true, mathMl: true, svg: true },
    ADD_TAGS: ['semantics', 'annotation'],
    ADD_ATTR: ['target', 'encoding'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'img',
      'iframe',
      'use',
      'foreignObject',
    ],
    ALLOW_DATA_ATTR: false,
  });
}
