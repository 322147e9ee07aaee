/**
 * The start screen's recent files: the designs last opened or saved, newest first, one button
 * each (the file's name, and when it was opened). Hidden while there are none: a browser without
 * File System Access keeps none, since it could not open them again. A file that no longer opens
 * says why here, where the user is looking, rather than only in a notice the screen covers.
 */
import './recent.css';

import { useId, useState } from 'react';

import type { RecentFile } from '../../src/platform';

/** Props of `RecentList`. */
export interface RecentListProps {
  readonly files: readonly RecentFile[];
  /** Opens a recent file; resolves to an error message, or null once it is open. */
  readonly onOpen: (path: string) => Promise<string | null>;
}

const when = (at: number): string =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The list, under the start screen's actions. */
export function RecentList({ files, onOpen }: RecentListProps) {
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (files.length === 0 && error === null) return null;

  const open = async (path: string): Promise<void> => {
    setOpening(path);
    setError(null);
    const message = await onOpen(path);
    setOpening(null);
    if (message) setError(message);
  };

  return (
    <section className="sp-start__recent" aria-labelledby="sp-start-recent" data-testid="start-recent">
      <h2 id="sp-start-recent" className="sp-start__section">
        Recent designs
      </h2>
      {error && (
        <p className="sp-start__error" role="alert" data-testid="start-recent-error">
          {error}
        </p>
      )}
      <ul className="sp-start__recent-list">
        {files.map((f) => (
          <RecentItem
            key={f.path}
            file={f}
            busy={opening === f.path}
            disabled={opening !== null}
            onOpen={() => void open(f.path)}
          />
        ))}
      </ul>
    </section>
  );
}

/** One recent file: its name is the button's name ("Open Site A"), when it was opened its description. */
function RecentItem({
  file,
  busy,
  disabled,
  onOpen,
}: {
  file: RecentFile;
  busy: boolean;
  disabled: boolean;
  onOpen: () => void;
}) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        className="sp-start__recent-item"
        onClick={onOpen}
        disabled={disabled}
        aria-busy={busy}
        aria-label={`Open ${file.name}`}
        aria-describedby={id}
        data-testid="start-recent-file"
      >
        <strong>{file.name}</strong>
        <small id={id}>Opened {when(file.openedAt)}</small>
      </button>
    </li>
  );
}
