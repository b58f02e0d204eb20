import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueName } from '../../../lib/use-catalogue-name';
import type { PointPackage } from '../../../../contract/points';
import { Button } from '../../../components/ui/button';
import { CoinsIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useDeletePackage, wasDeactivated } from '../api/delete-package';
import { useAllPackages } from '../api/list-all-packages';
import { AdminPage, EmptyState, Panel } from '../components/admin-page';
import { Modal } from '../components/modal';
import { PackageForm } from '../components/package-form';
import { ActiveBadge } from '../components/transaction-badges';
import { QueryState } from '../../../components/ui/query-state';
import { ScrollRegion } from '../../../components/ui/scroll-region';

type Editing = { mode: 'create' } | { mode: 'edit'; pack: PointPackage } | null;

/** /admin/points: the point packages on sale, with create, edit and delete (deactivate once sold). */
export default function AdminPointsPage() {
  const { t } = useTranslation('points-admin');
  const nameOf = useCatalogueName();
  const packages = useAllPackages();
  const remove = useDeletePackage();
  const errorText = useErrorMessage();
  const { formatPoints, formatDzd } = useNumberFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PointPackage | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const pack = deleting;
    remove.mutate(pack.id, {
      onSuccess: (result) => {
        setDeleting(null);
        if (wasDeactivated(result)) notify.info(t('packages.deactivated', { name: pack.name }));
        else notify.success(t('packages.deleted', { name: pack.name }));
      },
      onError: (error) => notify.error(errorText(error)),
    });
  }

  return (
    <AdminPage
      title={t('packages.title')}
      lead={t('packages.lead')}
      actions={
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <PlusIcon className="size-5" />
          {t('packages.new')}
        </Button>
      }
    >
      <title>{`${t('packages.title')} · ${t('common:app.name')}`}</title>
      <Panel>
        <QueryState
          query={packages}
          loading="page"
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState
              icon={<CoinsIcon className="size-10" />}
              title={t('packages.empty')}
              hint={t('packages.emptyHint')}
            />
          }
        >
          {(data) => (
            <ScrollRegion label={t('packages.title')} className="-mx-2">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">{t('packages.title')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-600">
                    <th scope="col" className="px-3 py-3 text-start font-semibold">
                      {t('packages.name')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-end font-semibold">
                      {t('packages.points')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-end font-semibold">
                      {t('packages.priceDzd')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-end font-semibold">
                      {t('packages.sales')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-start font-semibold">
                      {t('packages.state')}
                    </th>
                    <th scope="col" className="px-3 py-3 text-end font-semibold">
                      <span className="sr-only">{t('actions.label')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.map((pack) => (
                    <tr key={pack.id}>
                      <td className="px-3 py-3">
                        <p className="font-semibold text-slate-900">{nameOf(pack)}</p>
                        <p className="text-xs text-slate-600">
                          {t('packages.orderShort', { order: pack.display_order })}
                        </p>
                      </td>
                      <td className="px-3 py-3 text-end font-semibold tabular-nums">
                        {formatPoints(pack.points)}
                      </td>
                      <td className="px-3 py-3 text-end tabular-nums">{formatDzd(pack.price)}</td>
                      <td className="px-3 py-3 text-end tabular-nums">{formatPoints(pack.sales)}</td>
                      <td className="px-3 py-3">
                        <ActiveBadge active={pack.is_active} />
                      </td>
                      <td className="px-3 py-3">
                        <div className="flex justify-end gap-1">
                          <Tooltip label={t('packages.edit', { name: pack.name })}>
                            <button
                              type="button"
                              onClick={() => setEditing({ mode: 'edit', pack })}
                              aria-label={t('packages.edit', { name: pack.name })}
                              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                            >
                              <PencilIcon className="size-4" />
                            </button>
                          </Tooltip>
                          <Tooltip label={t('packages.delete', { name: pack.name })}>
                            <button
                              type="button"
                              onClick={() => setDeleting(pack)}
                              aria-label={t('packages.delete', { name: pack.name })}
                              className="inline-flex size-9 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                            >
                              <TrashIcon className="size-4" />
                            </button>
                          </Tooltip>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryState>
      </Panel>

      <Modal
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        title={editing?.mode === 'edit' ? t('packages.editTitle') : t('packages.newTitle')}
      >
        {editing ? (
          <PackageForm
            key={editing.mode === 'edit' ? editing.pack.id : 'new'}
            pack={editing.mode === 'edit' ? editing.pack : null}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('packages.deleteTitle', { name: deleting?.name ?? '' })}
        description={deleting && deleting.sales > 0 ? t('packages.deleteSold') : t('packages.deleteUnsold')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" pending={remove.isPending} onClick={confirmDelete}>
            {deleting && deleting.sales > 0 ? t('packages.deactivate') : t('packages.confirmDelete')}
          </Button>
        </div>
      </Modal>
    </AdminPage>
  );
}
