import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSessionPatch, type LiveSession } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextField } from '../../../components/ui/text-field';
import { UploadProgressBar } from '../../../components/ui/upload-progress';
import { notify } from '../../../lib/notify';
import { useUpdateLiveSession } from '../api/update-live-session';
import { useUploadRecording } from '../api/upload-recording';
import { useLiveErrorMessage } from './use-live-error';

const recordingUrl = liveSessionPatch.shape.recordingUrl.unwrap();

/**
 * Saves a session's recording to the library, as an address (`PATCH {recordingUrl}`) or an uploaded MP4/WebM
 * video with its progress. Either way the session ends and is marked recorded.
 */
export function RecordingDialog({ session, onClose }: { session: LiveSession; onClose: () => void }) {
  const { t } = useTranslation('live-staff');
  const { t: te } = useTranslation('errors');
  const errorText = useLiveErrorMessage();
  const update = useUpdateLiveSession();
  const upload = useUploadRecording();
  const [source, setSource] = useState<'link' | 'file'>('link');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState(0);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const groupId = useId();
  const failed = update.error ?? upload.error;
  const pending = update.isPending || upload.isPending;

  const done = () => {
    notify.success(t('recording.saved'));
    onClose();
  };

  const save = () => {
    if (source === 'link') {
      const checked = recordingUrl.safeParse(url.trim());
      if (!checked.success) {
        setFieldError(checked.error.issues[0]?.message ?? 'Enter a recording address');
        return;
      }
      setFieldError(null);
      update.mutate({ id: session.id, patch: { recordingUrl: checked.data } }, { onSuccess: done });
    } else {
      if (!file) {
        setFieldError('recording.chooseFile');
        return;
      }
      setFieldError(null);
      upload.mutate({ id: session.id, file, onProgress: (p) => setPercent(p.percent) }, { onSuccess: done });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[90vh] max-w-md -translate-y-1/2 animate-fade-in overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('recording.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('recording.body', { title: session.title })}
          </Dialog.Description>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <fieldset>
              <legend id={groupId} className="mb-1.5 text-sm font-semibold text-slate-800">
                {t('recording.source')}
              </legend>
              <div className="flex flex-wrap gap-4">
                {(['link', 'file'] as const).map((value) => (
                  <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="recording-source"
                      value={value}
                      checked={source === value}
                      onChange={() => {
                        setSource(value);
                        setFieldError(null);
                      }}
                      className="size-4 accent-brand-700"
                    />
                    {t(`recording.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {source === 'link' ? (
              <TextField
                label={t('recording.url')}
                type="url"
                dir="ltr"
                placeholder="https://"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setFieldError(null);
                }}
                error={
                  fieldError
                    ? te(fieldError, { keySeparator: false, nsSeparator: false, defaultValue: fieldError })
                    : null
                }
              />
            ) : (
              <div className="space-y-2">
                <FilePicker
                  buttonLabel={t('recording.chooseButton')}
                  status={file ? file.name : t('recording.noFile')}
                  accept="video/mp4,video/webm"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setFieldError(null);
                  }}
                />
                <p className="text-sm text-slate-600">{t('recording.fileHint')}</p>
                {fieldError ? <p className="text-sm font-medium text-red-700">{t(fieldError)}</p> : null}
                {upload.isPending ? (
                  <UploadProgressBar percent={percent} label={t('recording.uploading')} />
                ) : null}
              </div>
            )}
            {failed ? <Alert tone="error">{errorText(failed)}</Alert> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="secondary">{t('recording.close')}</Button>
              </Dialog.Close>
              <Button type="submit" pending={pending}>
                {t('recording.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
