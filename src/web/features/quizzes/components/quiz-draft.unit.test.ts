import { describe, expect, it } from 'vitest';
import { blankDraft, blankQuestion, duplicate, move, validateDraft, withType } from './quiz-draft';

describe('quiz draft', () => {
  it('validates through the contract and names the failing field paths', () => {
    const draft = blankDraft(7);
    const result = validateDraft({ ...draft, title: 'ab' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'questions.0.options.0',
      'questions.0.options.1',
      'questions.0.question',
      'title',
    ]);
  });

  it('gives the body to send once complete, without the draft keys and with no options for true-false', () => {
    const tf = { ...blankQuestion('true-false'), question: 'Vrai ?', correctAnswer: false };
    const mc = { ...blankQuestion(), question: 'Lequel ?', options: ['a', 'b'], correctAnswer: 1 };
    const result = validateDraft({ ...blankDraft(7), title: 'Quiz', questions: [mc, tf] });
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        course_id: 7,
        questions: [
          {
            type: 'multiple-choice',
            question: 'Lequel ?',
            options: ['a', 'b'],
            correctAnswer: 1,
            points: 1,
            explanation: '',
          },
          { type: 'true-false', question: 'Vrai ?', correctAnswer: false, points: 1, explanation: '' },
        ],
      }),
    });
  });

  it('refuses a draft without a course', () => {
    const result = validateDraft({ ...blankDraft(null), title: 'Quiz' });
    expect(result.ok || Object.keys(result.errors)).toContain('course_id');
  });

  it('moves, duplicates and retypes questions', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    const q = { ...blankQuestion(), question: 'Q', options: ['x', 'y'] };
    const copy = duplicate(q);
    expect(copy).toEqual({ ...q, key: copy.key });
    expect(copy.key).not.toBe(q.key);
    copy.options[0] = 'changed';
    expect(q.options[0]).toBe('x');
    expect(withType(q, 'true-false')).toMatchObject({
      key: q.key,
      question: 'Q',
      type: 'true-false',
      options: [],
      correctAnswer: true,
    });
  });
});
