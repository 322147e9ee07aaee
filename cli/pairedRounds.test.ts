import { describe, expect, it } from 'vitest';

import { pairRounds, type RoundPolicy } from './pairedRounds';

const policy: RoundPolicy = { batchMs: 20, maxRunsPerSide: 100, minRounds: 3, maxRounds: 9, budgetMs: 1000 };

/** Sides that log their order and advance a fake clock by `ms` per run of their batch. */
function sides(wasmMs: number, nativeMs: number) {
  let t = 0;
  const order: string[] = [];
  const side = (name: string, ms: number) => (runs: number) => {
    order.push(`${name}${runs}`);
    t += ms * runs;
    return ms;
  };
  return { wasm: side('w', wasmMs), native: side('n', nativeMs), now: () => t, order };
}

describe('paired rounds', () => {
  it('alternates which side goes first and gives each round WASM over native', async () => {
    const s = sides(3, 2);
    const r = await pairRounds(s.wasm, s.native, 4, policy, s.now);
    expect(r.runsPerSide).toBe(5); // 20 ms over a 4 ms call
    expect(s.order.slice(0, 6)).toEqual(['w5', 'n5', 'n5', 'w5', 'w5', 'n5']);
    expect(r.ratios.every((x) => x === 1.5)).toBe(true);
  });

  it('stops at the budget, but never before the minimum of rounds', async () => {
    const quick = sides(1, 1);
    // 20 runs a side of 1 ms: 40 ms a round, so the 1 s budget allows every round.
    expect((await pairRounds(quick.wasm, quick.native, 1, policy, quick.now)).ratios).toHaveLength(9);
    const slow = sides(600, 600);
    // One run a side of 600 ms: the budget is spent after the first round, the minimum still holds.
    const r = await pairRounds(slow.wasm, slow.native, 600, policy, slow.now);
    expect(r.runsPerSide).toBe(1);
    expect(r.ratios).toHaveLength(3);
  });

  it('caps the runs of a side', async () => {
    const s = sides(0.001, 0.001);
    expect((await pairRounds(s.wasm, s.native, 0.001, policy, s.now)).runsPerSide).toBe(100);
  });

  it('waits for asynchronous sides in order', async () => {
    const order: string[] = [];
    const later = (name: string) => async (runs: number) => {
      await new Promise((r) => setTimeout(r, 1));
      order.push(name);
      return runs;
    };
    const r = await pairRounds(later('w'), later('n'), 20, { ...policy, minRounds: 2, maxRounds: 2 });
    expect(order).toEqual(['w', 'n', 'n', 'w']);
    expect(r.ratios).toEqual([1, 1]);
  });
});
