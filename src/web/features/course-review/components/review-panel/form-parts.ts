import { price as priceSchema } from '../../../../../contract/structure';

export const selectClass =
  'block h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 disabled:bg-slate-50';

/** Parses a typed price: '' → null, digits → number, anything else → undefined (invalid). */
export function parsePrice(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = priceSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}
