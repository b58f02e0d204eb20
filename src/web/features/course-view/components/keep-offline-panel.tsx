import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../contract/courses';
import type { OfflinePack } from '../../../../contract/media';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../../../components/ui/course-block-view';
import { DownloadIcon, TrashIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import {
  canKeepOffline,
  getOfflinePack,
  keepCourse,
  packSizes,
  removeKeptCourse,
  storageUsed,
} from '../../../lib/offline/keep-course';
import { useKeptCourse, useOnline } from '../../../lib/offline/kept-courses';
import { useSession } from '../../../lib/use-session';

type Step =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'choose'; pack: OfflinePack }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'error'; error: unknown };

/**
 * "Keep for offline" on a course the reader may open (issue 21): the choice (documents, and videos in the
 * data-saver size when the student wants them) with their sizes, the progress, then what the copy takes and a
 * way to remove it. Without a connection, a kept course says it is the copy on this device.
 */
export function KeepOfflinePanel({ course }: { course: Course }) {
  const { t, i18n } = useTranslation('offline');
  const errorText = useErrorMessage();
  const { user } = useSession();
  const kept = useKeptCourse(course.id);
  const online = useOnline();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [withVideos, setWithVideos] = useState(false);
  const [used, setUsed] = useState<number | null>(null);
  const bytes = (n: number) => formatBytes(n, i18n.language);

  useEffect(() => {
    if (kept) void storageUsed().then(setUsed);
  }, [kept]);

  if (!canKeepOffline()) return null;

  if (kept && !online) {
    return (
      <div className="mt-4">
        <Alert tone="info">
          <p className="font-semibold">{t('kept.offlineTitle')}</p>
          <p>{t('kept.offlineBody')}</p>
        </Alert>
      </div>
    );
  }
  if (kept) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200">
        <p role="status" className="min-w-0 flex-1">
          {t('kept.summary', { size: bytes(kept.bytes) })}
          {used !== null ? (
            <span className="block text-xs">{t('kept.deviceTotal', { size: bytes(used) })}</span>
          ) : null}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void removeKeptCourse(course.id)}>
          <TrashIcon className="size-4" />
          {t('kept.remove')}
        </Button>
      </div>
    );
  }
  if (!user || !online) return null;

  const start = async () => {
    setStep({ kind: 'loading' });
    try {
      setStep({ kind: 'choose', pack: await getOfflinePack(course.id) });
    } catch (error) {
      setStep({ kind: 'error', error });
    }
  };
  const save = async (pack: OfflinePack) => {
    setStep({ kind: 'saving', done: 0, total: 0 });
    try {
      await keepCourse(course, pack, {
        userId: user.id,
        withVideos,
        onProgress: (done, total) => setStep({ kind: 'saving', done, total }),
      });
      setStep({ kind: 'idle' });
    } catch (error) {
      setStep({ kind: 'error', error });
    }
  };

  if (step.kind === 'choose') {
    const sizes = packSizes(step.pack);
    return (
      <fieldset className="mt-4 space-y-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">{t('keep.legend')}</legend>
        <p className="text-slate-700">{t('keep.documents', { size: bytes(sizes.documents) })}</p>
        {sizes.videos > 0 ? (
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              checked={withVideos}
              onChange={(event) => setWithVideos(event.target.checked)}
              className="size-4 accent-brand-700"
            />
            {t('keep.videos', { size: bytes(sizes.videos) })}
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void save(step.pack)}>
            {t('keep.confirm', {
              size: bytes(sizes.documents + (withVideos ? sizes.videos : 0)),
            })}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
            {t('keep.cancel')}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <div className="mt-4 space-y-2">
      {step.kind === 'saving' ? (
        <div role="status" className="text-sm text-slate-700">
          {t('keep.saving', { done: bytes(step.done), total: bytes(step.total) })}
          <progress
            className="mt-1 block h-2 w-full accent-brand-700"
            value={step.done}
            max={Math.max(step.total, 1)}
            aria-label={t('keep.legend')}
          />
        </div>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => void start()} pending={step.kind === 'loading'}>
          <DownloadIcon className="size-4" />
          {t('keep.start')}
        </Button>
      )}
      {step.kind === 'error' ? <Alert tone="error">{errorText(step.error)}</Alert> : null}
    </div>
  );
}
