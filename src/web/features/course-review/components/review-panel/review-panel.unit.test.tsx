// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import content from '../../../../locales/en/course-content.json';
import en from '../../../../locales/en/review.json';
import { fakeApi, reply } from '../../../../test/fake-api';
import {
  course,
  courseSummary,
  materialOptions,
  materialPathOfPhysics,
  structureTree,
} from '../../../../test/fixtures';
import { renderWithApp } from '../../../../test/render';
import { PriceAction } from './price-action';
import { RejectAction } from './reject-action';
import { ReviewPanel } from './review-panel';

const NS = { namespaces: ['review', 'course-content'] };

/** The panel as the review page shows it, with the material list the placing form reads first. */
function panelApi() {
  return fakeApi()
    .on('GET', '/courses/materials/list', materialOptions())
    .on('GET', '/structure/tree', structureTree());
}

describe('the reject action', () => {
  it('requires a reason of at least 3 characters and sends nothing without one', async () => {
    const api = fakeApi();
    const { user } = await renderWithApp(<RejectAction course={course()} />, NS);
    const reason = screen.getByLabelText(en.reject.reason);
    await user.type(reason, ' x ');
    await user.click(screen.getByRole('button', { name: en.reject.button }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.validation['Give a reason of at least 3 characters'])).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the reason with the ticked checklist, says the course is reviewed and empties the field', async () => {
    const api = fakeApi().on('PUT', '/courses/:id/reject', ({ body }) =>
      courseSummary({ status: 'rejected', rejectionReason: (body as { reason: string }).reason }),
    );
    const onReviewed = vi.fn();
    const { user } = await renderWithApp(<RejectAction course={course()} onReviewed={onReviewed} />, NS);
    const reason = screen.getByLabelText(en.reject.reason);
    await user.type(reason, 'The PDF is unreadable');
    await user.click(screen.getByRole('checkbox', { name: content.reasons.media_quality }));
    await user.click(screen.getByRole('button', { name: en.reject.button }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', '/courses/7/reject')[0]?.body).toEqual({
      reason: 'The PDF is unreadable',
      reasons: ['media_quality'],
    });
    expect(onReviewed.mock.calls[0]?.[0]).toMatchObject({ status: 'rejected' });
    expect((reason as HTMLInputElement).value).toBe('');
  });

  it('shows the specification’s fallback text when the server gives no error of its own', async () => {
    fakeApi().on('PUT', '/courses/:id/reject', reply(500));
    const { user } = await renderWithApp(<RejectAction course={course()} />, NS);
    await user.type(screen.getByLabelText(en.reject.reason), 'Too short a course');
    await user.click(screen.getByRole('button', { name: en.reject.button }));
    expect(await screen.findByText(en.fallback.reject)).toBeTruthy();
  });
});

describe('the price action', () => {
  it('refuses a price that is not a whole number, with the translated message, and sends nothing', async () => {
    const api = fakeApi();
    const { user } = await renderWithApp(<PriceAction course={course()} />, NS);
    const field = screen.getByLabelText(en.price.label);
    await user.type(field, '12.5');
    await user.click(screen.getByRole('button', { name: en.price.save }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.place.badPrice)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('sends the typed price, and null when the field is emptied', async () => {
    const api = fakeApi().on('PUT', '/courses/:id/price', ({ body }) =>
      courseSummary({ ownPrice: (body as { price: number | null }).price }),
    );
    const { user } = await renderWithApp(<PriceAction course={course({ ownPrice: 90 })} />, NS);
    const field = screen.getByLabelText(en.price.label);
    expect((field as HTMLInputElement).value).toBe('90');
    await user.clear(field);
    await user.type(field, ' 150 ');
    await user.click(screen.getByRole('button', { name: en.price.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/courses/7/price')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ price: 150 });

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: en.price.save }));
    await waitFor(() => expect(api.callsTo('PUT', '/courses/7/price')).toHaveLength(2));
    expect(api.calls[1]?.body).toEqual({ price: null });
  });
});

describe('the review panel', () => {
  it('approves the course, and says so on the button of an approved one', async () => {
    const api = panelApi().on('PUT', '/courses/:id/approve', courseSummary({ status: 'approved' }));
    const onReviewed = vi.fn();
    const { user, unmount } = await renderWithApp(
      <ReviewPanel course={course({ materialPath: materialPathOfPhysics })} onReviewed={onReviewed} />,
      NS,
    );
    expect(screen.queryByText(en.approve.noPath)).toBeNull();
    await user.click(screen.getByRole('button', { name: en.approve.button }));
    await waitFor(() =>
      expect(onReviewed).toHaveBeenCalledWith(expect.objectContaining({ status: 'approved' })),
    );
    expect(api.callsTo('PUT', '/courses/7/approve')).toHaveLength(1);
    unmount();

    await renderWithApp(<ReviewPanel course={course({ status: 'approved' })} />, NS);
    expect((screen.getByRole('button', { name: en.approve.already }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(en.approve.noPath)).toBeTruthy();
  });

  it('assigns an existing subject found by searching, and asks for one when none is chosen', async () => {
    const api = panelApi().on(
      'PUT',
      '/courses/:id/assign-material-admin',
      courseSummary({ status: 'approved' }),
    );
    const onReviewed = vi.fn();
    const { user } = await renderWithApp(<ReviewPanel course={course()} onReviewed={onReviewed} />, NS);
    const assign = await screen.findByRole('button', { name: en.place.assignButton });
    await user.click(assign);
    expect(screen.getByText(en.place.pickMaterial)).toBeTruthy();
    expect(api.callsTo('PUT', '/courses/:id/assign-material-admin')).toEqual([]);

    await user.type(screen.getByLabelText(en.place.search), 'philo');
    const select = screen.getByLabelText(en.place.material);
    expect(within(select).queryByRole('option', { name: /Physics/ })).toBeNull();
    await user.selectOptions(select, within(select).getByRole('option', { name: /Philosophy — 200 points/ }));
    await user.click(assign);
    await waitFor(() => expect(onReviewed).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', '/courses/7/assign-material-admin')[0]?.body).toEqual({ material_id: 6 });
  });

  it('creates a subject under a stream with its price, after asking for the year', async () => {
    const api = panelApi().on('PUT', '/courses/:id/create-material', courseSummary({ status: 'approved' }));
    const { user } = await renderWithApp(<ReviewPanel course={course()} />, NS);
    await user.click(screen.getByRole('radio', { name: en.place.modes['new-material'] }));
    await user.type(await screen.findByLabelText(en.place.newName), 'Logic');
    await user.click(screen.getByRole('button', { name: en.place.createButton }));
    expect(screen.getByText(en.place.pickYear)).toBeTruthy();
    expect(api.callsTo('PUT', '/courses/:id/create-material')).toEqual([]);

    await user.selectOptions(screen.getByLabelText(en.place.level), 'Secondary');
    await user.selectOptions(screen.getByLabelText(en.place.year), 'Third year');
    await user.selectOptions(screen.getByLabelText(en.place.speciality), 'Letters');
    const price = screen.getByLabelText(en.place.materialPriceLabel);
    await user.clear(price);
    await user.type(price, '250');
    await user.click(screen.getByRole('button', { name: en.place.createButton }));
    await waitFor(() => expect(api.callsTo('PUT', '/courses/7/create-material')).toHaveLength(1));
    expect(api.callsTo('PUT', '/courses/7/create-material')[0]?.body).toEqual({
      name: 'Logic',
      price: 250,
      specialityId: 3,
    });
  });

  it('places a course on a language level with the price it has there', async () => {
    const api = panelApi().on(
      'PUT',
      '/courses/:id/assign-language-admin',
      courseSummary({ status: 'approved' }),
    );
    const { user } = await renderWithApp(<ReviewPanel course={course({ ownPrice: 120 })} />, NS);
    await user.click(screen.getByRole('radio', { name: en.place.modes.language }));
    const levels = await screen.findByLabelText(en.place.languageLevel);
    expect((levels as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: en.place.assignLanguageButton }));
    expect(screen.getByText(en.place.pickLanguageLevel)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(en.place.language), 'English');
    await user.selectOptions(levels, 'A2');
    expect((screen.getByLabelText(en.place.languagePrice) as HTMLInputElement).value).toBe('120');
    await user.click(screen.getByRole('button', { name: en.place.assignLanguageButton }));
    await waitFor(() => expect(api.callsTo('PUT', '/courses/7/assign-language-admin')).toHaveLength(1));
    expect(api.callsTo('PUT', '/courses/7/assign-language-admin')[0]?.body).toEqual({
      language_level_id: 82,
      price: 120,
    });
  });
});
