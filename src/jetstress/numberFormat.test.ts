import { describe, expect, it } from 'vitest';

import { decideFormat, isNegative, leadingFigure, type RawFigure, readAs } from './numberFormat';

const fig = (raw: string, line = 1): RawFigure => ({ raw, what: `figure ${raw}`, line });

describe('readAs', () => {
  it('reads a figure only the way its format allows', () => {
    expect(readAs('10,380.944', '.')).toBe(10380.944);
    expect(readAs('10,380.944', ',')).toBeNull();
    expect(readAs('10.380,944', ',')).toBe(10380.944);
    expect(readAs('10.380,944', '.')).toBeNull();
    expect(readAs('10 380,944', ',')).toBe(10380.944);
    expect(readAs('10\u202f380,944', ',')).toBe(10380.944);
    // Three decimals look like a thousands group: both readings, 1,000× apart.
    expect(readAs('738,412', '.')).toBe(738412);
    expect(readAs('738,412', ',')).toBe(738.412);
    // No thousands group starts with 0 or has more than 3 digits before it.
    expect(readAs('0,950', '.')).toBeNull();
    expect(readAs('1433,855', '.')).toBeNull();
    expect(readAs('1433,855', ',')).toBe(1433.855);
    expect(readAs('15,6', '.')).toBeNull();
    expect(readAs('1,2345', '.')).toBeNull();
    expect(readAs('450', '.')).toBe(450);
    expect(readAs('450', ',')).toBe(450);
    expect(readAs('n/a', '.')).toBeNull();
    expect(readAs('-738.412', '.')).toBeNull();
  });

  it('takes the leading figure of a summary value and sees a minus sign', () => {
    expect(leadingFigure('10 380,944')).toBe('10 380,944');
    expect(leadingFigure('738.412 IO/s')).toBe('738.412');
    expect(leadingFigure('10380.944 10234.100')).toBe('10380.944');
    expect(leadingFigure('-738.412')).toBe('-738.412');
    expect(leadingFigure('Not set')).toBe('Not set');
    expect(isNegative('-738.412')).toBe(true);
    expect(isNegative('\u2212 5,0')).toBe(true);
    expect(isNegative('738.412')).toBe(false);
  });
});

describe('decideFormat', () => {
  it('takes the format from a figure that reads only one way', () => {
    expect(decideFormat([fig('738,412'), fig('0,950', 7)])).toEqual({ ok: true, mark: ',', evidence: fig('0,950', 7) });
    expect(decideFormat([fig('738,412'), fig('1433.855')])).toMatchObject({ ok: true, mark: '.' });
    expect(decideFormat([fig('450'), fig('3')])).toEqual({ ok: true, mark: '.', evidence: null });
  });

  it('refuses an ambiguous figure when nothing tells the format, naming it and both readings', () => {
    const out = decideFormat([
      fig('450'),
      { raw: '738,412', what: 'the achieved transactional I/O per second', line: 20 },
    ]);
    expect(out).toEqual({
      ok: false,
      reason:
        'Its number format cannot be told: the achieved transactional I/O per second reads "738,412" (line 20), which is 738,412 if the report uses a decimal point and 738.412 if it uses a decimal comma (as a German or French Windows writes), and no other figure in it reads only one way.',
      hint: expect.stringContaining('Rewrite the figures with a decimal point'),
    });
  });

  it('refuses a report that mixes the two formats', () => {
    expect(decideFormat([fig('1433.855', 3), fig('0,950', 9)])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('It mixes number formats: figure 1433.855 reads "1433.855" (line 3)'),
    });
  });
});
