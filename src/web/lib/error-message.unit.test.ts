import { describe, expect, it } from 'vitest';
import { splitFieldMessage } from './error-message';

describe('splitFieldMessage', () => {
  it('takes a plain field name off the message', () => {
    expect(splitFieldMessage('title: Title must be at least 3 characters')).toEqual({
      field: 'title',
      text: 'Title must be at least 3 characters',
    });
  });

  it('takes dotted and indexed paths off the message', () => {
    expect(splitFieldMessage('sections.0.blocks.1.fileField: fileField must be a simple part name')).toEqual({
      field: 'sections.0.blocks.1.fileField',
      text: 'fileField must be a simple part name',
    });
    expect(splitFieldMessage('material_id: Pick a material')).toEqual({
      field: 'material_id',
      text: 'Pick a material',
    });
  });

  it('leaves messages without a field path as they are', () => {
    expect(splitFieldMessage('Insufficient points')).toEqual({ field: null, text: 'Insufficient points' });
    expect(splitFieldMessage('Buy this course. Then: comment')).toEqual({
      field: null,
      text: 'Buy this course. Then: comment',
    });
    expect(splitFieldMessage('.0.x: no')).toEqual({ field: null, text: '.0.x: no' });
  });
});
