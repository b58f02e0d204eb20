import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ArrowForwardIcon, CoinsIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError, changedPrice } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useBuyCourse } from '../api/buy-course';
import { useBalance } from '../../../lib/queries/get-balance';
import { CONTENT_HEADING_ID } from './content-heading';

function focusContent() {
  // The panel (and the dialog with it) is gone once the course is read again; move on to what it opened.
  setTimeout(() => document.getElementById(CONTENT_HEADING_ID)?.focus(), 0);
}

/**
 * What a signed-in student who does not own an approved, priced course sees beside it: their balance, what
 * is left after buying, and a Buy button asking for confirmation (or "Enrol for free" at price 0). When the
 * balance is short it says so at once, with the way to top up. Once bought, the course query is read again
 * and the content opens in place.
 */
export function BuyCoursePanel({ course, price }: { course: Course; price: number }) {
  const { t } = useTranslation('course');
  const errorText = useErrorMessage();
  const { formatPoints } = useNumberFormat();
  const balanceQuery = useBalance(true);
  const buy = useBuyCourse(course.id);
  const [open, setOpen] = useState(false);
  const shortfallId = useId();
  const points = (value: number) => t('common:price.points', { points: formatPoints(value) });

  const purchase = () =>
    buy.mutate(price, {
      onSuccess: () => {
        setOpen(false);
        notify.success(price === 0 ? t('buy.enrolled') : t('buy.bought'));
        focusContent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && changedPrice(error) === null) {
          // Bought meanwhile (another tab, a double click): read the course again, now open.
          setOpen(false);
          notify.info(t('buy.already'));
        }
      },
    });

  const newPrice = changedPrice(buy.error);
  const refusal =
    newPrice !== null ? (
      // The course was repriced since the page was read: nothing was charged; the panel shows the new price.
      <Alert tone="error">{t('buy.priceChanged', { points: formatPoints(newPrice) })}</Alert>
    ) : buy.error instanceof ApiError && buy.error.status === 402 ? (
      <Alert tone="error">
        {t('buy.insufficient')}{' '}
        <Link to="/points" className="font-semibold underline underline-offset-2">
          {t('buy.topUp')}
        </Link>
      </Alert>
    ) : buy.error && !(buy.error instanceof ApiError && buy.error.status === 409) ? (
      <Alert tone="error">{errorText(buy.error)}</Alert>
    ) : null;

  if (price === 0) {
    return (
      <div className="space-y-3">
        <p className="text-slate-700">{t('buy.freeIntro')}</p>
        <Button size="lg" className="w-full" pending={buy.isPending} onClick={purchase}>
          {t('buy.enrolFree')}
        </Button>
        {refusal}
      </div>
    );
  }

  if (balanceQuery.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <div className="h-5 w-2/3 animate-pulse rounded-full bg-slate-100" />
        <div className="h-12 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  }
  if (balanceQuery.isError) {
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorText(balanceQuery.error)}</Alert>
        <Button variant="secondary" className="w-full" onClick={() => void balanceQuery.refetch()}>
          {t('buy.retry')}
        </Button>
      </div>
    );
  }

  const balance = balanceQuery.data.balance;
  const shortfall = price - balance;
  const affordable = shortfall <= 0;

  return (
    <div className="space-y-4">
      <dl className="space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset">
        <div className="flex items-center justify-between gap-3">
          <dt className="flex items-center gap-2 text-slate-600">
            <CoinsIcon className="size-5 text-amber-600" />
            {t('buy.balance')}
          </dt>
          <dd className="font-bold text-slate-900 tabular-nums">{points(balance)}</dd>
        </div>
        {affordable ? (
          <div className="flex items-center justify-between gap-3 border-t border-slate-200/80 pt-2">
            <dt className="text-slate-600">{t('buy.after')}</dt>
            <dd className="font-semibold text-slate-800 tabular-nums">{points(balance - price)}</dd>
          </div>
        ) : null}
      </dl>

      {affordable ? null : (
        <div
          id={shortfallId}
          className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 ring-inset"
        >
          <p className="font-semibold">{t('buy.short', { points: formatPoints(shortfall) })}</p>
          <p className="mt-1 text-amber-900">{t('buy.shortHelp')}</p>
          <Link to="/points" className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
            <CoinsIcon className="size-5" />
            {t('buy.topUp')}
            <ArrowForwardIcon className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      )}

      <Button
        size="lg"
        variant={affordable ? 'primary' : 'secondary'}
        className="w-full"
        disabled={!affordable}
        aria-describedby={affordable ? undefined : shortfallId}
        onClick={() => {
          buy.reset();
          setOpen(true);
        }}
      >
        {t('buy.button')}
      </Button>

      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!buy.isPending) setOpen(next);
        }}
        title={t('buy.confirmTitle')}
        description={
          <>
            <p>
              {t('buy.confirmBody')} <strong dir="auto">{course.title}</strong>
            </p>
            <dl className="mt-4 space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset">
              <div className="flex items-center justify-between gap-3">
                <dt>{t('price.title')}</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{points(price)}</dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt>{t('buy.balance')}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">{points(balance)}</dd>
              </div>
              <div className="flex items-center justify-between gap-3 border-t border-slate-200/80 pt-2">
                <dt>{t('buy.after')}</dt>
                <dd className="font-bold text-brand-800 tabular-nums">
                  {points(Math.max(0, balance - price))}
                </dd>
              </div>
            </dl>
          </>
        }
        confirmLabel={t('buy.confirm')}
        cancelLabel={t('buy.cancel')}
        confirmVariant="primary"
        onConfirm={purchase}
        pending={buy.isPending}
        error={refusal}
      />
    </div>
  );
}
