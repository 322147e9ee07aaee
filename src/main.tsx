import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { createServices } from './app/services';

// Renderer entry: the shell lives in src/app/.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App services={createServices()} />
    </StrictMode>,
  );
}
