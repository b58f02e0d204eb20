import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueTranslations } from '../../../../contract/catalogue-translations';
import { pointPackageBody, type PointPackage } from '../../../../contract/points';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreatePackage } from '../api/create-package';
import { useUpdatePackage } from '../api/update-package';

type Field = 'name' | 'name_fr' | 'name_en' | 'points' | 'price' | 'display_order';

function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Creates a package, or edits one when `pack` is given. */
export function PackageForm({ pack, onDone }: { pack: PointPackage | null; onDone: () => void }) {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const mutation = pack ? update : create;
  const [name, setName] = useState(pack?.name ?? '');
  const [nameFr, setNameFr] = useState(pack?.translations?.fr?.name ?? '');
  const [nameEn, setNameEn] = useState(pack?.translations?.en?.name ?? '');
  const [points, setPoints] = useState(pack ? String(pack.points) : '');
  const [price, setPrice] = useState(pack ? String(pack.price) : '');
  const [order, setOrder] = useState(pack ? String(pack.display_order) : '0');
  const [active, setActive] = useState(pack?.is_active ?? true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const translations: CatalogueTranslations = {};
    // An empty translation is left out: buyers in that language then see the Arabic name.
    if (nameFr.trim()) translations.fr = { name: nameFr };
    if (nameEn.trim()) translations.en = { name: nameEn };
    const parsed = pointPackageBody.safeParse({
      name,
      translations,
      points: toNumber(points),
      price: toNumber(price),
      display_order: toNumber(order || '0'),
      is_active: active,
    });
    if (!parsed.success) {
      // A translation's issue (translations.fr.name) belongs to that language's field.
      const issues = parsed.error.issues.map((issue) =>
        issue.path[0] === 'translations' ? { ...issue, path: [`name_${String(issue.path[1])}`] } : issue,
      );
      setErrors(fieldErrorsOf<Field>(issues));
      return;
    }
    setErrors({});
    const done = () => {
      notify.success(pack ? t('packages.saved') : t('packages.created'));
      onDone();
    };
    if (pack) update.mutate({ id: pack.id, body: parsed.data }, { onSuccess: done });
    else create.mutate(parsed.data, { onSuccess: done });
  }

  const error = (field: Field) => (errors[field] ? errorText(errors[field]) : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {mutation.isError ? <Alert tone="error">{errorText(mutation.error)}</Alert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('packages.namesLegend')}</legend>
        <TextField
          label={t('packages.nameIn.ar')}
          name="name"
          lang="ar"
          dir="rtl"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error('name')}
          required
        />
        <TextField
          label={t('packages.nameIn.fr')}
          name="name_fr"
          lang="fr"
          dir="ltr"
          value={nameFr}
          onChange={(event) => setNameFr(event.target.value)}
          error={error('name_fr')}
          hint={t('packages.translationHint')}
        />
        <TextField
          label={t('packages.nameIn.en')}
          name="name_en"
          lang="en"
          dir="ltr"
          value={nameEn}
          onChange={(event) => setNameEn(event.target.value)}
          error={error('name_en')}
          hint={t('packages.translationHint')}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('packages.points')}
          name="points"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={error('points')}
          required
        />
        <TextField
          label={t('packages.priceDzd')}
          name="price"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          error={error('price')}
          required
        />
      </div>
      <TextField
        label={t('packages.order')}
        name="display_order"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        dir="ltr"
        value={order}
        onChange={(event) => setOrder(event.target.value)}
        error={error('display_order')}
        hint={t('packages.orderHint')}
      />
      <label className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
        <input
          type="checkbox"
          name="is_active"
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        {t('packages.activeLabel')}
      </label>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" pending={mutation.isPending}>
          {pack ? t('actions.save') : t('packages.create')}
        </Button>
      </div>
    </form>
  );
}
