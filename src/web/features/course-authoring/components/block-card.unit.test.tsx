// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/authoring.json';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { BlockCard } from './block-card';
import { emptyBlock, type DraftBlock } from './course-draft';

const NS = { namespaces: ['authoring', 'course-content'] };
const names = { section: 1, number: 1 };

/** One block with its state, as the sections editor holds it. */
function Harness({ initial }: { initial: DraftBlock }) {
  const [block, setBlock] = useState(initial);
  return (
    <BlockCard
      block={block}
      sectionNumber={1}
      index={0}
      count={1}
      error={undefined}
      disabled={false}
      onChange={setBlock}
      onMove={() => {}}
      onRemove={() => {}}
    />
  );
}

describe('the text block editor’s preview', () => {
  it('shows the Markdown and formulas as readers will see them, with typed HTML left as text', async () => {
    const { user } = await renderWithApp(<Harness initial={{ ...emptyBlock(), type: 'text' }} />, NS);
    const textarea = screen.getByLabelText(en.editor.blockText);
    expect(textarea.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(en.editor.textHint)).toBeTruthy();
    expect(screen.queryByRole('region', { name: interpolate(en.editor.previewLabel, names) })).toBeNull();

    await user.click(screen.getByRole('button', { name: en.editor.showPreview }));
    const preview = screen.getByRole('region', { name: interpolate(en.editor.previewLabel, names) });
    expect(within(preview).getByText(en.editor.previewEmpty)).toBeTruthy();

    await user.click(textarea);
    await user.paste(
      '## الدالة\n\nنعلم أن $f(0) = 1$ و **مهم** <script>alert(1)</script> [رابط](https://example.org)',
    );
    // The renderer is a lazy chunk: its first import takes a while on a busy machine.
    const heading = await within(preview).findByRole(
      'heading',
      { level: 2, name: 'الدالة' },
      { timeout: 10_000 },
    );
    expect(heading.getAttribute('dir')).toBe('auto');
    const formulas = preview.querySelectorAll('.md-math');
    expect(formulas).toHaveLength(1);
    expect(formulas[0]!.getAttribute('dir')).toBe('ltr');
    expect(formulas[0]!.querySelector('annotation')?.textContent).toBe('f(0) = 1');
    expect(within(preview).getByText('مهم').tagName).toBe('STRONG');
    expect(preview.querySelectorAll('script')).toHaveLength(0);
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    const link = within(preview).getByRole('link', { name: 'رابط' });
    expect(link.getAttribute('href')).toBe('https://example.org');
    expect(link.getAttribute('rel')).toBe('noopener nofollow');

    await user.click(screen.getByRole('button', { name: en.editor.hidePreview }));
    expect(screen.queryByRole('region', { name: interpolate(en.editor.previewLabel, names) })).toBeNull();
  }, 20_000);

  it('offers no preview for a file block’s note', async () => {
    await renderWithApp(<Harness initial={{ ...emptyBlock(), type: 'pdf', content: '$x$' }} />, NS);
    expect(screen.getByLabelText(en.editor.blockNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.editor.showPreview })).toBeNull();
    expect(screen.queryByText(en.editor.textHint)).toBeNull();
  });
});
