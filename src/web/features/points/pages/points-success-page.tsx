import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { AlertIcon, CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useNumberFormat } from '../../../lib/use-number-format';
import { usePaymentTransaction } from '../api/get-payment-transaction';
import { PaymentSummary } from '../components/payment-summary';
import { ResultShell } from '../components/result-shell';
import { useTransactionId } from '../components/use-transaction-id';
import { pointsKeys } from '../../../lib/queries/points-keys';

/** After this long still pending, say so plainly: the points arrive whenever the provider confirms. */
const SLOW_AFTER_MS = 30_000;

/** /points/success?transaction_id=: the credited points and the new balance, waiting while still pending. */
export default function PointsSuccessPage() {
  const { t } = useTranslation('points');
  const id = useTransactionId();
  const query = usePaymentTransaction(id);
  const errorText = useErrorMessage();
  const queryClient = useQueryClient();
  const { formatPoints } = useNumberFormat();
  const transaction = query.data;
  const status = transaction?.status;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (status === 'completed') void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
  }, [status, queryClient]);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const title = `${t('success.pageTitle')} · ${t('common:app.name')}`;
  const actions = (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/points" className={buttonClasses('primary')}>
        {t('result.backToPoints')}
      </Link>
      <Link to="/points/history" className={buttonClasses('secondary')}>
        {t('result.history')}
      </Link>
    </div>
  );

  if (id === null) {
    return (
      <ResultShell tone="failure" icon={<AlertIcon className="size-8" />} title={t('result.missingTitle')}>
        <title>{title}</title>
        <p>{t('result.missing')}</p>
        {actions}
      </ResultShell>
    );
  }
  if (query.isPending) {
    return (
      <>
        <title>{title}</title>
        <h1 className="sr-only">{t('success.pageTitle')}</h1>
        <PageSpinner />
      </>
    );
  }
  if (query.isError || !transaction) {
    return (
      <ResultShell tone="failure" icon={<AlertIcon className="size-8" />} title={t('result.unreadableTitle')}>
        <title>{title}</title>
        <Alert tone="error">{errorText(query.error)}</Alert>
        {actions}
      </ResultShell>
    );
  }

  if (transaction.status === 'pending') {
    return (
      <ResultShell tone="waiting" icon={<ClockIcon className="size-8" />} title={t('success.waitingTitle')}>
        <title>{title}</title>
        <div role="status" aria-live="polite" className="flex items-center justify-center gap-3">
          <Spinner className="size-5 text-amber-700" />
          <p>{t('success.waiting')}</p>
        </div>
        {slow ? <p className="text-sm">{t('success.slow')}</p> : null}
        <PaymentSummary transaction={transaction} />
        {actions}
      </ResultShell>
    );
  }

  if (transaction.status === 'completed') {
    return (
      <ResultShell tone="success" icon={<CheckCircleIcon className="size-8" />} title={t('success.title')}>
        <title>{title}</title>
        <div role="status" className="space-y-1">
          <p className="text-lg">
            <span className="font-bold text-brand-800" data-testid="credited-points">
              {t('success.credited', { points: formatPoints(transaction.amount) })}
            </span>
          </p>
          {transaction.balance_after !== null ? (
            <p data-testid="new-balance">
              {t('success.newBalance', { balance: formatPoints(transaction.balance_after) })}
            </p>
          ) : null}
        </div>
        <PaymentSummary transaction={transaction} />
        {actions}
      </ResultShell>
    );
  }

  return (
    <ResultShell
      tone="failure"
      icon={<XCircleIcon className="size-8" />}
      title={t(`failure.${transaction.status}Title`)}
    >
      <title>{title}</title>
      <p>{t(`failure.${transaction.status}`)}</p>
      <PaymentSummary transaction={transaction} />
      {actions}
    </ResultShell>
  );
}
