// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseRevision } from '../../../../contract/course-revisions';
import en from '../../../locales/en/authoring.json';
import content from '../../../locales/en/course-content.json';
import errors from '../../../locales/en/errors.json';
import { fakeApi, reply } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { RevisionPanel } from './revision-panel';

const NS = { namespaces: ['authoring', 'course-content'] };

const rejected: CourseRevision = {
  kind: 'revision',
  courseId: 7,
  status: 'rejected',
  title: 'Mechanics',
  description: '',
  cover_url: null,
  sections: [],
  note: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  rejectedAt: '2026-11-21T10:00:00.000Z',
  rejectionReasons: ['media_quality', 'copyright'],
  rejectionComment: 'The video is blurred.',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  diff: { titleChange: null, descriptionChange: null, cover: null, sections: [], changes: 0 },
};

describe("the professor's revision panel", () => {
  it('shows why the changes were sent back and resubmits them with the reply', async () => {
    const api = fakeApi().on('POST', '/courses/:id/revision/submit', { ...rejected, status: 'pending' });
    const { user } = await renderWithApp(<RevisionPanel revision={rejected} />, NS);
    expect(screen.getByRole('heading', { name: content.revision.status.rejected })).toBeTruthy();
    expect(screen.getByText(content.reasons.media_quality)).toBeTruthy();
    expect(screen.getByText(content.reasons.copyright)).toBeTruthy();
    expect(screen.getByText('The video is blurred.')).toBeTruthy();
    await user.type(screen.getByLabelText(en.revision.reply), 'Re-exported in 1080p.');
    await user.click(screen.getByRole('button', { name: en.revision.submit }));
    await waitFor(() => expect(api.callsTo('POST', '/courses/7/revision/submit')).toHaveLength(1));
    expect(api.callsTo('POST', '/courses/7/revision/submit')[0]?.body).toEqual({
      note: 'Re-exported in 1080p.',
    });
  });

  it('shows the server’s refusal of an empty revision, and discards after confirming', async () => {
    const api = fakeApi()
      .on('POST', '/courses/:id/revision/submit', reply(409, { error: 'This revision changes nothing yet' }))
      .on('DELETE', '/courses/:id/revision', reply(204));
    const { user } = await renderWithApp(<RevisionPanel revision={{ ...rejected, status: 'draft' }} />, NS);
    await user.click(screen.getByRole('button', { name: en.revision.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      errors['This revision changes nothing yet'],
    );
    await user.click(screen.getByRole('button', { name: en.revision.discard }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.revision.discard }));
    await waitFor(() => expect(api.callsTo('DELETE', '/courses/7/revision')).toHaveLength(1));
  });
});
