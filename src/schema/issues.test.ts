import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { Server } from './components';
import { fieldWords, issuePlace, issueSentence, issueText } from './issues';

const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error.issues[0];
};

describe('issueText', () => {
  const Db = z.object({
    mailboxes: z.number().int().min(0).max(100_000),
    lunQueueDepth: z.number().positive(),
    diskCount: z.number().min(1, 'A RAID group takes at least one drive.'),
  });
  const ok = { mailboxes: 1, lunQueueDepth: 32, diskCount: 2 };

  it('says bounds in words, naming the field', () => {
    expect(issueText(first(Db, { ...ok, mailboxes: -5 }))).toBe('mailboxes must be at least 0');
    expect(issueText(first(Db, { ...ok, mailboxes: 99_999_999 }))).toBe('mailboxes must be at most 100,000');
    expect(issueText(first(Db, { ...ok, lunQueueDepth: 0 }))).toBe('LUN queue depth must be more than 0');
    expect(issueText(first(Db, { ...ok, mailboxes: 'x' }))).toBe('mailboxes must be a number');
  });

  it('puts a unit with the number it bounds: "memory must be at least 0.5 GB", not "RAM gb … 0.5"', () => {
    const Server = z.object({ ramGb: z.number().min(0.5), sizeGb: z.number().max(1_000_000) });
    expect(issueText(first(Server, { ramGb: 0.1, sizeGb: 1 }))).toBe('memory must be at least 0.5 GB');
    expect(issueText(first(Server, { ramGb: 1, sizeGb: 2e6 }))).toBe('size must be at most 1,000,000 GB');
  });

  it('names a field whose key is not words as the inspector labels it: "Clock speed", not "Ghz"', () => {
    const server = first(Server, {
      id: 's',
      kind: 'server',
      name: 'S',
      sockets: 1,
      coresPerSocket: 4,
      ghz: 0.1,
      ramGb: 8,
    });
    expect(issueSentence(server, '')).toBe('Clock speed must be at least 0.5 GHz.');
    const Cpu = z.object({ vcpus: z.number().int().min(1), maxIops: z.number().max(10) });
    expect(issueSentence(first(Cpu, { vcpus: 0, maxIops: 1 }), '')).toBe('Virtual CPUs must be at least 1.');
    expect(issueSentence(first(Cpu, { vcpus: 1, maxIops: 11 }), '')).toBe('Maximum host I/O must be at most 10 IO/s.');
    expect(issueSentence(first(Cpu, { vcpus: 1, maxIops: 'x' }), '')).toBe('Maximum host I/O must be a number.');
  });

  it('keeps a message the schema wrote itself', () => {
    expect(issueText(first(Db, { ...ok, diskCount: 0 }))).toBe('A RAID group takes at least one drive.');
  });

  it('turns camelCase keys into words', () => {
    expect(fieldWords('executionThrottle')).toBe('execution throttle');
    expect(fieldWords('hbaPorts')).toBe('HBA ports');
    // A unit suffix goes with the number, not into the field's name.
    expect(fieldWords('sizeGb')).toBe('size');
    expect(fieldWords('ramGb')).toBe('memory');
    // Not a key of the names table, even though every object has it.
    expect(fieldWords('toString')).toBe('to string');
    expect(fieldWords('logTruncationFailureDays')).toBe('log truncation failure days');
  });
});

describe('issuePlace', () => {
  it('names the component of a design file by its name, else its id', () => {
    const File = z.object({ components: z.array(z.object({ mailboxes: z.number().min(0) })) });
    const file = { components: [{ mailboxes: 1 }, { id: 'db-2', name: 'XIV30 DB1', mailboxes: -1 }] };
    expect(issuePlace(first(File, file), file)).toBe('component "XIV30 DB1"');
    const unnamed = { components: [{ id: 'db-9', mailboxes: -1 }] };
    expect(issuePlace(first(File, unnamed), unnamed)).toBe('component db-9');
  });
});

describe('issuePlace with a long name (QA: a 100,000-character name made a 100,096-character message)', () => {
  it('cuts the name as quoted values are cut: 40 characters and an ellipsis', () => {
    const File = z.object({ components: z.array(z.object({ mailboxes: z.number().min(0) })) });
    const file = { components: [{ id: 'db-1', name: 'N'.repeat(100_000), mailboxes: -1 }] };
    expect(issuePlace(first(File, file), file)).toBe(`component "${'N'.repeat(40)}…"`);
  });
});
