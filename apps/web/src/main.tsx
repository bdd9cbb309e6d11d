import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import './styles/global.css';
import './styles/controls.css';
import { App } from './app/App';
import { adoptHomeShell } from './lib/home-shell';

const root = document.getElementById('root')!;
adoptHomeShell(root);
// A stored language other than EN loads its texts first (lib/i18n.ts): no EN flash.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
