import { describe, expect, it } from 'vitest';
import { genericValidation, splitFieldMessage, waitMinutes } from './error-message';

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

describe('genericValidation', () => {
  it('turns zod’s own wording into a key with its numbers', () => {
    expect(genericValidation('Too big: expected string to have <=120 characters')).toEqual({
      key: 'validation.maxLength',
      values: { count: 120 },
    });
    expect(genericValidation('Too small: expected string to have >=1 characters')).toEqual({
      key: 'validation.required',
    });
    expect(genericValidation('Too small: expected number to be >=0')).toEqual({
      key: 'validation.min',
      values: { min: 0 },
    });
    expect(genericValidation('Invalid input: expected number, received NaN')).toEqual({
      key: 'validation.number',
    });
    expect(genericValidation('Invalid input: expected string, received undefined')).toEqual({
      key: 'validation.required',
    });
    expect(genericValidation('Invalid option: expected one of "a"|"b"')).toEqual({
      key: 'validation.option',
    });
  });

  it('leaves the platform’s own sentences alone', () => {
    expect(genericValidation('Insufficient points')).toBeNull();
    expect(genericValidation('Title must be at least 3 characters')).toBeNull();
  });
});
