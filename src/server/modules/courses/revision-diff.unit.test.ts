import { describe, expect, it } from 'vitest';
import type { RevisionBlock, RevisionSection } from '../../db/schema/courses';
import { diffCourse, textChange, type DiffSide } from './revision-diff';

const text = (id: number, content: string, title = `b${id}`): RevisionBlock => ({
  id,
  type: 'text',
  title,
  content,
  fileKey: null,
  fileType: null,
  fileSize: null,
  fileName: null,
});
const pdf = (id: number, key: string, name: string, size = 100): RevisionBlock => ({
  id,
  type: 'pdf',
  title: `b${id}`,
  content: null,
  fileKey: key,
  fileType: 'application/pdf',
  fileSize: size,
  fileName: name,
});
const side = (sections: RevisionSection[], title = 'Course'): DiffSide => ({
  title,
  description: '',
  coverUrl: null,
  sections,
});
const url = (s: 'published' | 'revision', id: number) => `/${s}/${id}`;

describe('the diff of a revision against the published course', () => {
  it('says nothing changed for an identical copy', () => {
    const sections = [{ id: 1, title: 'S', blocks: [text(10, 'a'), pdf(11, 'k', 'f.pdf')] }];
    const diff = diffCourse(side(sections), side(structuredClone(sections)), url);
    expect(diff.changes).toBe(0);
    expect(diff.sections.map((s) => s.changed)).toEqual([false]);
  });

  it('a block moved between sections is one move, not a removal and an addition', () => {
    const before = side([
      { id: 1, title: 'الأولى', blocks: [text(10, 'a'), text(11, 'b')] },
      { id: 2, title: 'الثانية', blocks: [text(12, 'c')] },
    ]);
    const after = side([
      { id: 1, title: 'الأولى', blocks: [text(10, 'a')] },
      { id: 2, title: 'الثانية', blocks: [text(12, 'c'), text(11, 'b')] },
    ]);
    const diff = diffCourse(before, after, url);
    expect(diff.changes).toBe(1);
    expect(diff.sections[0]!.blocks.map((b) => [b.id, b.status])).toEqual([[10, 'kept']]);
    const moved = diff.sections[1]!.blocks[1]!;
    expect(moved).toMatchObject({
      id: 11,
      status: 'kept',
      movedFrom: { sectionId: 1, sectionTitle: 'الأولى' },
      contentChange: null,
      changed: true,
    });
    expect(diff.sections[1]!.blocks[0]).toMatchObject({ id: 12, changed: false, reordered: false });
  });

  it('Arabic text edited: one word changed shows as that word removed and its fix added', () => {
    const change = textChange(
      'الدالة الأسية متزايدة تماما على مجموعة الاعداد الحقيقية',
      'الدالة الأسية متزايدة تماما على مجموعة الأعداد الحقيقية',
    );
    expect(change!.words.filter((w) => w.added || w.removed)).toEqual([
      { value: 'الاعداد', added: false, removed: true },
      { value: 'الأعداد', added: true, removed: false },
    ]);
    expect(
      change!.words
        .filter((w) => !w.added)
        .map((w) => w.value)
        .join(''),
    ).toBe(change!.before);
    expect(
      change!.words
        .filter((w) => !w.removed)
        .map((w) => w.value)
        .join(''),
    ).toBe(change!.after);
    expect(textChange('نفس النص', 'نفس النص')).toBeNull();
  });

  it('a replaced file shows both files, with their names, types, sizes and previews', () => {
    const before = side([{ id: 1, title: 'S', blocks: [pdf(10, 'old-key', 'ملخص.pdf', 100)] }]);
    const after = side([{ id: 1, title: 'S', blocks: [pdf(10, 'new-key', 'ملخص-2.pdf', 250)] }]);
    const diff = diffCourse(before, after, url);
    expect(diff.changes).toBe(1);
    expect(diff.sections[0]!.blocks[0]!.file).toEqual({
      before: { name: 'ملخص.pdf', type: 'application/pdf', size: 100, url: '/published/10' },
      after: { name: 'ملخص-2.pdf', type: 'application/pdf', size: 250, url: '/revision/10' },
    });
  });

  it('sections and blocks added, removed and reordered; title and description changes', () => {
    const before = side(
      [
        { id: 1, title: 'A', blocks: [text(10, 'a'), text(11, 'b'), text(12, 'c')] },
        { id: 2, title: 'B', blocks: [text(13, 'd')] },
        { id: 3, title: 'C', blocks: [] },
      ],
      'Old title',
    );
    const after = side(
      [
        { id: 3, title: 'C', blocks: [] },
        { id: 1, title: 'A', blocks: [text(12, 'c'), text(10, 'a'), text(11, 'b'), text(20, 'new')] },
        { id: 4, title: 'New', blocks: [text(21, 'x')] },
      ],
      'New title',
    );
    const diff = diffCourse(before, after, url);
    expect(diff.titleChange!.words.filter((w) => w.added).map((w) => w.value)).toEqual(['New']);
    expect(diff.sections.map((s) => [s.id, s.status])).toEqual([
      [3, 'kept'],
      [1, 'kept'],
      [4, 'added'],
      [2, 'removed'],
    ]);
    // C and A swapped places: one of the two counts as moved.
    expect(diff.sections.filter((s) => s.reordered)).toHaveLength(1);
    expect(diff.sections[1]!.blocks.map((b) => [b.id, b.status, b.reordered])).toEqual([
      [12, 'kept', true],
      [10, 'kept', false],
      [11, 'kept', false],
      [20, 'added', false],
    ]);
    expect(diff.sections[3]!.blocks.map((b) => [b.id, b.status])).toEqual([[13, 'removed']]);
    // Title, section C moved, block 12 moved, block 20 added, section 4 added with its block, section 2 removed.
    expect(diff.changes).toBe(7);
  });
});
