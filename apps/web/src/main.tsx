import './app/mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startMonitoring } from './lib/monitoring.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// A failed chunk load (an old tab after a deploy) surfaces as a route error: the route error
// screen reloads the page at the URL being opened, at most once a minute (spec §8, §9).

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
void startMonitoring();
