import { useEffect, useState } from 'react';

/**
 * Time left until the server's deadline, counted from the server's clock at the moment the attempt arrived
 * (`serverTime`) and the browser's monotonic clock since — never from the device's wall clock, which may be
 * wrong or changed during the quiz.
 */
export function useCountdown(deadline: string, serverTime: string): number {
  const [anchor] = useState(() => ({
    at: performance.now(),
    left: Date.parse(deadline) - Date.parse(serverTime),
  }));
  const measure = () => Math.max(0, anchor.left - (performance.now() - anchor.at));
  const [left, setLeft] = useState(measure);
  useEffect(() => {
    const timer = window.setInterval(
      () => setLeft(Math.max(0, anchor.left - (performance.now() - anchor.at))),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [anchor]);
  return left;
}

/** `mm:ss`, or `h:mm:ss` past an hour. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
