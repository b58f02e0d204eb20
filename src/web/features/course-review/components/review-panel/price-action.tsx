import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../../contract/courses';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useSetCoursePrice } from '../../../../lib/queries/set-course-price';
import { ActionCard } from './action-card';
import { parsePrice } from './form-parts';

/** Sets (or clears, when left empty) the course's own price. */
export function PriceAction({ course }: { course: Course }) {
  const { t } = useTranslation('review');
  const id = useId();
  const [price, setPrice] = useState(course.ownPrice === null ? '' : String(course.ownPrice));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetCoursePrice();
  const errorText = useErrorMessage();
  return (
    <ActionCard id={`${id}-title`} title={t('price.title')}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = parsePrice(price);
          if (typed === undefined) {
            setProblem(t('place.badPrice'));
            return;
          }
          setProblem(null);
          save.mutate({ id: course.id, price: typed }, { onSuccess: () => notify.success(t('price.saved')) });
        }}
      >
        <TextField
          label={t('price.label')}
          name="own-price"
          inputMode="numeric"
          dir="ltr"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          hint={t('price.hint')}
          error={problem}
        />
        {save.isError ? <Alert tone="error">{errorText(save.error)}</Alert> : null}
        <Button type="submit" variant="secondary" className="w-full" pending={save.isPending}>
          {t('price.save')}
        </Button>
      </form>
    </ActionCard>
  );
}
