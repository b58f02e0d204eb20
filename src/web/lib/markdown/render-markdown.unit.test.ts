// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** The rendered HTML as a document fragment, to ask it questions rather than match strings. */
function rendered(source: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(source);
  return host;
}

/** The TeX source KaTeX keeps in each formula's MathML, in order. */
const formulas = (host: HTMLElement) =>
  [...host.querySelectorAll('.md-math')].map((element) =>
    element.querySelector('annotation[encoding="application/x-tex"]')?.textContent?.trim(),
  );

describe('rendering a text block', () => {
  it.each([
    {
      name: 'an Arabic sentence with inline formulas',
      source: 'نعلم أن $f(0) = 1$ وأن $i^2 = -1$ في مجموعة الأعداد المركبة.',
      formulas: ['f(0) = 1', 'i^2 = -1'],
      display: 0,
    },
    {
      name: 'display mathematics on its own lines',
      source: "La dérivée :\n\n$$\nf'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}\n$$\n\nFin.",
      formulas: ["f'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}"],
      display: 1,
    },
    {
      name: 'a square root (drawn with an SVG path)',
      source: 'Root: $\\sqrt{2}$',
      formulas: ['\\sqrt{2}'],
      display: 0,
    },
  ])('renders $name with each formula isolated left to right', ({ source, formulas: expected, display }) => {
    const host = rendered(source);
    expect(formulas(host)).toEqual(expected);
    const math = [...host.querySelectorAll('.md-math')];
    expect(math).toHaveLength(expected.length);
    expect(math.every((element) => element.getAttribute('dir') === 'ltr')).toBe(true);
    expect(host.querySelectorAll('.md-math-display')).toHaveLength(display);
    expect(host.querySelectorAll('.katex')).toHaveLength(expected.length);
  });

  it('gives paragraphs, headings and list items dir="auto"', () => {
    const host = rendered('## عنوان\n\nفقرة أولى.\n\n- عنصر\n- item two\n\n> اقتباس');
    // h2, p, two li, the blockquote and its p
    const blocks = [...host.querySelectorAll('p, h2, li, blockquote')];
    expect(blocks).toHaveLength(6);
    expect(blocks.every((element) => element.getAttribute('dir') === 'auto')).toBe(true);
    expect(host.querySelector('h2')?.textContent).toBe('عنوان');
    expect(host.querySelectorAll('li')).toHaveLength(2);
  });

  it('keeps emphasis, lists and code as Markdown', () => {
    const host = rendered('**gras** et *italique*, `code`\n\n1. un\n2. deux');
    expect(host.querySelector('strong')?.textContent).toBe('gras');
    expect(host.querySelector('em')?.textContent).toBe('italique');
    expect(host.querySelector('code')?.textContent).toBe('code');
    expect(host.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('keeps a lone dollar amount as text', () => {
    const host = rendered('Le livre coûte 5$ et le cahier 3$.');
    expect(host.querySelectorAll('.md-math')).toHaveLength(0);
    expect(host.textContent?.trim()).toBe('Le livre coûte 5$ et le cahier 3$.');
  });
});

describe('the sanitiser', () => {
  it.each([
    {
      name: 'a script tag',
      source: 'Bonjour <script>alert(1)</script> fin',
      text: '<script>alert(1)</script>',
    },
    {
      name: 'an iframe',
      source: '<iframe src="https://evil.example/"></iframe>',
      text: '<iframe src="https://evil.example/"></iframe>',
    },
    {
      name: 'an image with onerror',
      source: 'x <img src=x onerror="alert(1)"> y',
      text: '<img src=x onerror="alert(1)">',
    },
    { name: 'an inline style block', source: '<style>body{display:none}</style>', text: '<style>' },
  ])('shows $name as the text typed, never as an element', ({ source, text }) => {
    const host = rendered(source);
    expect(host.querySelectorAll('script, iframe, img, style')).toHaveLength(0);
    expect([...host.querySelectorAll('*')].some((element) => element.hasAttribute('onerror'))).toBe(false);
    expect(host.textContent).toContain(text);
  });

  it.each([
    { name: 'a javascript: link', source: '[cliquer](javascript:alert(1))' },
    { name: 'a javascript: link in upper case', source: '[cliquer](JAVASCRIPT:alert(1))' },
    { name: 'an entity-encoded javascript: link', source: '[cliquer](&#106;avascript:alert(1))' },
    { name: 'a vbscript: link', source: '[cliquer](vbscript:msgbox(1))' },
    { name: 'a data: link', source: '[cliquer](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' },
    { name: 'an autolink with javascript:', source: '<javascript:alert(1)>' },
  ])('never makes $name clickable', ({ source }) => {
    const host = rendered(source);
    const links = [...host.querySelectorAll('a')];
    expect(
      links.every((link) => !/^\s*(javascript|vbscript|data):/i.test(link.getAttribute('href') ?? '')),
    ).toBe(true);
    expect(host.innerHTML.toLowerCase()).not.toMatch(/href="\s*(javascript|vbscript|data):/);
  });

  it('refuses the KaTeX commands that could carry a link or raw HTML', () => {
    const host = rendered('$\\href{javascript:alert(1)}{x}$ et $\\htmlClass{evil}{y}$');
    expect(host.querySelectorAll('a')).toHaveLength(0);
    expect(host.querySelectorAll('.evil')).toHaveLength(0);
  });

  it('opens a normal link in a new tab with rel="noopener nofollow"', () => {
    const host = rendered('Voir [le cours](https://example.org/cours?id=1) et https://example.com/page');
    const links = [...host.querySelectorAll('a')];
    expect(links).toHaveLength(2);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.org/cours?id=1',
      'https://example.com/page',
    ]);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener nofollow')).toBe(true);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });

  it('shows a Markdown image as nothing that loads', () => {
    const host = rendered('![pixel](https://tracker.example/p.gif)');
    expect(host.querySelectorAll('img')).toHaveLength(0);
  });
});
