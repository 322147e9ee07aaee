import { describe, expect, it } from 'vitest';

import { commandForChord, shortcutLabel } from './shortcuts';

const key = (k: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key: k,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('shortcuts', () => {
  it('maps chords to commands', () => {
    expect(commandForChord(key('z', { ctrl: true }))).toBe('undo');
    expect(commandForChord(key('Z', { ctrl: true, shift: true }))).toBe('redo');
    expect(commandForChord(key('y', { ctrl: true }))).toBe('redo');
    expect(commandForChord(key('Delete'))).toBe('removeSelection');
    expect(commandForChord(key('d', { ctrl: true }))).toBe('duplicate');
    expect(commandForChord(key('a', { ctrl: true }))).toBe('selectAll');
    expect(commandForChord(key('f', { ctrl: true }))).toBe('findByName');
    expect(commandForChord(key('z'))).toBeNull();
    expect(commandForChord(key('z', { ctrl: true, alt: true }))).toBeNull();
  });

  it('uses Cmd as Mod on macOS', () => {
    expect(commandForChord(key('c', { meta: true }), true)).toBe('copy');
    expect(commandForChord(key('c', { ctrl: true }), true)).toBeNull();
    expect(shortcutLabel('undo')).toBe('Ctrl+Z');
    expect(shortcutLabel('undo', true)).toBe('⌘+Z');
    expect(shortcutLabel('select')).toBeUndefined();
  });
});
