import { useTranslation } from 'react-i18next';
import { useCatalogueName } from '../../../lib/use-catalogue-name';
import type { Material, StructureTree } from '../../../../contract/structure';
import { BookIcon, BranchIcon, CalendarIcon, LayersIcon } from '../../../components/ui/icons';
import { notify } from '../../../lib/notify';
import { useCreateLevel } from '../api/create-level';
import { useCreateMaterial } from '../api/create-material';
import { useCreateSpeciality } from '../api/create-speciality';
import { useCreateYear } from '../api/create-year';
import { useDeleteLevel } from '../api/delete-level';
import { useDeleteMaterial } from '../api/delete-material';
import { useDeleteSpeciality } from '../api/delete-speciality';
import { useDeleteYear } from '../api/delete-year';
import type { TreeLevel, TreeSpeciality, TreeYear } from '../api/structure-tree-updates';
import { useUpdateLevel } from '../api/update-level';
import { useUpdateMaterial } from '../api/update-material';
import { useUpdateSpeciality } from '../api/update-speciality';
import { useUpdateYear } from '../api/update-year';
import { NodeForm, translationsBody, translationValues, type NodeFormValues } from './node-form';
import { useStructureEditor } from './structure-editor-context';
import { nodeKey } from './structure-filter';
import { LimitedChildren, TreeRow } from './tree-row';
import { usePriceText } from '../../../components/ui/price-label';

function Count({ text }: { text: string }) {
  return <span className="text-xs text-slate-500">{text}</span>;
}

/** The material path, level → year → speciality → material, with every edit the admin makes in place. */
export function MaterialPathTree({ tree }: { tree: StructureTree }) {
  const { t } = useTranslation('catalogue');
  const nameOf = useCatalogueName();
  const editor = useStructureEditor();
  const priceText = usePriceText();
  const createLevel = useCreateLevel();
  const updateLevel = useUpdateLevel();
  const deleteLevel = useDeleteLevel();
  const createYear = useCreateYear();
  const updateYear = useUpdateYear();
  const deleteYear = useDeleteYear();
  const createSpeciality = useCreateSpeciality();
  const updateSpeciality = useUpdateSpeciality();
  const deleteSpeciality = useDeleteSpeciality();
  const createMaterial = useCreateMaterial();
  const updateMaterial = useUpdateMaterial();
  const deleteMaterial = useDeleteMaterial();

  const done = (message: string) => () => notify.success(message);

  const materialRow = (material: Material, depth: number) => (
    <TreeRow
      key={material.id}
      nodeKey={nodeKey('material', material.id)}
      kind="material"
      name={nameOf(material)}
      icon={BookIcon}
      depth={depth}
      childCount={null}
      facts={
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-100">
          {priceText(material.price)}
        </span>
      }
      editInitial={{ ...translationValues(material), name: material.name, price: String(material.price) }}
      onEdit={(values) =>
        updateMaterial
          .mutateAsync({
            id: material.id,
            body: { name: values.name, translations: translationsBody(values), price: Number(values.price) },
          })
          .then(done(t('editor.saved', { name: values.name.trim() })))
      }
      onDelete={() =>
        deleteMaterial.mutateAsync(material.id).then(done(t('editor.deleted', { name: material.name })))
      }
    />
  );

  const addMaterial = (parent: { yearId: number; specialityId: number | null }) => ({
    kind: 'material' as const,
    label: t('editor.addMaterial'),
    onSubmit: (values: NodeFormValues) =>
      createMaterial
        .mutateAsync({
          name: values.name,
          translations: translationsBody(values),
          price: Number(values.price),
          ...parent,
        })
        .then(done(t('editor.added', { name: values.name.trim() }))),
  });

  const specialityRow = (speciality: TreeSpeciality, year: TreeYear) => (
    <TreeRow
      key={speciality.id}
      nodeKey={nodeKey('speciality', speciality.id)}
      kind="speciality"
      name={nameOf(speciality)}
      icon={BranchIcon}
      depth={2}
      childCount={speciality.materials.length}
      facts={<Count text={t('editor.materialsCount', { count: speciality.materials.length })} />}
      renderChildren={() => (
        <LimitedChildren
          parentKey={nodeKey('speciality', speciality.id)}
          items={speciality.materials}
          depth={3}
          render={(material) => materialRow(material, 3)}
        />
      )}
      additions={[addMaterial({ yearId: year.id, specialityId: speciality.id })]}
      editInitial={{ ...translationValues(speciality), name: speciality.name }}
      onEdit={(values) =>
        updateSpeciality
          .mutateAsync({
            id: speciality.id,
            body: { name: values.name, translations: translationsBody(values) },
          })
          .then(done(t('editor.saved', { name: values.name.trim() })))
      }
      onDelete={() =>
        deleteSpeciality.mutateAsync(speciality.id).then(done(t('editor.deleted', { name: speciality.name })))
      }
    />
  );

  const yearRow = (year: TreeYear) => {
    const materialsCount =
      year.materials.length + year.specialities.reduce((n, s) => n + s.materials.length, 0);
    return (
      <TreeRow
        key={year.id}
        nodeKey={nodeKey('year', year.id)}
        kind="year"
        name={nameOf(year)}
        icon={CalendarIcon}
        depth={1}
        childCount={year.specialities.length + year.materials.length}
        facts={
          <Count
            text={[
              year.specialities.length > 0
                ? t('editor.specialitiesCount', { count: year.specialities.length })
                : null,
              t('editor.materialsCount', { count: materialsCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        }
        renderChildren={() => (
          <>
            {year.specialities.map((speciality) => specialityRow(speciality, year))}
            <LimitedChildren
              parentKey={nodeKey('year', year.id)}
              items={year.materials}
              depth={2}
              render={(material) => materialRow(material, 2)}
            />
          </>
        )}
        additions={[
          {
            kind: 'speciality',
            label: t('editor.addSpeciality'),
            onSubmit: (values) =>
              createSpeciality
                .mutateAsync({ name: values.name, translations: translationsBody(values), yearId: year.id })
                .then(done(t('editor.added', { name: values.name.trim() }))),
          },
          addMaterial({ yearId: year.id, specialityId: null }),
        ]}
        editInitial={{ ...translationValues(year), name: year.name }}
        onEdit={(values) =>
          updateYear
            .mutateAsync({ id: year.id, body: { name: values.name, translations: translationsBody(values) } })
            .then(done(t('editor.saved', { name: values.name.trim() })))
        }
        onDelete={() => deleteYear.mutateAsync(year.id).then(done(t('editor.deleted', { name: year.name })))}
      />
    );
  };

  const levelRow = (level: TreeLevel) => (
    <TreeRow
      key={level.id}
      nodeKey={nodeKey('level', level.id)}
      kind="level"
      name={nameOf(level)}
      icon={LayersIcon}
      depth={0}
      childCount={level.years.length}
      facts={<Count text={t('editor.yearsCount', { count: level.years.length })} />}
      renderChildren={() => level.years.map(yearRow)}
      additions={[
        {
          kind: 'year',
          label: t('editor.addYear'),
          onSubmit: (values) =>
            createYear
              .mutateAsync({ name: values.name, translations: translationsBody(values), levelId: level.id })
              .then(done(t('editor.added', { name: values.name.trim() }))),
        },
      ]}
      editInitial={{ ...translationValues(level), name: level.name }}
      onEdit={(values) =>
        updateLevel
          .mutateAsync({ id: level.id, body: { name: values.name, translations: translationsBody(values) } })
          .then(done(t('editor.saved', { name: values.name.trim() })))
      }
      onDelete={() => deleteLevel.mutateAsync(level.id).then(done(t('editor.deleted', { name: level.name })))}
    />
  );

  const addingLevel =
    editor.active?.type === 'add' && editor.active.key === 'root' && editor.active.kind === 'level';

  return (
    <>
      {addingLevel ? (
        <NodeForm
          kind="level"
          submitLabel={t('editor.add')}
          onCancel={() => editor.setActive(null)}
          onSubmit={async (values) => {
            const created = await createLevel.mutateAsync({
              name: values.name,
              translations: translationsBody(values),
            });
            notify.success(t('editor.added', { name: created.name }));
            editor.close({ type: 'add', key: 'root', kind: 'level' });
          }}
        />
      ) : null}
      {tree.levels.length === 0 ? (
        <p className="px-2 py-6 text-center text-sm text-slate-600">{t('editor.noLevels')}</p>
      ) : (
        <ul>{tree.levels.map(levelRow)}</ul>
      )}
    </>
  );
}
