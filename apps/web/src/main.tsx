import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import './styles/global.css';
import './styles/controls.css';
import { App } from './app/App';
import { adoptHomeShell } from './lib/home-shell';

const root = document.getElementById('root')!;
adoptHomeShell(root);
// A stored language other than EN loads its texts first (lib/i18n.ts): no EN flash.
// A transition: React may pause the first render to let the browser work (the server's shell
// stays on screen meanwhile), so it is not one long task on a phone.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
