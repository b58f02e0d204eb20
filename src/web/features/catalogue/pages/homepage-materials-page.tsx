import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomepageMaterial, StructureTree } from '../../../../contract/structure';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useCreateHomepageMaterial } from '../api/create-homepage-material';
import { useDeleteHomepageMaterial } from '../api/delete-homepage-material';
import { useAllHomepageMaterials } from '../api/get-all-homepage-materials';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { useUpdateHomepageMaterial } from '../api/update-homepage-material';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { HomepageMaterialForm } from '../components/homepage-material-form';

/** The name of what an entry opens, read from the tree ("Français — B1"); null when it no longer exists. */
function targetName(tree: StructureTree, entry: HomepageMaterial): string | null {
  if (entry.target_type === 'level') return tree.levels.find((l) => l.id === entry.target_id)?.name ?? null;
  if (entry.target_type === 'language') {
    return tree.languages.find((l) => l.id === entry.target_id)?.name ?? null;
  }
  for (const language of tree.languages) {
    const level = language.levels.find((l) => l.id === entry.target_id);
    if (level) return `${language.name} — ${level.name}`;
  }
  return null;
}

/** /admin/homepage-materials: the entries of the home page's catalogue section. */
export default function HomepageMaterialsPage() {
  const { t } = useTranslation('catalogue');
  const { language } = useLanguage();
  const errorText = useErrorMessage();
  const entries = useAllHomepageMaterials();
  const tree = useStructureTree();
  const create = useCreateHomepageMaterial();
  const update = useUpdateHomepageMaterial();
  const remove = useDeleteHomepageMaterial();
  const [editing, setEditing] = useState<HomepageMaterial | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);

  const list = [...(entries.data ?? [])].sort((a, b) => a.order - b.order || a.id - b.id);
  const nextOrder = (list.at(-1)?.order ?? -1) + 1;

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('homepage.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold text-brand-700">{t('staff-area:staff.adminArea')}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('homepage.title')}</h1>
            <p className="mt-2 max-w-2xl text-slate-600">{t('homepage.subtitle')}</p>
          </div>
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            <PlusIcon className="size-4" />
            {t('homepage.add')}
          </Button>
        </header>

        {entries.isPending || tree.isPending ? (
          <PageSpinner />
        ) : entries.isError || tree.isError ? (
          <div className="mt-8">
            <Alert tone="error">{errorText(entries.error ?? tree.error)}</Alert>
          </div>
        ) : (
          <div className="mt-8 space-y-6">
            {editing ? (
              <HomepageMaterialForm
                key={editing === 'new' ? 'new' : editing.id}
                entry={editing === 'new' ? null : editing}
                tree={tree.data}
                nextOrder={nextOrder}
                onCancel={() => setEditing(null)}
                onSubmit={async (body) => {
                  if (editing === 'new') await create.mutateAsync(body);
                  else await update.mutateAsync({ id: editing.id, body });
                  notify.success(t(editing === 'new' ? 'homepage.created' : 'homepage.saved'));
                  setEditing(null);
                }}
              />
            ) : null}
            {list.length === 0 ? (
              <p className="rounded-3xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
                {t('homepage.empty')}
              </p>
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {list.map((entry) => {
                  const name = entry[`name_${language}`] || entry.name_ar;
                  const target = targetName(tree.data, entry);
                  return (
                    <li
                      key={entry.id}
                      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${entry.is_active ? '' : 'opacity-75'}`}
                    >
                      <div className="flex items-start gap-3">
                        <span
                          className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-sm font-bold text-slate-700"
                          title={t('homepage.order')}
                        >
                          {entry.order}
                        </span>
                        <div className="min-w-0 flex-1">
                          <h2 className="font-bold text-slate-900">{name}</h2>
                          <p className="mt-0.5 text-sm text-slate-600">
                            {t(`homepage.types.${entry.target_type}`)}
                            {' · '}
                            {target ?? t('homepage.missingTarget')}
                          </p>
                          <p className="mt-2 text-xs text-slate-500">
                            <span lang="ar">{entry.name_ar}</span>
                            {' · '}
                            <span lang="fr">{entry.name_fr}</span>
                            {' · '}
                            <span lang="en">{entry.name_en}</span>
                          </p>
                        </div>
                        <span
                          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                            entry.is_active ? 'bg-brand-50 text-brand-800' : 'bg-slate-200 text-slate-700'
                          }`}
                        >
                          {entry.is_active ? t('editor.active') : t('editor.inactive')}
                        </span>
                      </div>
                      {confirming === entry.id ? (
                        <div className="mt-4 rounded-2xl bg-red-50 p-3 ring-1 ring-red-100">
                          <p className="text-sm text-red-900">{t('editor.deleteConfirm', { name })}</p>
                          <div className="mt-3 flex gap-2">
                            <Button
                              variant="danger"
                              size="sm"
                              pending={remove.isPending}
                              onClick={() =>
                                remove
                                  .mutateAsync(entry.id)
                                  .then(() => {
                                    notify.success(t('editor.deleted', { name }));
                                    setConfirming(null);
                                  })
                                  .catch((caught: unknown) => notify.error(errorText(caught)))
                              }
                            >
                              {t('editor.deleteAction')}
                            </Button>
                            <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                              {t('editor.cancel')}
                            </Button>
                          </div>
                        </div>
                      ) : (
                        <div className="mt-4 flex gap-2">
                          <Button variant="secondary" size="sm" onClick={() => setEditing(entry)}>
                            <PencilIcon className="size-4" />
                            {t('homepage.edit')}
                            <span className="sr-only"> {name}</span>
                          </Button>
                          <Button variant="ghost" size="sm" onClick={() => setConfirming(entry.id)}>
                            <TrashIcon className="size-4" />
                            {t('editor.deleteAction')}
                            <span className="sr-only"> {name}</span>
                          </Button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
