import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Renderer entry. The application shell lives in src/app/.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <p>Spindle is starting…</p>
    </StrictMode>,
  );
}
