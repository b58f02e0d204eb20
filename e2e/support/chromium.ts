/**
 * How the browser tests launch Chromium (Debian's /usr/bin/chromium through playwright-core; each launch gets a
 * fresh profile). No Vitest import: the global setup reads Playwright's own switches with it before any test.
 */
import { chromium, type LaunchOptions } from 'playwright-core';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Browser UI a headless test never shows. Chromium 156 preloads the address bar's suggestion list as a web page
 * of its own (`chrome://omnibox-popup.top-chrome/`, and its AI-mode variant) in a renderer for each window: on
 * the student dashboards' file it used 14 of the browser's 92 s of CPU, and with it off the file ran in 54 s
 * instead of 69 (docs/performance.md, "CI within its half hour").
 */
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The features Playwright turns off on its own command line. Chromium keeps only the last `--disable-features`
 * it is given, so ours must repeat Playwright's: they are read from one launch (the global setup's) rather than
 * copied, so a newer Playwright's list is kept too. Chromium shows its command line only to a browser started
 * with `--enable-automation`, which this one launch adds.
 */
export async function playwrightFeaturesOff(): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...SWITCHES, '--enable-automation'],
  });
  try {
    const session = await browser.newBrowserCDPSession();
    const { arguments: args } = await session.send('Browser.getBrowserCommandLine');
    return args
      .filter((arg) => arg.startsWith(DISABLE_FEATURES))
      .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
      .filter(Boolean);
  } finally {
    await browser.close();
  }
}

/** The launch options of every browser test: our switches, and Playwright's features off with ours. */
export function launchOptions(playwrightOff: string[]): LaunchOptions {
  const off = [...new Set([...playwrightOff, ...FEATURES_OFF])];
  return { executablePath: CHROMIUM_PATH, args: [...SWITCHES, `${DISABLE_FEATURES}${off.join(',')}`] };
}
