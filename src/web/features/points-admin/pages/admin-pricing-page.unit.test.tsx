// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import en from '../../../locales/en/points-admin.json';
import { fakeApi } from '../../../test/fake-api';
import { courseList, courseSummary, structureTree } from '../../../test/fixtures';
import { interpolate } from '../../../test/interpolate';
import { renderWithApp } from '../../../test/render';
import AdminPricingPage from './admin-pricing-page';

const NS = { namespaces: ['points-admin'] };

const priceField = (template: string, name: string) =>
  screen.getByRole('spinbutton', { name: interpolate(template, { name }) }) as HTMLInputElement;

/** The Save button of the form a price field sits in. */
const saveOf = (field: HTMLElement) =>
  within(field.closest('form') as HTMLElement).getByRole('button', { name: en.actions.save });

describe('the pricing page', () => {
  it('saves a material’s price and shows the price the catalogue then has', async () => {
    let physics = 300;
    const api = fakeApi()
      .on('GET', '/structure/tree', () => {
        const tree = structureTree();
        tree.levels[0]!.years[0]!.materials[0]!.price = physics;
        return tree;
      })
      .on('PUT', '/materials/:id', ({ params, body }) => {
        physics = (body as { price: number }).price;
        return { id: Number(params.id), name: 'Physics', specialityId: null, yearId: 2, price: physics };
      });
    const { user } = await renderWithApp(<AdminPricingPage />, NS);
    const field = await screen.findByRole('spinbutton', {
      name: interpolate(en.pricing.priceOf, { name: 'Physics' }),
    });
    expect((field as HTMLInputElement).value).toBe('300');
    expect((saveOf(field) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(field);
    await user.type(field, '350');
    await user.click(saveOf(field));
    await waitFor(() => expect(api.callsTo('GET', '/structure/tree')).toHaveLength(2));
    expect(api.callsTo('PUT', '/materials/5').map((call) => call.body)).toEqual([{ price: 350 }]);
    await waitFor(() => expect(priceField(en.pricing.priceOf, 'Physics').value).toBe('350'));
  });

  it('refuses a negative price with the translated message and sends nothing', async () => {
    const api = fakeApi().on('GET', '/structure/tree', structureTree());
    const { user } = await renderWithApp(<AdminPricingPage />, NS);
    const field = await screen.findByRole('spinbutton', {
      name: interpolate(en.pricing.priceOf, { name: 'Philosophy' }),
    });
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(saveOf(field));
    expect(screen.getByRole('alert').textContent).toBe(enErrors['Price cannot be negative']);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/materials/:id')).toEqual([]);
  });

  it('finds materials by name and by their path', async () => {
    fakeApi().on('GET', '/structure/tree', structureTree());
    const { user } = await renderWithApp(<AdminPricingPage />, NS);
    await screen.findByText('Physics');
    await user.type(screen.getByRole('searchbox', { name: en.pricing.search }), 'letters');
    expect(screen.queryByText('Physics')).toBeNull();
    expect(screen.getByText('Philosophy')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: en.pricing.search }));
    await user.type(screen.getByRole('searchbox', { name: en.pricing.search }), 'chemistry');
    expect(screen.getByText(en.pricing.none)).toBeTruthy();
  });

  it('moves to the language tab with the arrow key and saves a language course’s price at its level', async () => {
    const english = courseSummary({
      id: 9,
      title: 'Reading comprehension',
      languagePath: {
        languageId: 8,
        languageName: 'English',
        languageFlag: null,
        languageLevelId: 82,
        languageLevelName: 'A2',
        price: 400,
      },
    });
    const api = fakeApi()
      .on('GET', '/structure/tree', structureTree())
      .on('GET', '/courses', ({ query }) => courseList(query.get('path') === 'language' ? [english] : []))
      .on('POST', '/courses/language-course-price', english);
    const { user } = await renderWithApp(<AdminPricingPage />, NS);
    const materialsTab = screen.getByRole('tab', { name: en.pricing.tabs.materials });
    materialsTab.focus();
    await user.keyboard('{ArrowRight}');
    const languageTab = screen.getByRole('tab', { name: en.pricing.tabs.language });
    expect(languageTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(languageTab);

    const field = await screen.findByRole('spinbutton', {
      name: interpolate(en.pricing.priceOf, { name: 'Reading comprehension' }),
    });
    expect(screen.getByText('English › A2')).toBeTruthy();
    expect(api.callsTo('GET', '/courses')[0]?.query.get('status')).toBe('all');
    await user.clear(field);
    await user.type(field, '450');
    await user.click(saveOf(field));
    await waitFor(() => expect(api.callsTo('POST', '/courses/language-course-price')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      course_id: 9,
      language_level_id: 82,
      price: 450,
    });
  });

  it('clears a course’s own price, which sends null so the path’s price applies', async () => {
    const own = courseSummary({ ownPrice: 120, price: 120, status: 'approved' });
    const api = fakeApi()
      .on('GET', '/structure/tree', structureTree())
      .on('GET', '/courses', courseList([own]))
      .on('PUT', '/courses/:id/price', courseSummary({ ownPrice: null }));
    const { user } = await renderWithApp(<AdminPricingPage />, NS);
    await user.click(screen.getByRole('tab', { name: en.pricing.tabs.courses }));
    const field = await screen.findByRole('spinbutton', {
      name: interpolate(en.pricing.ownPriceOf, { name: own.title }),
    });
    expect(screen.getByText(/Karim Haddad · approved · students pay 120 points/)).toBeTruthy();
    await user.clear(field);
    await user.click(saveOf(field));
    await waitFor(() => expect(api.callsTo('PUT', '/courses/7/price')).toHaveLength(1));
    expect(api.callsTo('PUT', '/courses/7/price')[0]?.body).toEqual({ price: null });
  });
});
