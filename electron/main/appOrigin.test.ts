import { describe, expect, it } from 'vitest';

import { APP_ENTRY_URL, contentSecurityPolicy, isAppUrl, parseDevUrl } from './appOrigin';

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('contentSecurityPolicy', () => {
  const csp = directives(contentSecurityPolicy());

  it('allows only the app itself, plus WebAssembly compilation and blob workers', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('names no remote origin and never allows JavaScript eval', () => {
    const text = contentSecurityPolicy();
    expect(text).not.toMatch(/https?:|ws:|\*/);
    expect(text).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds the local dev server (and its hot-reload socket) only when given', () => {
    const dev = directives(contentSecurityPolicy('http://127.0.0.1:5173'));
    expect(dev.get('script-src')).toContain('http://127.0.0.1:5173');
    expect(dev.get('connect-src')).toContain('ws://127.0.0.1:5173');
  });
});

describe('parseDevUrl', () => {
  it('is off when unset', () => {
    expect(parseDevUrl(undefined)).toBeNull();
    expect(parseDevUrl('')).toBeNull();
  });

  it('accepts a local http server', () => {
    expect(parseDevUrl('http://127.0.0.1:5173/')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:5173/',
      origin: 'http://127.0.0.1:5173',
    });
    expect(parseDevUrl('http://localhost:5173')).toMatchObject({ ok: true, origin: 'http://localhost:5173' });
  });

  it.each([
    'https://example.com/',
    'http://192.168.1.5:5173/',
    'file:///etc/passwd',
    'http://user:pw@127.0.0.1/',
    'not a url',
  ])('refuses %s with a reason', (value) => {
    const r = parseDevUrl(value);
    expect(r?.ok).toBe(false);
    if (r && !r.ok) expect(r.reason).toMatch(/SPINDLE_DEV_URL/);
  });
});

describe('isAppUrl', () => {
  it('recognises the app scheme and host only', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('spindle://app/assets/x.js#frag')).toBe(true);
    expect(isAppUrl('spindle://other/index.html')).toBe(false);
    expect(isAppUrl('https://app/index.html')).toBe(false);
    expect(isAppUrl('file:///index.html')).toBe(false);
    expect(isAppUrl('garbage')).toBe(false);
  });

  it('recognises the dev origin only when it is configured', () => {
    expect(isAppUrl('http://127.0.0.1:5173/', null)).toBe(false);
    expect(isAppUrl('http://127.0.0.1:5173/x', 'http://127.0.0.1:5173')).toBe(true);
    expect(isAppUrl('http://127.0.0.1:5174/x', 'http://127.0.0.1:5173')).toBe(false);
  });
});
