/**
 * The course editor's errors: the draft's own problems and the server's refusals, each shown where it belongs
 * (a course field, a section, a block) with a summary above the form.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitFieldMessage, useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { locateServerError, type DraftIssue } from './course-draft';
import type { BlockErrors } from './section-card';

/** Known server refusals inside a submission, translated (namespace `authoring`, `serverProblems.*`). */
const SERVER_PROBLEMS: [RegExp, string][] = [
  [/does not accept this file type/, 'serverProblems.fileType'],
  [/a text block needs content/, 'problems.textContent'],
  [/a text block carries no file/, 'serverProblems.textNoFile'],
  [/no file was sent in part/, 'serverProblems.partMissing'],
  [/not a block of this course/, 'serverProblems.notThisCourse'],
];

export type CourseField = 'title' | 'price' | 'path' | 'sections';
export type CourseFields = Partial<Record<CourseField, string>>;

/** The course field a server message's path (`title: …`, `material_id: …`) points to. */
const SERVER_FIELDS: Record<string, CourseField> = {
  title: 'title',
  price: 'price',
  sections: 'sections',
  material_id: 'path',
  language_level_id: 'path',
};

export function useCourseFormErrors() {
  const { t } = useTranslation('authoring');
  const errorText = useErrorMessage();
  const [fields, setFields] = useState<CourseFields>({});
  const [blockErrors, setBlockErrors] = useState<BlockErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The summary's place: scrolled into view when it shows a problem. */
  const errorRef = useRef<HTMLDivElement>(null);

  const scrollToSummary = () =>
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'center' }));

  function translateProblem(message: string): string {
    if (message.startsWith('problems.')) return t(message);
    const known = t(`validation.${message}`, { defaultValue: '' });
    if (known) return known;
    for (const [pattern, key] of SERVER_PROBLEMS) if (pattern.test(message)) return t(key);
    return errorText(message);
  }

  /** Clears every error (before a new attempt). */
  function clear() {
    setFields({});
    setBlockErrors({});
    setFormError(null);
  }

  /** A field's error goes away as soon as the field is changed. */
  function clearField(field: CourseField) {
    setFields((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  /** The draft's own problems, each at its place, and a summary asking to fix them. */
  function showIssues(issues: DraftIssue[]) {
    const nextFields: CourseFields = {};
    const nextBlocks: BlockErrors = {};
    for (const issue of issues) {
      const text = translateProblem(issue.message);
      if (issue.where === 'course') nextFields[issue.field] ??= text;
      else if (issue.where === 'section') nextBlocks[`s${issue.section}`] ??= text;
      else nextBlocks[`s${issue.section}b${issue.block}`] ??= text;
    }
    setFields(nextFields);
    setBlockErrors(nextBlocks);
    setFormError(t('editor.fixProblems'));
    scrollToSummary();
  }

  /** A refused submission: at the section, block or field it names, and in the summary. */
  function showServerError(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const located = locateServerError(message);
    const { field, text: fieldText } = splitFieldMessage(message);
    const courseField = field === null ? undefined : SERVER_FIELDS[field];
    if (located) {
      const where =
        located.block === null
          ? t('serverProblems.inSection', { section: located.section + 1 })
          : t('serverProblems.inBlock', { section: located.section + 1, block: located.block + 1 });
      const text = translateProblem(located.text);
      const key = located.block === null ? `s${located.section}` : `s${located.section}b${located.block}`;
      setBlockErrors({ [key]: text });
      setFormError(`${where}: ${text}`);
    } else if (error instanceof ApiError && error.status === 415) {
      setFormError(`${errorText(error)} (${error.message})`);
    } else if (error instanceof ApiError && error.status === 413) {
      setFormError(t('serverProblems.tooLarge'));
    } else if (courseField) {
      setFields({ [courseField]: translateProblem(fieldText) });
      setFormError(errorText(error));
    } else {
      setFormError(errorText(error));
    }
    scrollToSummary();
  }

  return { fields, blockErrors, formError, errorRef, clear, clearField, showIssues, showServerError };
}
