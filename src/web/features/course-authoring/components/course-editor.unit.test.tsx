// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/authoring.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { course, materialOptions, materialPathOfPhysics } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import { CourseEditor } from './course-editor';

const NS = { namespaces: ['authoring', 'course-content'] };
const saved = course({ materialPath: materialPathOfPhysics });

/** A saved course under Physics, open in the editor, with the server answering `PUT /courses/7`. */
async function editSavedCourse(answer: unknown) {
  const api = fakeApi()
    .on('GET', '/courses/materials/list', materialOptions())
    .on('PUT', '/courses/:id', answer);
  const onSaved = vi.fn();
  const rendered = await renderWithApp(<CourseEditor course={saved} onSaved={onSaved} />, NS);
  const title = screen.getByRole('textbox', { name: en.editor.title }) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: en.editor.saveAndResubmit });
  return { ...rendered, api, onSaved, title, submit };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the course editor', () => {
  it('shows a server refusal of the title at the title field, and clears it once the title changes', async () => {
    const { user, api, title, submit } = await editSavedCourse(
      reply(400, { error: 'title: Title must be at least 3 characters' }),
    );
    await user.click(submit);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo('PUT', '/courses/7')).toHaveLength(1);
    expect(describedText(title)).toContain(en.validation['Title must be at least 3 characters']);

    await user.type(title, '!');
    expect(title.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(title)).not.toContain(en.validation['Title must be at least 3 characters']);
  });

  it('refuses a too short title before sending anything, with the translated message', async () => {
    const { user, api, title, submit } = await editSavedCourse(saved);
    await user.clear(title);
    await user.type(title, 'Ok');
    await user.click(submit);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title)).toContain(en.validation['Title must be at least 3 characters']);
    expect(screen.getByText(en.editor.fixProblems)).toBeTruthy();
    expect(api.callsTo('PUT', '/courses/:id')).toEqual([]);
  });

  it('places a refusal that names a block on that block and in the summary', async () => {
    const { user, submit } = await editSavedCourse(
      reply(400, { error: 'sections.0.blocks.0.content: a text block needs content' }),
    );
    await user.click(submit);
    const block = await screen.findByRole('group', {
      name: interpolate(en.editor.blockLabel, { section: 1, number: 1 }),
    });
    await waitFor(() => expect(block.getAttribute('aria-describedby')).toBeTruthy());
    expect(describedText(block)).toBe(en.problems.textContent);
    const where = interpolate(en.serverProblems.inBlock, { section: 1, block: 1 });
    expect(screen.getByText(`${where}: ${en.problems.textContent}`)).toBeTruthy();
  });

  it('sends the edited course as the multipart `data` part and hands back the saved course', async () => {
    const { user, api, onSaved, title, submit } = await editSavedCourse(saved);
    await user.clear(title);
    await user.type(title, 'Mechanics, revised');
    await user.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const { data } = api.callsTo('PUT', '/courses/7')[0]?.body as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      title: 'Mechanics, revised',
      material_id: 5,
      language_level_id: null,
      sections: [{ title: 'Forces', blocks: [{ id: 21, type: 'text', title: 'The first law' }] }],
    });
  });
});
