import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { AlertIcon, CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { usePaymentTransaction } from '../api/get-payment-transaction';
import { PaymentSummary } from '../components/payment-summary';
import { ResultShell } from '../components/result-shell';
import { useTransactionId } from '../components/use-transaction-id';

/** /points/failure?transaction_id=: why no points were added, and the way back to try again. */
export default function PointsFailurePage() {
  const { t } = useTranslation('points');
  const id = useTransactionId();
  const query = usePaymentTransaction(id);
  const errorText = useErrorMessage();
  const transaction = query.data;
  const title = `${t('failure.pageTitle')} · ${t('common:app.name')}`;
  const actions = (
    <div className="flex flex-col justify-center gap-3 sm:flex-row">
      <Link to="/points" className={buttonClasses('primary')}>
        {t('failure.retry')}
      </Link>
      <Link to="/points/history" className={buttonClasses('secondary')}>
        {t('result.history')}
      </Link>
    </div>
  );

  if (id !== null && query.isPending) {
    return (
      <>
        <title>{title}</title>
        <h1 className="sr-only">{t('failure.pageTitle')}</h1>
        <PageSpinner />
      </>
    );
  }

  // Came back here although the payment went through (a late confirmation): say so rather than alarm.
  if (transaction?.status === 'completed') {
    return (
      <ResultShell
        tone="success"
        icon={<CheckCircleIcon className="size-8" />}
        title={t('failure.paidTitle')}
      >
        <title>{title}</title>
        <p>{t('failure.paid')}</p>
        <PaymentSummary transaction={transaction} />
        {actions}
      </ResultShell>
    );
  }

  const reason = transaction ? transaction.status : 'unknown';
  return (
    <ResultShell
      tone="failure"
      icon={transaction ? <XCircleIcon className="size-8" /> : <AlertIcon className="size-8" />}
      title={t(`failure.${reason}Title`)}
    >
      <title>{title}</title>
      <p>{t(`failure.${reason}`)}</p>
      <p className="text-sm">{t('failure.noCharge')}</p>
      {query.isError ? <Alert tone="error">{errorText(query.error)}</Alert> : null}
      {transaction ? <PaymentSummary transaction={transaction} /> : null}
      {actions}
    </ResultShell>
  );
}
