import { describe, expect, it } from 'vitest';

import { AMBER_SHARE, DB_READ_LIMIT_MS, latencyTone, LOG_WRITE_LIMIT_MS, utilisationTone } from './badges';

describe('badge tones', () => {
  it('judges latency against the Jetstress limits, amber above 80 % of a limit', () => {
    expect(latencyTone(null, DB_READ_LIMIT_MS)).toBe('neutral');
    expect(latencyTone(AMBER_SHARE * DB_READ_LIMIT_MS, DB_READ_LIMIT_MS)).toBe('ok');
    expect(latencyTone(16.1, DB_READ_LIMIT_MS)).toBe('warn');
    expect(latencyTone(20, DB_READ_LIMIT_MS)).toBe('bad');
    expect(latencyTone(8.5, LOG_WRITE_LIMIT_MS)).toBe('warn');
    expect(latencyTone(2.3, LOG_WRITE_LIMIT_MS)).toBe('ok');
  });

  it('colours utilisation green, amber from 70 %, red from 90 %', () => {
    expect(utilisationTone(0.5)).toBe('ok');
    expect(utilisationTone(0.7)).toBe('warn');
    expect(utilisationTone(0.92)).toBe('bad');
  });
});
