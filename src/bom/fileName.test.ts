import { describe, expect, it } from 'vitest';

import { bomFileName, exportFileName } from './fileName';

/** The title part of a name `exportFileName` offers. */
const titlePart = (title: string): string => exportFileName(title, 'X', 'csv').slice(0, -' - X.csv'.length);

describe('export file names', () => {
  it('reads a separator between words as a dash, not "Contoso- 2,500" (QA)', () => {
    expect(bomFileName('Contoso: 2,500 mailboxes, Exchange online = phase 2', 'xlsx')).toBe(
      'Contoso - 2,500 mailboxes, Exchange online = phase 2 - BOM.xlsx',
    );
    expect(bomFileName('Site A: mailbox/logs', 'xlsx')).toBe('Site A - mailbox-logs - BOM.xlsx');
    expect(titlePart('Site A: <XIV>')).toBe('Site A - XIV');
    expect(titlePart('Site A / Site B | DR')).toBe('Site A - Site B - DR');
    expect(titlePart('Cut over 10:30*')).toBe('Cut over 10-30');
    expect(titlePart('Phase 2: - final')).toBe('Phase 2 - final');
    expect(titlePart('The "big" one?')).toBe("The 'big' one");
  });

  it('offers nothing Windows, macOS or Linux refuses or hides', () => {
    for (const title of [
      'a\\b/c:d*e?f"g<h>i|j',
      '..hidden',
      '-option',
      'tab\there\nnewline',
      'x\u202Egpj.exe',
      ' . ',
    ]) {
      const name = titlePart(title);
      expect(name, title).not.toMatch(/[\\/:*?"<>|\p{Cc}\u202e]|^[.\s-]|[.\s]$/u);
    }
    expect(titlePart('tab\there\nnewline')).toBe('tab here newline');
    expect(bomFileName('  ', 'csv')).toBe('Untitled - BOM.csv');
    expect(bomFileName(' : ', 'csv')).toBe('Untitled - BOM.csv');
  });

  it('cuts a long title at a word, without leaving a bracket open (QA: "Resiliency (tested - BOM")', () => {
    const long = bomFileName(
      'IBM XIV 2810-A14 — 40,000-mailbox Exchange 2010 Mailbox Resiliency (tested half: 2 servers, 1 XIV)',
      'xlsx',
    );
    expect(long).toBe('IBM XIV 2810-A14 — 40,000-mailbox Exchange 2010 Mailbox Resiliency - BOM.xlsx');
    // A closed bracket stays; a cut inside a word goes back to the word before.
    const closed = titlePart(`Site A (primary) ${'replicated '.repeat(8)}`);
    expect(closed).toBe('Site A (primary) replicated replicated replicated replicated replicated');
    expect(closed.length).toBeLessThanOrEqual(80);
    // A title that opens with the bracket keeps its words and loses only the bracket.
    expect(titlePart(`(Draft ${'mailbox '.repeat(12)}`)).toBe(`Draft ${'mailbox '.repeat(8)}mailbox`);
  });

  it('keeps a name within 255 bytes, as Linux and macOS need, for any script', () => {
    const chinese = '邮箱服务器存储设计'.repeat(12);
    const name = exportFileName(chinese, 'Jetstress test plan', 'csv');
    expect(new TextEncoder().encode(`${name.slice(0, -4)} (2).csv`).length).toBeLessThanOrEqual(255);
    expect(name.startsWith('邮箱服务器存储设计')).toBe(true);
    // An emoji is not split in half.
    expect(titlePart('🙂'.repeat(90))).toBe('🙂'.repeat(50));
  });
});
