import { useTranslation } from 'react-i18next';
import { useCatalogueName } from '../../../lib/use-catalogue-name';
import type { LanguageLevel, StructureTree } from '../../../../contract/structure';
import { ArrowDownIcon, ArrowUpIcon, GraduationIcon, LanguagesIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCreateLanguage } from '../api/create-language';
import { useCreateLanguageLevel } from '../api/create-language-level';
import { useDeleteLanguage } from '../api/delete-language';
import { useDeleteLanguageLevel } from '../api/delete-language-level';
import { useReorderLanguageLevels } from '../api/reorder-language-levels';
import { moveId, type TreeLanguage } from '../api/structure-tree-updates';
import { useUpdateLanguage } from '../api/update-language';
import { useUpdateLanguageLevel } from '../api/update-language-level';
import { LanguageFlag } from './language-flag';
import { NodeForm, translationsBody, translationValues } from './node-form';
import { useStructureEditor } from './structure-editor-context';
import { nodeKey } from './structure-filter';
import { IconAction, TreeRow } from './tree-row';

/** An on/off switch for `is_active`, named after what it does to the node. */
function ActiveSwitch({
  active,
  name,
  pending,
  onChange,
}: {
  active: boolean;
  name: string;
  pending: boolean;
  onChange: (active: boolean) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('editor.activeSwitch', { name })}
      title={active ? t('editor.active') : t('editor.inactive')}
      disabled={pending}
      onClick={() => onChange(!active)}
      className={`relative mx-1 inline-flex h-6 w-10 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${
        active ? 'bg-brand-600' : 'bg-slate-300'
      }`}
    >
      <span
        aria-hidden="true"
        className={`absolute top-1 size-4 rounded-full bg-white shadow transition-all ${active ? 'start-5' : 'start-1'}`}
      />
    </button>
  );
}

function InactiveBadge() {
  const { t } = useTranslation('catalogue');
  return (
    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {t('editor.inactive')}
    </span>
  );
}

/** The language path, language → level, with activation and the order of levels. */
export function LanguagePathTree({ tree }: { tree: StructureTree }) {
  const { t } = useTranslation('catalogue');
  const nameOf = useCatalogueName();
  const errorText = useErrorMessage();
  const editor = useStructureEditor();
  const createLanguage = useCreateLanguage();
  const updateLanguage = useUpdateLanguage();
  const deleteLanguage = useDeleteLanguage();
  const createLevel = useCreateLanguageLevel();
  const updateLevel = useUpdateLanguageLevel();
  const deleteLevel = useDeleteLanguageLevel();
  const reorder = useReorderLanguageLevels();

  const done = (message: string) => () => notify.success(message);
  const fail = (caught: unknown) => notify.error(errorText(caught));

  const setActive = (kind: 'language' | 'level', id: number, name: string, active: boolean) => {
    const request =
      kind === 'language'
        ? updateLanguage.mutateAsync({ id, body: { is_active: active } })
        : updateLevel.mutateAsync({ id, body: { is_active: active } });
    request.then(done(t(active ? 'editor.activated' : 'editor.deactivated', { name }))).catch(fail);
  };

  const move = (language: TreeLanguage, level: LanguageLevel, step: -1 | 1) => {
    const ids = moveId(
      language.levels.map((item) => item.id),
      level.id,
      step,
    );
    reorder
      .mutateAsync({ language_id: language.id, ids })
      .then(done(t('editor.reordered', { name: level.name })))
      .catch(fail);
  };

  const levelRow = (language: TreeLanguage, level: LanguageLevel, index: number) => (
    <TreeRow
      key={level.id}
      nodeKey={nodeKey('language-level', level.id)}
      kind="language-level"
      name={nameOf(level)}
      icon={GraduationIcon}
      depth={1}
      childCount={null}
      muted={!level.is_active}
      facts={
        <>
          {level.description ? (
            <span className="text-xs text-slate-500" dir="auto">
              {level.description}
            </span>
          ) : null}
          {level.is_active ? null : <InactiveBadge />}
        </>
      }
      extraActions={
        <>
          <IconAction
            label={t('editor.moveUp', { name: level.name })}
            disabled={index === 0 || reorder.isPending}
            onClick={() => move(language, level, -1)}
          >
            <ArrowUpIcon className="size-4" />
          </IconAction>
          <IconAction
            label={t('editor.moveDown', { name: level.name })}
            disabled={index === language.levels.length - 1 || reorder.isPending}
            onClick={() => move(language, level, 1)}
          >
            <ArrowDownIcon className="size-4" />
          </IconAction>
          <ActiveSwitch
            active={level.is_active}
            name={nameOf(level)}
            pending={updateLevel.isPending}
            onChange={(active) => setActive('level', level.id, level.name, active)}
          />
        </>
      }
      editInitial={{ ...translationValues(level), name: level.name, description: level.description ?? '' }}
      onEdit={(values) =>
        updateLevel
          .mutateAsync({
            id: level.id,
            body: {
              name: values.name,
              translations: translationsBody(values, true),
              description: values.description.trim() || null,
            },
          })
          .then(done(t('editor.saved', { name: values.name.trim() })))
      }
      onDelete={() => deleteLevel.mutateAsync(level.id).then(done(t('editor.deleted', { name: level.name })))}
    />
  );

  const languageRow = (language: TreeLanguage) => (
    <TreeRow
      key={language.id}
      nodeKey={nodeKey('language', language.id)}
      kind="language"
      name={nameOf(language)}
      icon={LanguagesIcon}
      depth={0}
      childCount={language.levels.length}
      muted={!language.is_active}
      facts={
        <>
          <LanguageFlag flag={language.flag} code={language.code} size="sm" />
          <span className="text-xs text-slate-500" dir="ltr">
            {language.code}
          </span>
          {language.is_active ? null : <InactiveBadge />}
        </>
      }
      extraActions={
        <ActiveSwitch
          active={language.is_active}
          name={nameOf(language)}
          pending={updateLanguage.isPending}
          onChange={(active) => setActive('language', language.id, language.name, active)}
        />
      }
      renderChildren={() => language.levels.map((level, index) => levelRow(language, level, index))}
      additions={[
        {
          kind: 'language-level',
          label: t('editor.addLanguageLevel'),
          onSubmit: (values) =>
            createLevel
              .mutateAsync({
                name: values.name,
                translations: translationsBody(values, true),
                description: values.description.trim() || null,
                language_id: language.id,
                order: (language.levels.at(-1)?.order ?? -1) + 1,
              })
              .then(done(t('editor.added', { name: values.name.trim() }))),
        },
      ]}
      editInitial={{
        ...translationValues(language),
        name: language.name,
        code: language.code,
        flag: language.flag ?? '',
      }}
      onEdit={(values) =>
        updateLanguage
          .mutateAsync({
            id: language.id,
            body: {
              name: values.name,
              translations: translationsBody(values),
              code: values.code,
              flag: values.flag.trim() || null,
            },
          })
          .then(done(t('editor.saved', { name: values.name.trim() })))
      }
      onDelete={() =>
        deleteLanguage.mutateAsync(language.id).then(done(t('editor.deleted', { name: language.name })))
      }
    />
  );

  const addingLanguage =
    editor.active?.type === 'add' && editor.active.key === 'root' && editor.active.kind === 'language';

  return (
    <>
      {addingLanguage ? (
        <NodeForm
          kind="language"
          submitLabel={t('editor.add')}
          onCancel={() => editor.setActive(null)}
          onSubmit={async (values) => {
            const created = await createLanguage.mutateAsync({
              name: values.name,
              translations: translationsBody(values),
              code: values.code,
              flag: values.flag.trim() || null,
            });
            notify.success(t('editor.added', { name: created.name }));
            editor.close({ type: 'add', key: 'root', kind: 'language' });
          }}
        />
      ) : null}
      {tree.languages.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-slate-600">{t('editor.noLanguages')}</p>
      ) : (
        <ul>{tree.languages.map(languageRow)}</ul>
      )}
    </>
  );
}
