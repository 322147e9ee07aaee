/** The find-by-name box (Ctrl+F): selects matching components and brings them into view. */
import { useState, type FormEvent } from 'react';

import { useDispatcher } from '../state/DesignContext';

/** Props of `CanvasSearch`. */
export interface CanvasSearchProps {
  readonly onFound: () => void;
  readonly onClose: () => void;
}

/** A small search field floating over the canvas. */
export function CanvasSearch({ onFound, onClose }: CanvasSearchProps) {
  const dispatcher = useDispatcher();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const r = dispatcher.dispatch('findByName', { query }, { quiet: true });
    if (r instanceof Promise) return;
    if (r.ok) {
      setError(null);
      onFound();
    } else {
      setError(r.reason);
    }
  };
  return (
    <form className="sp-search" onSubmit={submit} role="search" data-testid="canvas-search">
      <input
        className={`sp-input${error ? ' is-invalid' : ''}`}
        placeholder="Find by name…"
        aria-label="Find components by name"
        value={query}
        // The box opens on request (Ctrl+F), so taking focus is what the user asked for.
        autoFocus
        onChange={(e) => {
          setQuery(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      />
      <button type="submit" className="sp-btn">
        Find
      </button>
      <button type="button" className="sp-btn sp-btn--ghost" aria-label="Close search" onClick={onClose}>
        ×
      </button>
      {error && (
        <p className="sp-search__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
