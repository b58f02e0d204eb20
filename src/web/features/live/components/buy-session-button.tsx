import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  PRICE_CHANGED,
  SESSION_ALREADY_PURCHASED,
  SESSION_FULL,
  type LiveSession,
} from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { usePriceText } from '../../../components/ui/price-label';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useBalance } from '../../../lib/queries/get-balance';
import { loginPathFor } from '../../../lib/role-home';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useSession } from '../../../lib/use-session';
import { useBuyLiveSession } from '../api/buy-live-session';
import { seatsLeft } from './session-facts';

const isRefusal = (error: unknown, status: number, message?: string) =>
  error instanceof ApiError &&
  error.status === status &&
  (message === undefined || error.message === message);

/**
 * What a session card offers to buy it: visitors are sent to log in first; a student who holds a seat is
 * pointed to their sessions; otherwise Buy asks for confirmation with the price and the balance. The price
 * shown is the price sent, so a session repriced meanwhile is refused (409) and the new price is shown.
 */
export function BuySessionButton({ session, owned }: { session: LiveSession; owned: boolean }) {
  const { t } = useTranslation('live');
  const { state, isStudent } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const buy = useBuyLiveSession(session.id);
  const balance = useBalance(open && isStudent);
  const priceText = usePriceText();
  const { formatPoints } = useNumberFormat();
  const errorText = useErrorMessage();
  const points = (value: number) => t('common:price.points', { points: formatPoints(value) });

  if (state.status === 'signed-out') {
    return (
      <Link
        to={loginPathFor(`${location.pathname}${location.search}`)}
        className={buttonClasses('primary', 'md')}
      >
        {t('buy.signInToBuy')}
      </Link>
    );
  }
  if (state.status === 'checking' || !isStudent) return null;
  if (owned) {
    return (
      <Link to="/TTHSession" className={buttonClasses('secondary', 'md')}>
        {t('buy.owned')}
      </Link>
    );
  }
  if (seatsLeft(session) === 0) {
    return (
      <Button variant="secondary" disabled>
        {t('facts.full')}
      </Button>
    );
  }

  const purchase = () =>
    buy.mutate(session.price, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t('buy.bought', { title: session.title }));
      },
      onError: (error) => {
        if (isRefusal(error, 409, SESSION_ALREADY_PURCHASED)) {
          setOpen(false);
          notify.info(t('buy.already'));
        }
      },
    });

  const refusal = !buy.error ? null : isRefusal(buy.error, 402) ? (
    <Alert tone="error">
      {t('buy.insufficient')}{' '}
      <Link to="/points" className="font-semibold underline underline-offset-2">
        {t('buy.topUp')}
      </Link>
    </Alert>
  ) : isRefusal(buy.error, 409, PRICE_CHANGED) ? (
    <Alert tone="error">{t('buy.priceChanged', { price: priceText(session.price) })}</Alert>
  ) : isRefusal(buy.error, 409, SESSION_FULL) ? (
    <Alert tone="error">{t('buy.full')}</Alert>
  ) : isRefusal(buy.error, 409, SESSION_ALREADY_PURCHASED) ? null : (
    <Alert tone="error">{errorText(buy.error)}</Alert>
  );

  return (
    <>
      <Button
        onClick={() => {
          buy.reset();
          setOpen(true);
        }}
        aria-label={t('buy.buyNamed', { title: session.title })}
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
              {t('buy.confirmBody')} <strong dir="auto">{session.title}</strong>
            </p>
            <dl className="mt-4 space-y-2 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/70 ring-inset">
              <div className="flex items-center justify-between gap-3">
                <dt>{t('facts.price')}</dt>
                <dd className="font-bold text-slate-900 tabular-nums">{priceText(session.price)}</dd>
              </div>
              {balance.data ? (
                <>
                  <div className="flex items-center justify-between gap-3">
                    <dt>{t('buy.balance')}</dt>
                    <dd className="font-semibold text-slate-900 tabular-nums">
                      {points(balance.data.balance)}
                    </dd>
                  </div>
                  <div className="flex items-center justify-between gap-3 border-t border-slate-200/80 pt-2">
                    <dt>{t('buy.after')}</dt>
                    <dd className="font-bold text-brand-800 tabular-nums">
                      {points(Math.max(0, balance.data.balance - session.price))}
                    </dd>
                  </div>
                </>
              ) : null}
            </dl>
          </>
        }
        confirmLabel={t('buy.confirm', { price: priceText(session.price) })}
        cancelLabel={t('buy.cancel')}
        confirmVariant="primary"
        onConfirm={purchase}
        pending={buy.isPending}
        error={refusal}
      />
    </>
  );
}
