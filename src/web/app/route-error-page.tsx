import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { AlertIcon } from '../components/ui/icons/first-load';
import { Logo } from '../components/ui/logo';

/**
 * Shown when a page fails to render or its chunk cannot be fetched (for instance after a new release):
 * reloading fetches the current build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 p-6 text-center">
      <title>{`${t('errorPage.title')} · ${t('app.name')}`}</title>
      <Logo />
      <div className="max-w-md rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <AlertIcon className="mx-auto size-10 text-amber-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('errorPage.title')}</h1>
        <p className="mt-2 text-slate-600">{t('errorPage.body')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          {t('errorPage.reload')}
        </button>
      </div>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  /** The address the error happened on: leaving it (the back button, a link in the header) clears the error. */
  failedAt: string | null;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

/** Around the route table: what a data router's `errorElement` on the root route did (router.tsx). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PathErrorBoundary pathname={useLocation().pathname}>{children}</PathErrorBoundary>;
}
