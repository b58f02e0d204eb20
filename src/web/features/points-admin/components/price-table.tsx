import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PriceRow {
  key: number;
  title: string;
  detail: string;
  note?: ReactNode;
  editor: ReactNode;
}

/** The pricing tabs' table: each row's name, path and note, and its price editor (or why it has none). */
export function PriceTable({ caption, rows }: { caption: string; rows: PriceRow[] }) {
  const { t } = useTranslation('points-admin');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-600">
          <th scope="col" className="px-2 py-3 text-start font-semibold">
            {t('pricing.item')}
          </th>
          <th scope="col" className="px-2 py-3 text-end font-semibold">
            {t('pricing.pricePoints')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <td className="px-2 py-3 align-top">
              <p className="font-semibold text-slate-900">{row.title}</p>
              <p className="text-xs text-slate-600">{row.detail}</p>
              {row.note ? <p className="mt-0.5">{row.note}</p> : null}
            </td>
            <td className="px-2 py-3 align-top">
              {row.editor ?? (
                <span className="block text-end text-xs text-slate-600">{t('pricing.noPath')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
