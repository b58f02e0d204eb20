import { describe, expect, it } from 'vitest';
import { splitFieldMessage, waitMinutes } from './error-message';

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

describe('waitMinutes', () => {
  it('reads the wait the throttle named', () => {
    expect(waitMinutes('Too many requests, please try again in 1 minute')).toBe(1);
    expect(waitMinutes('Too many requests, please try again in 15 minutes')).toBe(15);
  });

  it('is null when no wait is named', () => {
    expect(waitMinutes('Too many requests, please try again later')).toBeNull();
    expect(waitMinutes('Insufficient points')).toBeNull();
  });
});
