import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useErrorMessage } from '../../../lib/error-message';
import { getSession, signOut } from '../../../lib/session';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthShell } from '../components/auth-shell';

/**
 * The two links of an email change: `confirm` (sent to the new address) and `undo` (sent to the old one).
 * Nothing happens until the button is pressed, so a mail scanner opening the link changes nothing.
 */
export default function EmailChangePage({ mode }: { mode: 'confirm' | 'undo' }) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const undo = useUndoEmailChange();
  const action = mode === 'confirm' ? confirm : undo;
  const errorText = useErrorMessage();
  const copy = mode === 'confirm' ? 'emailConfirm' : 'emailUndo';

  const run = () =>
    action.mutate(token, {
      // Every session of the account has ended; this browser's too.
      onSuccess: async () => {
        if (getSession().status === 'signed-in') await signOut();
      },
    });

  let body;
  if (!token) {
    body = <Alert tone="error">{t('emailLink.invalid')}</Alert>;
  } else if (action.isSuccess) {
    body = (
      <div className="space-y-6">
        <Alert tone="success">
          <p className="font-semibold">{t(`${copy}.done`)}</p>
          <p className="mt-1" dir="auto">
            {t('emailLink.account', { email: action.data.email })}
          </p>
        </Alert>
        <Link
          to={mode === 'undo' ? '/forgot-password' : '/login'}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {mode === 'undo' ? t('emailUndo.next') : t('emailConfirm.next')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        {action.isError ? <Alert tone="error">{errorText(action.error)}</Alert> : null}
        <p className="text-slate-700">{t(`${copy}.body`)}</p>
        <Button size="lg" className="w-full" pending={action.isPending} onClick={run}>
          {t(`${copy}.submit`)}
        </Button>
      </div>
    );
  }

  return (
    <AuthShell platform="tth" title={t(`${copy}.title`)} subtitle={t(`${copy}.subtitle`)}>
      <title>{`${t(`${copy}.title`)} · ${t('common:app.name')}`}</title>
      {body}
    </AuthShell>
  );
}
