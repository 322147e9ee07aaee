/** Keyboard chords → command ids, from each command's `shortcuts` (`Mod` = Ctrl, or Cmd on macOS). */
import { commands, type CommandId } from './registry';

/** The parts of a key event a chord is matched on. */
export interface KeyChord {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

interface Binding {
  readonly id: CommandId;
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

const bindings: readonly Binding[] = (Object.keys(commands) as CommandId[]).flatMap((id) =>
  (commands[id].shortcuts ?? []).map((chord) => {
    const parts = chord.split('+');
    return {
      id,
      key: parts[parts.length - 1].toLowerCase(),
      mod: parts.includes('Mod'),
      shift: parts.includes('Shift'),
      alt: parts.includes('Alt'),
    };
  }),
);

/** The command a key chord runs, or null. `mac` makes Cmd the Mod key. */
export function commandForChord(e: KeyChord, mac = false): CommandId | null {
  const mod = mac ? e.metaKey : e.ctrlKey;
  const other = mac ? e.ctrlKey : e.metaKey;
  if (other) return null;
  const key = e.key.toLowerCase();
  const hit = bindings.find((b) => b.key === key && b.mod === mod && b.shift === e.shiftKey && b.alt === e.altKey);
  return hit?.id ?? null;
}

/** How a command's first shortcut reads on this platform ("Ctrl+Z"), or undefined. */
export function shortcutLabel(id: CommandId, mac = false): string | undefined {
  const chord = commands[id].shortcuts?.[0];
  return chord?.replace('Mod', mac ? '⌘' : 'Ctrl');
}
