import { diffWords } from 'diff';
import type {
  BlockDiff,
  CourseDiff,
  DiffFile,
  SectionDiff,
  TextChange,
} from '../../../contract/course-revisions';
import type { RevisionBlock, RevisionSection } from '../../db/schema/courses';

/** One side of the comparison: the published course, or its revision. */
export interface DiffSide {
  title: string;
  description: string;
  coverUrl: string | null;
  sections: RevisionSection[];
}

/** Where a reviewer previews a block's file on each side (null when it has none). */
export type DiffFileUrl = (side: 'published' | 'revision', blockId: number) => string | null;

/**
 * Words as Unicode defines them. jsdiff's own tokenizer knows Latin letters only and cuts an Arabic word at
 * every letter outside its list (الأعداد became ال|أ|عداد); the ICU word segmenter cuts Arabic, French and
 * English alike.
 */
const words = new Intl.Segmenter('ar', { granularity: 'word' });

/** Word-level change between two texts (jsdiff's `diffWords` over ICU words), or null when they are equal. */
export function textChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  return {
    before,
    after,
    words: diffWords(before, after, { intlSegmenter: words }).map((part) => ({
      value: part.value,
      added: Boolean(part.added),
      removed: Boolean(part.removed),
    })),
  };
}

function fileOf(block: RevisionBlock, url: string | null): DiffFile | null {
  if (!block.fileKey) return null;
  return { name: block.fileName, type: block.fileType, size: block.fileSize, url };
}

/** Ids of `items` that are in `other` too, in `items`' order. */
const keptOrder = (items: { id: number }[], other: Set<number>) =>
  items.map((i) => i.id).filter((id) => other.has(id));

/** Which of the common ids changed place relative to the others (not part of the longest kept run). */
function reorderedIds(before: number[], after: number[]): Set<number> {
  // Longest common subsequence over two orderings of the same ids: what is outside it moved.
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const stayed = new Set<number>();
  for (let i = 0, j = 0; i < n && j < m;) {
    if (before[i] === after[j]) {
      stayed.add(before[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return new Set(after.filter((id) => !stayed.has(id)));
}

/**
 * What a revision changes against the published course: sections and blocks added, removed, moved (to another
 * section, or to another place among the kept ones), their texts changed word by word, files added, removed
 * or replaced. Blocks and sections are matched by id (a revision keeps the ids of what it edits).
 */
export function diffCourse(published: DiffSide, revision: DiffSide, fileUrl: DiffFileUrl): CourseDiff {
  const oldSections = new Map(published.sections.map((s) => [s.id, s]));
  const newSections = new Map(revision.sections.map((s) => [s.id, s]));
  const oldBlocks = new Map<number, { block: RevisionBlock; section: RevisionSection }>();
  for (const section of published.sections)
    for (const block of section.blocks) oldBlocks.set(block.id, { block, section });
  const newBlockIds = new Set(revision.sections.flatMap((s) => s.blocks.map((b) => b.id)));
  const movedSections = reorderedIds(
    keptOrder(published.sections, new Set(newSections.keys())),
    keptOrder(revision.sections, new Set(oldSections.keys())),
  );

  const blockDiff = (
    after: RevisionBlock | null,
    before: RevisionBlock | null,
    extra: Pick<BlockDiff, 'movedFrom' | 'reordered'>,
  ): BlockDiff => {
    const shown = (after ?? before)!;
    const status = !before ? 'added' : !after ? 'removed' : 'kept';
    const titleChange = before && after ? textChange(before.title, after.title) : null;
    const contentChange = before && after ? textChange(before.content ?? '', after.content ?? '') : null;
    const fileBefore = before ? fileOf(before, fileUrl('published', before.id)) : null;
    const fileAfter = after ? fileOf(after, fileUrl('revision', after.id)) : null;
    const fileChanged = (before?.fileKey ?? null) !== (after?.fileKey ?? null);
    const typeBefore = before && after && before.type !== after.type ? before.type : null;
    return {
      id: shown.id,
      status,
      type: shown.type,
      typeBefore,
      title: shown.title,
      titleChange,
      contentChange,
      file: fileChanged && status === 'kept' ? { before: fileBefore, after: fileAfter } : null,
      ...extra,
      changed:
        status !== 'kept' ||
        Boolean(
          titleChange || contentChange || typeBefore || fileChanged || extra.movedFrom || extra.reordered,
        ),
    };
  };

  const sections: SectionDiff[] = [];
  for (const section of revision.sections) {
    const before = oldSections.get(section.id) ?? null;
    const keptHere = before
      ? reorderedIds(
          keptOrder(before.blocks, new Set(section.blocks.map((b) => b.id))),
          keptOrder(section.blocks, new Set(before.blocks.map((b) => b.id))),
        )
      : new Set<number>();
    const blocks: BlockDiff[] = section.blocks.map((block) => {
      const old = oldBlocks.get(block.id) ?? null;
      const movedFrom =
        old && old.section.id !== section.id
          ? { sectionId: old.section.id, sectionTitle: old.section.title }
          : null;
      return blockDiff(block, old?.block ?? null, { movedFrom, reordered: keptHere.has(block.id) });
    });
    // Blocks this section had that the revision removes altogether are shown where they were.
    for (const old of before?.blocks ?? []) {
      if (!newBlockIds.has(old.id)) blocks.push(blockDiff(null, old, { movedFrom: null, reordered: false }));
    }
    const titleChange = before ? textChange(before.title, section.title) : null;
    const reordered = movedSections.has(section.id);
    sections.push({
      id: section.id,
      status: before ? 'kept' : 'added',
      title: section.title,
      titleChange,
      reordered,
      blocks,
      changed: !before || Boolean(titleChange) || reordered || blocks.some((b) => b.changed),
    });
  }
  for (const old of published.sections) {
    if (newSections.has(old.id)) continue;
    sections.push({
      id: old.id,
      status: 'removed',
      title: old.title,
      titleChange: null,
      reordered: false,
      blocks: old.blocks
        .filter((b) => !newBlockIds.has(b.id))
        .map((b) => blockDiff(null, b, { movedFrom: null, reordered: false })),
      changed: true,
    });
  }

  const titleChange = textChange(published.title, revision.title);
  const descriptionChange = textChange(published.description, revision.description);
  const cover =
    published.coverUrl !== revision.coverUrl
      ? { before: published.coverUrl, after: revision.coverUrl }
      : null;
  const changes =
    (titleChange ? 1 : 0) +
    (descriptionChange ? 1 : 0) +
    (cover ? 1 : 0) +
    sections.reduce(
      (n, s) =>
        n +
        (s.status !== 'kept' || s.titleChange || s.reordered ? 1 : 0) +
        (s.status === 'removed' ? 0 : s.blocks.filter((b) => b.changed).length),
      0,
    );
  return { titleChange, descriptionChange, cover, sections, changes };
}
