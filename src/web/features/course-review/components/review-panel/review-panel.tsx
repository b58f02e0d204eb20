import { useTranslation } from 'react-i18next';
import { CoursePathLabel } from '../../../../components/ui/course-path-label';
import { PriceLabel } from '../../../../components/ui/price-label';
import { ApproveAction } from './approve-action';
import { PlaceAction } from './place-action';
import { PriceAction } from './price-action';
import { RejectAction } from './reject-action';
import type { ReviewActionProps } from './types';

/**
 * Every review action on one course: approve, reject with a reason, place it under an existing or a new
 * material, or a language level with a price (each approves), and set its own price.
 */
export function ReviewPanel({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="review-state"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="review-state" className="text-base font-bold text-slate-900">
          {t('panel.title')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
          <div className="col-span-2">
            <dt className="font-semibold text-slate-600">{t('panel.path')}</dt>
            <dd className="mt-0.5">
              <CoursePathLabel course={course} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t('panel.price')}</dt>
            <dd className="mt-0.5 font-semibold text-brand-800">
              <PriceLabel price={course.price} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-600">{t('panel.ownPrice')}</dt>
            <dd className="mt-0.5 text-slate-800">
              <PriceLabel price={course.ownPrice} />
            </dd>
          </div>
        </dl>
        <ApproveAction course={course} onReviewed={onReviewed} />
      </section>
      <PlaceAction course={course} onReviewed={onReviewed} />
      <RejectAction course={course} onReviewed={onReviewed} />
      <PriceAction course={course} />
    </div>
  );
}
