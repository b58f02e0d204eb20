// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/authoring.json';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { emptyBlock, emptySection, type DraftSection } from './course-draft';
import { SectionsEditor } from './sections-editor';

const NS = { namespaces: ['authoring', 'course-content'] };

function section(title: string, blockTitles: string[]): DraftSection {
  return {
    ...emptySection(),
    title,
    blocks: blockTitles.map((blockTitle) => ({ ...emptyBlock(), title: blockTitle, content: 'Some text' })),
  };
}

/** The editor with its state, as the course editor holds it. */
function Harness({ initial }: { initial: DraftSection[] }) {
  const [sections, setSections] = useState(initial);
  return <SectionsEditor sections={sections} onChange={setSections} errors={{}} disabled={false} />;
}

const blockTitles = (sectionNumber: number) =>
  within(screen.getByRole('region', { name: interpolate(en.editor.sectionLabel, { number: sectionNumber }) }))
    .getAllByLabelText(en.editor.blockTitle)
    .map((input) => (input as HTMLInputElement).value);

const button = (template: string, values: Record<string, number>) =>
  screen.getByRole('button', { name: interpolate(template, values) }) as HTMLButtonElement;

describe('the sections editor', () => {
  it('moves a section’s blocks up and down, and not past either end', async () => {
    const { user } = await renderWithApp(<Harness initial={[section('Forces', ['A', 'B', 'C'])]} />, NS);
    expect(button(en.editor.moveBlockUp, { section: 1, number: 1 }).disabled).toBe(true);
    expect(button(en.editor.moveBlockDown, { section: 1, number: 3 }).disabled).toBe(true);

    await user.click(button(en.editor.moveBlockUp, { section: 1, number: 2 }));
    expect(blockTitles(1)).toEqual(['B', 'A', 'C']);
    await user.click(button(en.editor.moveBlockDown, { section: 1, number: 2 }));
    expect(blockTitles(1)).toEqual(['B', 'C', 'A']);
    await user.click(button(en.editor.removeBlock, { section: 1, number: 1 }));
    expect(blockTitles(1)).toEqual(['C', 'A']);
  });

  it('reorders sections, keeps the last one, and adds sections and blocks of a chosen type', async () => {
    const { user } = await renderWithApp(
      <Harness initial={[section('Forces', ['A']), section('Energy', ['B'])]} />,
      NS,
    );
    await user.click(button(en.editor.moveSectionDown, { number: 1 }));
    const titles = () =>
      screen
        .getAllByRole('textbox', { name: /^Title of section/ })
        .map((input) => (input as HTMLInputElement).value);
    expect(titles()).toEqual(['Energy', 'Forces']);
    expect(blockTitles(1)).toEqual(['B']);

    await user.click(button(en.editor.removeSection, { number: 2 }));
    expect(titles()).toEqual(['Energy']);
    expect(button(en.editor.removeSection, { number: 1 }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: en.editor.addSection }));
    expect(titles()).toEqual(['Energy', '']);
    await user.click(
      screen.getByRole('button', { name: interpolate(en.editor.addBlockOfType, { type: 'PDF', number: 2 }) }),
    );
    const pdfBlock = screen.getByRole('group', {
      name: interpolate(en.editor.blockLabel, { section: 2, number: 2 }),
    });
    expect(
      (
        within(pdfBlock).getByLabelText(
          interpolate(en.editor.blockType, { section: 2, number: 2 }),
        ) as HTMLSelectElement
      ).value,
    ).toBe('pdf');
    expect(within(pdfBlock).getByText(en.editor.noFileYet)).toBeTruthy();
  });
});
