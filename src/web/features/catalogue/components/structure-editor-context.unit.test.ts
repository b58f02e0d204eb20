import { describe, expect, it } from 'vitest';
import { afterClosing, type EditorAction } from './structure-editor-context';

describe('closing an editor form when its request ends', () => {
  const deleteYear: EditorAction = { type: 'delete', key: 'year:7' };
  const deleteLevel: EditorAction = { type: 'delete', key: 'level:2' };

  it('closes the form that is still open', () => {
    expect(afterClosing(deleteYear, deleteYear)).toBeNull();
    expect(afterClosing({ type: 'edit', key: 'level:2' }, { type: 'edit', key: 'level:2' })).toBeNull();
    expect(
      afterClosing({ type: 'add', key: 'root', kind: 'level' }, { type: 'add', key: 'root', kind: 'level' }),
    ).toBeNull();
  });

  it("keeps the one the admin opened while the request was under way (the next row's deletion)", () => {
    expect(afterClosing(deleteLevel, deleteYear)).toBe(deleteLevel);
    expect(afterClosing({ type: 'edit', key: 'year:7' }, deleteYear)).toEqual({
      type: 'edit',
      key: 'year:7',
    });
    const addLanguage: EditorAction = { type: 'add', key: 'root', kind: 'language' };
    expect(afterClosing(addLanguage, { type: 'add', key: 'root', kind: 'level' })).toBe(addLanguage);
    expect(afterClosing(null, deleteYear)).toBeNull();
  });
});
