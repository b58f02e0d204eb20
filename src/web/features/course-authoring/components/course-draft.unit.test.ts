import { describe, expect, it } from 'vitest';
import { BLOCK_FILE_TYPES, type Course } from '../../../../contract/courses';
import {
  acceptFor,
  buildSubmission,
  draftFromCourse,
  emptyBlock,
  emptyDraft,
  fileProblem,
  locateServerError,
  toFormData,
  type CourseDraft,
} from './course-draft';
import { moveItem } from './move-item';

const pdf = (size = 10) => new File([new Uint8Array(size)], 'notes.pdf', { type: 'application/pdf' });

function validDraft(): CourseDraft {
  const draft = emptyDraft();
  draft.title = 'Dérivées';
  draft.path = { kind: 'material', materialId: 4 };
  draft.sections[0]!.title = 'Intro';
  draft.sections[0]!.blocks[0]!.content = 'Bonjour';
  return draft;
}

describe('client file checks', () => {
  it('accepts what each block type accepts, by MIME type or by extension', () => {
    expect(fileProblem('pdf', { name: 'a.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(fileProblem('pdf', { name: 'a.png', type: 'image/png', size: 10 })).toBe('type');
    expect(fileProblem('image', { name: 'photo.JPG', type: '', size: 10 })).toBeNull();
    expect(fileProblem('file', { name: 'cours.docx', type: '', size: 10 })).toBeNull();
    expect(fileProblem('video', { name: 'a.mov', type: 'video/quicktime', size: 10 })).toBe('type');
    expect(fileProblem('pdf', { name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('empty');
  });

  it('refuses files over the contract limit of the block type', () => {
    expect(fileProblem('image', { name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem('image', { name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'size',
    );
  });

  it('builds the picker accept list', () => {
    expect(acceptFor('pdf')).toBe('application/pdf,.pdf');
    expect(acceptFor('image')).toBe('image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif');
  });

  it('accepts exactly the contract types (the server list), each with its extensions', () => {
    for (const type of ['video', 'pdf', 'image', 'file'] as const) {
      const accept = acceptFor(type).split(',');
      for (const mime of BLOCK_FILE_TYPES[type]) expect(accept).toContain(mime);
      expect(accept.filter((item) => !item.startsWith('.'))).toEqual([...BLOCK_FILE_TYPES[type]]);
    }
    // A browser alias the contract does not list is judged by the file's extension.
    expect(fileProblem('file', { name: 'cours.wav', type: 'audio/x-wav', size: 10 })).toBeNull();
    expect(fileProblem('image', { name: 'notes.docx', type: '', size: 10 })).toBe('type');
  });
});

describe('buildSubmission', () => {
  it('sends the course JSON alone and lists each new file by its block, for the per-block upload', () => {
    const draft = validDraft();
    draft.price = '150';
    draft.sections[0]!.blocks.push({ ...emptyBlock('pdf'), title: 'Résumé', file: pdf() });
    const built = buildSubmission(draft);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.submission.data).toMatchObject({
      title: 'Dérivées',
      material_id: 4,
      language_level_id: null,
      price: 150,
      sections: [
        {
          title: 'Intro',
          blocks: [
            { type: 'text', content: 'Bonjour' },
            { type: 'pdf', title: 'Résumé' },
          ],
        },
      ],
    });
    expect(built.submission.data.sections[0]!.blocks[1]).not.toHaveProperty('fileField');
    expect(built.submission.files.map((f) => [f.section, f.block, f.file.name])).toEqual([
      [0, 1, 'notes.pdf'],
    ]);

    const form = toFormData(built.submission);
    expect([...form.keys()]).toEqual(['data']);
    expect(JSON.parse(String(form.get('data')))).toEqual(built.submission.data);
  });

  it('keeps an existing block file by its id, without a part', () => {
    const draft = validDraft();
    draft.sections[0]!.blocks.push({
      ...emptyBlock('pdf'),
      id: 12,
      existingFile: { name: 'old.pdf', type: 'application/pdf', size: 4 },
    });
    const built = buildSubmission(draft);
    expect(built.ok && built.submission.data.sections[0]!.blocks[1]).toEqual({
      id: 12,
      type: 'pdf',
      title: '',
    });
    expect(built.ok && built.submission.files).toEqual([]);
  });

  it('reports every problem where it is: course fields, sections and blocks', () => {
    const draft = emptyDraft();
    draft.title = 'ab';
    draft.price = '-3';
    draft.sections[0]!.blocks.push({ ...emptyBlock('image'), file: pdf() }, emptyBlock('video'));
    const built = buildSubmission(draft);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.issues).toEqual(
      expect.arrayContaining([
        { where: 'course', field: 'price', message: 'problems.price' },
        { where: 'course', field: 'path', message: 'problems.pickMaterial' },
        { where: 'block', section: 0, block: 0, message: 'problems.textContent' },
        { where: 'block', section: 0, block: 1, message: 'problems.fileType' },
        { where: 'block', section: 0, block: 2, message: 'problems.fileMissing' },
        { where: 'course', field: 'title', message: 'Title must be at least 3 characters' },
        { where: 'section', section: 0, message: 'Section title is required' },
      ]),
    );
  });

  it('sends a language level for the language path, and no price when none is typed', () => {
    const draft = validDraft();
    draft.path = { kind: 'language', languageId: 1, levelId: 3 };
    const built = buildSubmission(draft);
    expect(built.ok && built.submission.data).toMatchObject({
      material_id: null,
      language_level_id: 3,
      price: null,
    });
  });
});

describe('draftFromCourse', () => {
  it('starts the editor from a saved course, keeping block ids and files', () => {
    const course = {
      title: 'Titre',
      description: 'D',
      ownPrice: null,
      materialPath: null,
      languagePath: { languageId: 2, languageLevelId: 5 },
      sections: [
        {
          id: 1,
          title: 'S',
          blocks: [
            {
              id: 9,
              type: 'pdf',
              title: 'B',
              content: null,
              fileName: 'x.pdf',
              fileType: 'application/pdf',
              fileSize: 3,
            },
          ],
        },
      ],
    } as unknown as Course;
    const draft = draftFromCourse(course);
    expect(draft.path).toEqual({ kind: 'language', languageId: 2, levelId: 5 });
    expect(draft.price).toBe('');
    expect(draft.sections[0]!.blocks[0]).toMatchObject({
      id: 9,
      existingFile: { name: 'x.pdf' },
      file: null,
    });
    const built = buildSubmission(draft);
    expect(built.ok && built.submission.data.sections[0]!.blocks[0]).toEqual({
      id: 9,
      type: 'pdf',
      title: 'B',
    });
  });
});

describe('server errors and reordering', () => {
  it('locates a server refusal in the course', () => {
    expect(
      locateServerError('sections.0.blocks.1.fileField: a pdf block does not accept this file type'),
    ).toEqual({
      section: 0,
      block: 1,
      text: 'a pdf block does not accept this file type',
    });
    expect(locateServerError('sections.2.title: Section title is required')).toEqual({
      section: 2,
      block: null,
      text: 'Section title is required',
    });
    expect(locateServerError('File is too large')).toBeNull();
  });

  it('moves items one place and ignores moves past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
