import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Asks for the reason of a rejection or a cancellation (required, at most 1,000 characters) before sending. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('private-classes');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) return setMissing(true);
              onConfirm(reason.trim());
            }}
          >
            <div>
              <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
                {t('reason.label')}
              </label>
              <textarea
                id={id}
                value={reason}
                maxLength={1000}
                rows={3}
                aria-invalid={missing ? true : undefined}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
                className="block w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
              />
              {missing ? <p className="mt-1 text-sm text-red-700">{t('reason.required')}</p> : null}
            </div>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('actions.back')}</Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" pending={pending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
