import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { TagIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { useUpdateMaterialPrice } from '../api/update-material-price';
import { EmptyState, Panel } from './admin-page';
import { filterMaterialRows, materialRows } from './material-rows';
import { PriceEditor } from './price-editor';
import { PriceTable } from './price-table';
import { SearchField } from './search-field';

const PAGE_SIZE = 10;

/** The materials tab: every material of the catalogue with its price, searched and paged here. */
export function MaterialsPrices() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const tree = useStructureTree({ staleTime: 0 });
  const update = useUpdateMaterialPrice();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const all = tree.data ? materialRows(tree.data) : [];
  const rows = filterMaterialRows(all, search);
  const totalPages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Panel id="materials" title={t('pricing.materialsTitle')} subtitle={t('pricing.materialsSubtitle')}>
      <div className="mb-4 max-w-md">
        <SearchField
          label={t('pricing.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder={t('pricing.searchMaterials')}
        />
      </div>
      {tree.isPending ? (
        <PageSpinner />
      ) : tree.isError ? (
        <Alert tone="error">{errorText(tree.error)}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState icon={<TagIcon className="size-10" />} title={t('pricing.none')} />
      ) : (
        <>
          <PriceTable
            caption={t('pricing.materialsTitle')}
            rows={shown.map((row) => ({
              key: row.id,
              title: row.name,
              detail: row.path.join(' › '),
              editor: (
                <PriceEditor
                  key={`${row.id}:${row.price}`}
                  value={row.price}
                  label={t('pricing.priceOf', { name: row.name })}
                  onSave={(price) => update.mutateAsync({ id: row.id, price: price ?? 0 })}
                />
              ),
            }))}
          />
          <Pagination page={current} totalPages={totalPages} onChange={setPage} label={t('pricing.pages')} />
        </>
      )}
    </Panel>
  );
}
