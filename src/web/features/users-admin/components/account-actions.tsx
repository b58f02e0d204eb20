import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, type AdminUser, type Role } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useChangeRole, useReactivateUser, useSendResetLink, useSuspendUser } from '../api/manage-user';

/** Role, suspension and the reset link. The server refuses an admin acting on their own account; so does this. */
export function AccountActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('users-admin');
  const errorText = useErrorMessage();
  const session = useSession();
  const self = session.user?.id === user.id;
  const suspended = user.suspended_at !== null;
  const [role, setRole] = useState<Role>(user.role);
  const [confirm, setConfirm] = useState<'suspend' | 'reactivate' | 'reset' | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const changeRole = useChangeRole(user.id);
  const suspend = useSuspendUser(user.id);
  const reactivate = useReactivateUser(user.id);
  const resetLink = useSendResetLink(user.id);
  const pending = confirm === 'suspend' ? suspend : confirm === 'reactivate' ? reactivate : resetLink;

  const close = () => {
    setConfirm(null);
    suspend.reset();
    reactivate.reset();
    resetLink.reset();
  };
  const run = () => {
    if (confirm === 'suspend') {
      suspend.mutate(reason.trim(), {
        onSuccess: () => {
          notify.success(t('actions.suspended'));
          setReason('');
          setConfirm(null);
        },
      });
    } else if (confirm === 'reactivate') {
      reactivate.mutate(undefined, {
        onSuccess: () => {
          notify.success(t('actions.reactivated'));
          setConfirm(null);
        },
      });
    } else {
      resetLink.mutate(undefined, {
        onSuccess: () => {
          notify.success(t('actions.resetSent', { email: user.email }));
          setConfirm(null);
        },
      });
    }
  };

  return (
    <div className="space-y-6">
      {self ? <Alert tone="info">{t('actions.selfNote')}</Alert> : null}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          changeRole.mutate(role, { onSuccess: () => notify.success(t('actions.roleChanged')) });
        }}
      >
        <div className="min-w-[12rem] flex-1">
          <SelectField
            label={t('actions.role')}
            name="role"
            value={role}
            disabled={self}
            onChange={(event) => setRole(event.target.value as Role)}
          >
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(`common:roles.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" pending={changeRole.isPending} disabled={self || role === user.role}>
          {t('actions.saveRole')}
        </Button>
      </form>
      {changeRole.isError ? <Alert tone="error">{errorText(changeRole.error)}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {suspended ? (
          <Button variant="primary" onClick={() => setConfirm('reactivate')}>
            {t('actions.reactivate')}
          </Button>
        ) : (
          <Button variant="danger" disabled={self} onClick={() => setConfirm('suspend')}>
            {t('actions.suspend')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirm('reset')}>
          {t('actions.sendReset')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : close())}
        title={confirm ? t(`confirm.${confirm}.title`, { name: user.name }) : ''}
        description={
          confirm === 'suspend' ? (
            <>
              <p>{t('confirm.suspend.body')}</p>
              <label htmlFor={reasonId} className="mt-4 mb-1.5 block font-semibold text-slate-800">
                {t('confirm.suspend.reason')}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                className="block w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
              />
            </>
          ) : confirm ? (
            <p>{t(`confirm.${confirm}.body`, { email: user.email })}</p>
          ) : null
        }
        confirmLabel={confirm ? t(`confirm.${confirm}.confirm`) : ''}
        cancelLabel={t('confirm.cancel')}
        confirmVariant={confirm === 'suspend' ? 'danger' : 'primary'}
        onConfirm={run}
        pending={pending.isPending}
        error={pending.isError ? <Alert tone="error">{errorText(pending.error)}</Alert> : null}
      />
    </div>
  );
}
