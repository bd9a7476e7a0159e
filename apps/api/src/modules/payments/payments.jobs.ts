import type { JobHandler } from '../../jobs/queue.ts';
import { PAYOUT_JOB, REFUND_JOB, RELEASE_JOB, type PaymentsService } from './payments.service.ts';

/** Refunds, payouts and released authorisations queued in the transaction that decided them, sent to the card provider after commit. */
export function paymentJobHandlers(
  payments: Pick<PaymentsService, 'runRefund' | 'runPayout' | 'runRelease'>,
): Record<string, JobHandler> {
  return {
    [REFUND_JOB]: (payload) => payments.runRefund(String(payload.transactionId)),
    [PAYOUT_JOB]: (payload) => payments.runPayout(String(payload.transactionId)),
    [RELEASE_JOB]: (payload) => payments.runRelease(String(payload.transactionId)),
  };
}
