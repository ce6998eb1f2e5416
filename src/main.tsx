import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createBrowserI18n } from './config/i18n.ts';
import { queryClient } from './config/queryClient.ts';
import { preloadRoute } from './routes/routeModules.ts';
import { captureBootLead } from './ui/BootLeadImage.tsx';
import { wagmiConfig } from './wallet/wagmiConfig.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadRoute(window.location.pathname, queryClient);
captureBootLead();
createRoot(root).render(
  <StrictMode>
    <App config={wagmiConfig} queryClient={queryClient} i18n={createBrowserI18n()} />
  </StrictMode>,
);
