import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createBrowserI18n } from './config/i18n.ts';
import { queryClient } from './config/queryClient.ts';
import { warmNumberFormats } from './lib/numberFormats.ts';
import { preloadRoute } from './routes/routeModules.ts';
import { captureBootLead } from './ui/BootLeadImage.tsx';
import { wagmiConfig } from './wallet/wagmiConfig.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The longest the first render waits for the boot shell's lead image. */
const LEAD_WAIT_MS = 400;

// In a task of its own (setTimeout), not in the one that evaluates the app's scripts: starting the loads adds
// link elements for the route's files, enough work to make that task a long one on a slow phone.
setTimeout(() => preloadRoute(window.location.pathname, queryClient), 0);
captureBootLead();
// The boot shell's lead image (/catalog, a property page) paints before the first render replaces the shell, so
// the largest paint is that early one (docs/architecture.md#first-paint): wait for it, at most LEAD_WAIT_MS,
// and one frame. The route's chunk and data are already on their way.
const leadImage = document.querySelector<HTMLImageElement>('.boot-lead img');
const leadPainted = leadImage
  ? Promise.race([
      leadImage.decode().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, LEAD_WAIT_MS)),
    ]).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  : Promise.resolve();
// The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input (Lighthouse's total blocking time).
const i18n = createBrowserI18n();
// Intl's first number formatter of a language is slow to make: made in a task of its own, not in a page's render.
const warm = (lng: string | undefined) => lng && setTimeout(() => warmNumberFormats(lng), 0);
i18n.on('languageChanged', warm);
warm(i18n.language);
void leadPainted.then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App config={wagmiConfig} queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    ),
  );
});
