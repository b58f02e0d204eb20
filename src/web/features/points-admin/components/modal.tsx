import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';

/** A centred dialog with a title, a description and a close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('points-admin');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-y-1/2 animate-fade-in overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none sm:p-7"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="pe-10 text-lg font-bold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
          ) : null}
          <Dialog.Close
            className="absolute end-3 top-3 inline-flex size-10 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100"
            aria-label={t('modal.close')}
          >
            <CloseIcon />
          </Dialog.Close>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
