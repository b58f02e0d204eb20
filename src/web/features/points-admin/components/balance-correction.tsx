import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { setBalanceBody } from '../../../../contract/points';
import type { User } from '../../../../contract/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useSetBalance } from '../api/set-balance';
import { UserPicker } from './user-picker';

type Field = 'points' | 'user_id' | 'reason';

/** Sets a user's balance to an exact value; the server records the difference as an adjustment. */
export function BalanceCorrection() {
  const { t } = useTranslation('points-admin');
  const errorText = useErrorMessage();
  const { formatPoints } = useNumberFormat();
  const setBalance = useSetBalance();
  const [user, setUser] = useState<User | null>(null);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = setBalanceBody.safeParse({
      user_id: user?.id,
      points: points.trim() === '' ? Number.NaN : Number(points),
      reason: reason.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    const name = user?.name ?? '';
    setBalance.mutate(parsed.data, {
      onSuccess: () => {
        notify.success(t('correction.done', { name, points: formatPoints(parsed.data.points) }));
        setPoints('');
        setReason('');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {setBalance.isError ? <Alert tone="error">{errorText(setBalance.error)}</Alert> : null}
      <div className="grid items-start gap-4 lg:grid-cols-[1.2fr_0.8fr_1fr]">
        <div>
          <UserPicker label={t('correction.user')} value={user} onChange={setUser} />
          {errors.user_id ? (
            <p className="mt-1.5 text-sm font-medium text-red-700">{t('correction.chooseUser')}</p>
          ) : null}
        </div>
        <TextField
          label={t('correction.points')}
          name="balance-points"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          dir="ltr"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          error={errors.points ? errorText(errors.points) : null}
          hint={t('correction.pointsHint')}
        />
        <TextField
          label={t('correction.reason')}
          name="balance-reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          hint={t('correction.reasonHint')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={setBalance.isPending}>
          {t('correction.submit')}
        </Button>
      </div>
    </form>
  );
}
