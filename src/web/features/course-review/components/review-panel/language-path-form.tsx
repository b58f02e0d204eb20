import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useStructureTree } from '../../../../lib/queries/get-structure-tree';
import { useAssignLanguageLevel } from '../../api/assign-language-level';
import { parsePrice, selectClass } from './form-parts';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Places the course on a language level, with the price it has there. */
export function LanguagePathForm({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  const id = useId();
  const tree = useStructureTree();
  const errorText = useErrorMessage();
  const actionError = useActionError();
  const assign = useAssignLanguageLevel();
  const [languageId, setLanguageId] = useState<number | null>(course.languagePath?.languageId ?? null);
  const [levelId, setLevelId] = useState<number | null>(course.languagePath?.languageLevelId ?? null);
  const [price, setPrice] = useState(String(course.languagePath?.price ?? course.ownPrice ?? ''));
  const [problems, setProblems] = useState<{ level?: string; price?: string }>({});

  if (tree.isPending) return <Spinner className="size-6 text-brand-700" />;
  if (tree.isError) return <Alert tone="error">{errorText(tree.error)}</Alert>;
  const language = tree.data.languages.find((item) => item.id === languageId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typedPrice = parsePrice(price);
    const next: typeof problems = {};
    if (levelId === null) next.level = t('place.pickLanguageLevel');
    if (typedPrice === undefined || typedPrice === null) next.price = t('place.badPrice');
    setProblems(next);
    if (levelId === null || typedPrice === undefined || typedPrice === null) return;
    assign.mutate(
      { id: course.id, languageLevelId: levelId, price: typedPrice },
      {
        onSuccess: (saved) => {
          notify.success(t('place.assigned', { title: saved.title }));
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-language`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.language')}
          </label>
          <select
            id={`${id}-language`}
            className={selectClass}
            value={languageId ?? ''}
            onChange={(event) => {
              setLanguageId(event.target.value ? Number(event.target.value) : null);
              setLevelId(null);
            }}
          >
            <option value="">{t('place.chooseLanguage')}</option>
            {tree.data.languages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.flag ? `${item.flag} ` : ''}
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-level`} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('place.languageLevel')}
          </label>
          <select
            id={`${id}-level`}
            className={selectClass}
            value={levelId ?? ''}
            disabled={!language}
            aria-invalid={problems.level ? true : undefined}
            onChange={(event) => setLevelId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('place.chooseLevel')}</option>
            {(language?.levels ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {problems.level ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{problems.level}</p>
          ) : null}
        </div>
      </div>
      <TextField
        label={t('place.languagePrice')}
        name="language-price"
        inputMode="numeric"
        dir="ltr"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={problems.price ?? null}
      />
      {assign.isError ? <Alert tone="error">{actionError(assign.error, 'assignLanguage')}</Alert> : null}
      <Button type="submit" className="w-full" pending={assign.isPending}>
        {t('place.assignLanguageButton')}
      </Button>
    </form>
  );
}
