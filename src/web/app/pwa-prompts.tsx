import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Workbox } from 'workbox-window';
import { Button } from '../components/ui/button';
import { removeAllKeptCourses, revalidateKeptCourses } from '../lib/offline/keep-course';
import { clearInstallOffer, useInstallOffer } from '../lib/pwa/install-offer';
import { safeStorage } from '../lib/safe-storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { useSession } from '../lib/use-session';

/**
 * The installable app's side of the page (issue 21), loaded after the first page like the toaster, so none of
 * it is in the first load: the service worker's registration and its "new version available — reload" prompt,
 * the install offer (once), and the re-validation of kept courses whenever the device is online.
 */
export default function PwaPrompts() {
  const [waiting, setWaiting] = useState<Workbox | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('workbox-window').then(({ Workbox }) => {
      if (cancelled) return;
      const wb = new Workbox('/sw.js');
      // A new build is installed and waits for this page's word.
      wb.addEventListener('waiting', () => setWaiting(wb));
      void wb.register();
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      <KeptCoursesRevalidator />
      {waiting ? <UpdatePrompt wb={waiting} /> : <InstallOffer />}
    </>
  );
}

function Banner({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg flex-wrap items-center gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:inset-x-auto sm:start-4"
    >
      {children}
    </div>
  );
}

function UpdatePrompt({ wb }: { wb: Workbox }) {
  const { t } = useTranslation('offline');
  const [pending, setPending] = useState(false);
  const reload = () => {
    setPending(true);
    // The new worker takes over, then the page reloads on the new build.
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };
  return (
    <Banner label={t('update.label')}>
      <p role="status" className="min-w-0 flex-1">
        {t('update.text')}
      </p>
      <Button size="sm" onClick={reload} pending={pending}>
        {t('update.reload')}
      </Button>
    </Banner>
  );
}

/**
 * Pages where a reader is signing in, signing up or setting a password: the offer would sit over the form's
 * button on a phone, and on a first visit to the sign-in page it was the page's largest paint, drawn after
 * everything else (Lighthouse, docs/performance.md). It waits for the next page.
 */
const NO_OFFER_PAGES =
  /^\/(?:schoolhouse\/?$|(?:schoolhouse\/)?(?:login|register|forgot-password|reset-password)\/?$)/;

function InstallOffer() {
  const { t } = useTranslation('offline');
  const offer = useInstallOffer();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => safeStorage.get(STORAGE_KEYS.installOffered) === null);
  if (!offer || !open || NO_OFFER_PAGES.test(pathname)) return null;
  const close = () => {
    safeStorage.set(STORAGE_KEYS.installOffered, new Date().toISOString());
    setOpen(false);
  };
  const install = async () => {
    close();
    await offer.prompt();
    clearInstallOffer();
  };
  return (
    <Banner label={t('install.label')}>
      <p className="min-w-0 flex-1">{t('install.text')}</p>
      <Button size="sm" onClick={() => void install()}>
        {t('install.accept')}
      </Button>
      <Button size="sm" variant="secondary" onClick={close}>
        {t('install.later')}
      </Button>
    </Banner>
  );
}

/** Kept courses are checked whenever the device is (back) online and someone is signed in. */
function KeptCoursesRevalidator() {
  const { state, user } = useSession();
  const userId = user?.id ?? null;
  const signedOutOnPurpose = state.status === 'signed-out' && state.reason === 'user';
  useEffect(() => {
    if (signedOutOnPurpose) {
      void removeAllKeptCourses();
      return;
    }
    if (userId === null) return;
    const check = () => {
      if (navigator.onLine) void revalidateKeptCourses(userId);
    };
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [userId, signedOutOnPurpose]);
  return null;
}
