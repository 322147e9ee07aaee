import { describe, expect, it } from 'vitest';

import { parseArgs } from './args';

describe('parseArgs', () => {
  it('parses evaluate with every option, in any order', () => {
    expect(parseArgs(['evaluate', '--fail', 'spb', 'd.json', '--json', '--quick', '--fail=esx1'])).toEqual({
      ok: true,
      command: { kind: 'evaluate', file: 'd.json', json: true, quick: true, fail: ['spb', 'esx1'] },
    });
    expect(parseArgs(['evaluate', 'd.json'])).toEqual({
      ok: true,
      command: { kind: 'evaluate', file: 'd.json', json: false, quick: false, fail: [] },
    });
  });

  it('takes a file name that starts with a dash after --', () => {
    expect(parseArgs(['evaluate', '--json', '--', '-odd.json'])).toMatchObject({
      ok: true,
      command: { file: '-odd.json', json: true },
    });
  });

  it('parses presets', () => {
    expect(parseArgs(['presets'])).toEqual({ ok: true, command: { kind: 'presets', json: false } });
    expect(parseArgs(['presets', '--json'])).toEqual({ ok: true, command: { kind: 'presets', json: true } });
  });

  it('treats --help anywhere as help', () => {
    for (const argv of [['--help'], ['-h'], ['help'], ['evaluate', 'x.json', '--help']])
      expect(parseArgs(argv)).toEqual({ ok: true, command: { kind: 'help' } });
  });

  it.each([
    [[], /No command/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['evaluate'], /give the design file/],
    [['evaluate', 'a.json', 'b.json'], /one design file at a time/],
    [['evaluate', 'a.json', '--fail'], /--fail needs a component id/],
    [['evaluate', 'a.json', '--fail', '--json'], /--fail needs a component id/],
    [['evaluate', 'a.json', '--fail='], /--fail needs a component id/],
    [['evaluate', 'a.json', '--verbose'], /unknown option "--verbose"/],
    [['presets', 'extra'], /unexpected argument "extra"/],
  ])('rejects %j', (argv, message) => {
    const parsed = parseArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});
