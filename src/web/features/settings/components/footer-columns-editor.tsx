import { useTranslation } from 'react-i18next';
import type { FooterContent } from '../../../../contract/settings';
import { buttonClasses } from '../../../components/ui/button-styles';
import { LocalizedInput } from '../../../components/ui/localized-input';

type Column = FooterContent['columns'][number];
const empty = () => ({ ar: '', fr: '', en: '' });
const inputClass =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15';

/** The footer's link columns: each a title and links, in three languages. */
export function FooterColumnsEditor({
  columns,
  onChange,
}: {
  columns: Column[];
  onChange: (columns: Column[]) => void;
}) {
  const { t } = useTranslation('settings');
  const setColumn = (index: number, column: Column) =>
    onChange(columns.map((c, i) => (i === index ? column : c)));
  return (
    <div className="space-y-4">
      {columns.map((column, index) => (
        <div key={index} className="space-y-4 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <LocalizedInput
            name={`column-${index}`}
            legend={t('footer.columnTitle', { number: index + 1 })}
            value={column.title}
            onChange={(title) => setColumn(index, { ...column, title })}
            maxLength={60}
          />
          {column.links.map((link, li) => (
            <div key={li} className="space-y-2 border-s-4 border-brand-200 ps-3">
              <LocalizedInput
                name={`column-${index}-link-${li}`}
                legend={t('footer.linkLabel', { number: li + 1 })}
                value={link.label}
                onChange={(label) =>
                  setColumn(index, {
                    ...column,
                    links: column.links.map((l, i) => (i === li ? { ...l, label } : l)),
                  })
                }
                maxLength={60}
              />
              <div className="flex flex-wrap items-end gap-2">
                <label className="min-w-0 flex-1 text-sm font-semibold text-slate-800">
                  {t('footer.linkHref')}
                  <input
                    className={`${inputClass} mt-1`}
                    dir="ltr"
                    value={link.href}
                    placeholder="/TTHCourses"
                    onChange={(e) =>
                      setColumn(index, {
                        ...column,
                        links: column.links.map((l, i) => (i === li ? { ...l, href: e.target.value } : l)),
                      })
                    }
                  />
                </label>
                <button
                  type="button"
                  className={buttonClasses('ghost', 'sm')}
                  onClick={() =>
                    setColumn(index, { ...column, links: column.links.filter((_, i) => i !== li) })
                  }
                >
                  {t('footer.removeLink')}
                </button>
              </div>
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              disabled={column.links.length >= 10}
              onClick={() =>
                setColumn(index, { ...column, links: [...column.links, { label: empty(), href: '' }] })
              }
            >
              {t('footer.addLink')}
            </button>
            <button
              type="button"
              className={buttonClasses('danger', 'sm')}
              onClick={() => onChange(columns.filter((_, i) => i !== index))}
            >
              {t('footer.removeColumn')}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={columns.length >= 4}
        onClick={() => onChange([...columns, { title: empty(), links: [] }])}
      >
        {t('footer.addColumn')}
      </button>
    </div>
  );
}
