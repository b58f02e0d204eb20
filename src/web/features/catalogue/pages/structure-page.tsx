import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { GraduationIcon, LanguagesIcon, PlusIcon, SearchIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useStructureTree } from '../../../lib/queries/get-structure-tree';
import { LanguagePathTree } from '../components/language-path-tree';
import { MaterialPathTree } from '../components/material-path-tree';
import {
  StructureEditorContext,
  type EditorAction,
  afterClosing,
  type StructureEditorState,
} from '../components/structure-editor-context';
import { filterStructure, nodeKey, type NodeKey } from '../components/structure-filter';
import { useNumberFormat } from '../../../lib/use-number-format';

/**
 * /admin/structure: the whole catalogue in one request, both paths side by side. Nodes open on demand (only
 * open branches are rendered), every edit patches the cached tree, and a filter box finds any node.
 */
export default function StructurePage() {
  const { t } = useTranslation('catalogue');
  const { formatCount } = useNumberFormat();
  const errorText = useErrorMessage();
  // Whole: the editor shows and edits each node's three languages.
  const query = useStructureTree({ whole: true });
  const tree = query.data;
  const searchId = useId();

  const [expanded, setExpanded] = useState<ReadonlySet<NodeKey>>(() => new Set());
  const [showAllOf, setShowAllOf] = useState<ReadonlySet<NodeKey>>(() => new Set());
  const [active, setActive] = useState<EditorAction | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(() => (tree ? filterStructure(tree, deferredSearch) : null), [tree, deferredSearch]);

  // Branches the filter opened that the admin closed again.
  const [collapsed, setCollapsed] = useState<ReadonlySet<NodeKey>>(() => new Set());
  const isOpen = (key: NodeKey) => expanded.has(key) || (!!filter?.expanded.has(key) && !collapsed.has(key));
  const toggle = (key: NodeKey) => {
    const wasOpen = isOpen(key);
    setExpanded((old) => {
      const next = new Set(old);
      if (wasOpen) next.delete(key);
      else next.add(key);
      return next;
    });
    setCollapsed((old) => {
      const next = new Set(old);
      if (wasOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const editor: StructureEditorState = {
    isOpen,
    toggle,
    open: (key) => setExpanded((old) => (old.has(key) ? old : new Set(old).add(key))),
    filter,
    active,
    setActive,
    close: (action) => setActive((current) => afterClosing(current, action)),
    showAll: (key) => showAllOf.has(key),
    setShowAll: (key) => setShowAllOf((old) => new Set(old).add(key)),
  };

  const counts = useMemo(() => {
    if (!tree) return null;
    let years = 0;
    let materials = 0;
    let levels = 0;
    for (const level of tree.levels) {
      years += level.years.length;
      for (const year of level.years) {
        materials += year.materials.length;
        for (const speciality of year.specialities) materials += speciality.materials.length;
      }
    }
    for (const language of tree.languages) levels += language.levels.length;
    return {
      levels: tree.levels.length,
      years,
      materials,
      languages: tree.languages.length,
      languageLevels: levels,
    };
  }, [tree]);

  const expandLevels = () =>
    setExpanded(
      new Set(
        tree
          ? [
              ...tree.levels.map((l) => nodeKey('level', l.id)),
              ...tree.languages.map((l) => nodeKey('language', l.id)),
            ]
          : [],
      ),
    );

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('editor.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-7xl">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold text-brand-700">{t('staff-area:staff.adminArea')}</p>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('editor.title')}</h1>
            <p className="mt-2 max-w-2xl text-slate-600">{t('editor.subtitle')}</p>
          </div>
          {counts ? (
            <dl className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
              {(
                [
                  ['levels', counts.levels],
                  ['years', counts.years],
                  ['materials', counts.materials],
                  ['languages', counts.languages],
                  ['languageLevels', counts.languageLevels],
                ] as const
              ).map(([name, value]) => (
                <div
                  key={name}
                  className="rounded-2xl bg-white px-3 py-2 text-center ring-1 ring-slate-200 sm:min-w-20"
                >
                  <dt className="text-xs text-slate-600">{t(`editor.stats.${name}`)}</dt>
                  <dd className="text-lg font-bold text-slate-900">{formatCount(value)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </header>

        {query.isPending ? (
          <PageSpinner />
        ) : query.isError || !tree ? (
          <div className="mt-8">
            <Alert tone="error">{errorText(query.error)}</Alert>
          </div>
        ) : (
          <StructureEditorContext value={editor}>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <div className="relative flex-1">
                <label htmlFor={searchId} className="sr-only">
                  {t('editor.filter')}
                </label>
                <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setCollapsed(new Set());
                  }}
                  placeholder={t('editor.filterPlaceholder')}
                  className="block h-11 w-full rounded-xl border border-slate-300 bg-white ps-10 pe-3 text-sm shadow-xs outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
                  autoComplete="off"
                />
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={expandLevels}>
                  {t('editor.expandTop')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setExpanded(new Set())}>
                  {t('editor.collapseAll')}
                </Button>
              </div>
            </div>
            {filter ? (
              <p className="mt-3 text-sm text-slate-600" role="status">
                {filter.matches === 0 ? t('editor.noMatch') : t('editor.matches', { count: filter.matches })}
              </p>
            ) : null}

            <div className="mt-6 grid items-start gap-6 xl:grid-cols-[1.5fr_1fr]">
              <section
                aria-labelledby="material-path-title"
                className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
              >
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-1 pb-3">
                  <h2
                    id="material-path-title"
                    className="flex items-center gap-2 text-lg font-bold text-slate-900"
                  >
                    <GraduationIcon className="size-5 text-brand-700" />
                    {t('editor.materialPath')}
                  </h2>
                  <Button size="sm" onClick={() => setActive({ type: 'add', key: 'root', kind: 'level' })}>
                    <PlusIcon className="size-4" />
                    {t('editor.addLevel')}
                  </Button>
                </div>
                <MaterialPathTree tree={tree} />
              </section>
              <section
                aria-labelledby="language-path-title"
                className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
              >
                <div className="mb-2 flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-1 pb-3">
                  <h2
                    id="language-path-title"
                    className="flex items-center gap-2 text-lg font-bold text-slate-900"
                  >
                    <LanguagesIcon className="size-5 text-sky-700" />
                    {t('editor.languagePath')}
                  </h2>
                  <Button size="sm" onClick={() => setActive({ type: 'add', key: 'root', kind: 'language' })}>
                    <PlusIcon className="size-4" />
                    {t('editor.addLanguage')}
                  </Button>
                </div>
                <LanguagePathTree tree={tree} />
              </section>
            </div>
          </StructureEditorContext>
        )}
      </div>
    </div>
  );
}
