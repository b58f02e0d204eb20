import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/app.css';
import { i18n, i18nReady, initialLanguageBundled } from './lib/i18n';
import { warmFormatsOffMainThread } from './lib/intl-warm';
import { toAppLanguage } from './lib/languages';
import { App } from './app/app';
import { startSession, watchSession } from './lib/session';
import { catchInstallOffer } from './lib/pwa/install-offer';
import { handOverFirstPaint } from './app/routes/first-paint';

warmFormatsOffMainThread(toAppLanguage(i18n.language));
catchInstallOffer();
watchSession();
void startSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The course and catalogue pages arrive with a first paint from the server; the app takes over with its heading.
handOverFirstPaint(root);

// The first render is a transition, which React renders in slices of a few milliseconds, yielding between them
// (an ordinary update renders without yielding). The reader sees the server's first paint meanwhile
// (handOverFirstPaint), and Lighthouse's blocking time on home, a course and login about halved
// (docs/performance.md, "The first render as a transition").
const render = () => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
};
// A first visit reads Arabic, which is in the entry: it renders at once. Another language waits for its chunk.
if (initialLanguageBundled) render();
else void i18nReady.then(render, render);
