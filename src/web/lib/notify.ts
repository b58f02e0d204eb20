/**
 * Toasts, without putting the toast library on the first load: the call fetches sonner (usually already
 * there, the <Toaster> loads once the first page is shown) and the Toaster replays toasts made before it mounted.
 */
interface NotifyOptions {
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
}

function show(kind: 'success' | 'error' | 'info', message: string, options?: NotifyOptions): void {
  void import('sonner').then(({ toast }) => {
    toast[kind](message, options);
  });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
};
