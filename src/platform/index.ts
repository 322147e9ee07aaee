/**
 * The renderer's only door to its host. `getPlatform()` returns the desktop platform when the
 * Electron preload has installed `window.api`, else the browser platform. Both implement the
 * same `Platform` interface, so src/io and the app above it never ask which one they have
 * (except through `isDesktop`, e.g. to hide a menu-only hint).
 */
import { createBrowserPlatform } from './browser';
import { createKeyValueStore } from './browser/kvStore';
import { createElectronPlatform } from './electron';
import type { Platform } from './types';

export type {
  DocumentState,
  ExportFile,
  ExportFormat,
  FileLocation,
  OpenedFile,
  Platform,
  RecentFile,
  SavedExport,
  SavedFile,
  StoredSnapshot,
} from './types';
export { DESIGN_EXTENSION, designFileName, designNameFromFile } from './names';

let current: Platform | null = null;

/** The platform of this page, created on first use. */
export function getPlatform(): Platform {
  if (current) return current;
  if (window.api) {
    current = createElectronPlatform(window.api);
  } else {
    const storage = createKeyValueStore({ indexedDB: window.indexedDB, localStorage: safeStorage('localStorage') });
    const picker = window as unknown as Pick<
      Parameters<typeof createBrowserPlatform>[0],
      'showOpenFilePicker' | 'showSaveFilePicker'
    >;
    current = createBrowserPlatform(
      {
        showOpenFilePicker: picker.showOpenFilePicker?.bind(window),
        showSaveFilePicker: picker.showSaveFilePicker?.bind(window),
        document,
        URL,
        addEventListener: (type: string, listener: (event: BeforeUnloadEvent) => void) =>
          window.addEventListener(type, listener as EventListener),
        sessionStorage: safeStorage('sessionStorage'),
        localStorage: safeStorage('localStorage'),
        // Absent outside secure contexts (a plain http:// address other than localhost).
        locks: (navigator as Partial<Navigator>).locks,
      },
      storage,
    );
  }
  return current;
}

/** `window[which]`, or undefined where merely reading the property throws (storage off). */
function safeStorage(which: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[which];
  } catch {
    return undefined;
  }
}
