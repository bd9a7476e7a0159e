import type { JobHandler } from '../../jobs/queue.ts';
import { PAYOUT_JOB, REFUND_JOB, type PaymentsService } from './payments.service.ts';

/** Refunds and payouts queued in the transaction that decided them, sent to the card provider after commit. */
export function paymentJobHandlers(
  payments: Pick<PaymentsService, 'runRefund' | 'runPayout'>,
): Record<string, JobHandler> {
  return {
    [REFUND_JOB]: (payload) => payments.runRefund(String(payload.transactionId)),
    [PAYOUT_JOB]: (payload) => payments.runPayout(String(payload.transactionId)),
  };
}
