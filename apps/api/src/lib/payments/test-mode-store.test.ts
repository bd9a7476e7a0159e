import { describe, expect, it } from 'vitest';
import { createMemoryTestModeStore, type TestModePayment } from './test-mode-store.ts';

const payment = (id: string): TestModePayment => ({
  id,
  amountCents: 2500,
  status: 'succeeded',
  metadata: { reservationId: 'r-1' },
  refundedCents: 0,
});

describe('in-memory test-mode store', () => {
  it('writes nothing of a unit that fails', async () => {
    const store = createMemoryTestModeStore();
    await expect(
      store.transaction(async (tx) => {
        await tx.putPayment(payment('pi_test_1'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await store.getPayment('pi_test_1')).toBeUndefined();
  });

  it('runs units one at a time, so read → write of a key is never interleaved', async () => {
    const store = createMemoryTestModeStore();
    const runs: string[] = [];
    await Promise.all(
      Array.from({ length: 5 }, () =>
        store.transaction(async (tx) => {
          if (await tx.getIdempotencyRecord('k')) return;
          await new Promise((resolve) => setTimeout(resolve, 1));
          runs.push('ran');
          await tx.putIdempotencyRecord('k', { endpoint: '/v1/x', fingerprint: '{}', result: null });
        }),
      ),
    );
    expect(runs).toEqual(['ran']);
  });

  it('hands out copies: changing a returned payment changes nothing stored', async () => {
    const store = createMemoryTestModeStore();
    await store.transaction((tx) => tx.putPayment(payment('pi_test_2')));
    const read = (await store.getPayment('pi_test_2'))!;
    read.refundedCents = 2500;
    expect((await store.getPayment('pi_test_2'))!.refundedCents).toBe(0);
  });

  it('keeps the first webhook secret and imports only rows it does not have', async () => {
    const store = createMemoryTestModeStore();
    expect(await store.webhookSecret('whsec_a')).toBe('whsec_a');
    expect(await store.webhookSecret('whsec_b')).toBe('whsec_a');
    await store.transaction((tx) => tx.putPayment({ ...payment('pi_test_3'), refundedCents: 100 }));
    await store.importRows({ payments: [payment('pi_test_3'), payment('pi_test_4')], accounts: [], idempotency: [] });
    expect((await store.getPayment('pi_test_3'))!.refundedCents).toBe(100);
    expect(await store.getPayment('pi_test_4')).toBeDefined();
  });
});
