import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadShellPage } from './app/router.tsx';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A page the server sent with its first screen already in the HTML is rendered once its own code is there.
if (container.querySelector('[data-shell]')) await preloadShellPage(window.location.pathname).catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
