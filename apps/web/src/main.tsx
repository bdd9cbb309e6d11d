import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n';
import './styles/global.css';
import './styles/controls.css';
import { App } from './app/App';
import { adoptHomeShell } from './lib/home-shell';

const root = document.getElementById('root')!;
adoptHomeShell(root);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
