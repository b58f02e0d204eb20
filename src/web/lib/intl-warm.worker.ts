/**
 * Loads the browser's number and date formatting data (ICU) off the main thread as the app starts. The first
 * `Intl.NumberFormat` of a page costs 25–90 ms on a slow machine, whatever its locale, and that data is the
 * renderer process's, shared with its workers: built here first, the page's own first price or date costs
 * about a millisecond instead of blocking a render (docs/performance.md, "Number formats warmed off the main
 * thread"). The page sends its language's `Intl` locale; the worker builds a number, a currency and a date
 * format with it, then closes.
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(1200);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'DZD', maximumFractionDigits: 0 }).format(
    1200,
  );
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date());
  self.close();
};
