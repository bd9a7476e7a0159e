import fs from 'node:fs';
import type { ConnectedAccountCountry, PaymentStatus } from './payment-provider.ts';

export interface TestModePayment {
  id: string;
  amountCents: number;
  status: PaymentStatus;
  metadata: Record<string, string>;
  refundedCents: number;
  /** `manual`: an authorisation (`requires_capture` once the card says yes) until captured or cancelled. */
  captureMethod?: 'automatic' | 'manual';
}

export interface TestModeAccount {
  id: string;
  country: ConnectedAccountCountry;
  email: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

export interface TestModeIdempotencyRecord {
  endpoint: string;
  fingerprint: string;
  result: unknown;
}

/** What a charge records: its key's record and the payment it created, stored together or not at all. */
export interface TestModeChargeWrite {
  key: string;
  record: TestModeIdempotencyRecord;
  payments: TestModePayment[];
}

/** The reads and writes of one unit of work; they commit together or not at all. */
export interface TestModeStoreTx {
  /** Locks the payment until the unit of work ends, so two refunds cannot both spend the same remainder. */
  getPaymentForUpdate(id: string): Promise<TestModePayment | undefined>;
  putPayment(payment: TestModePayment): Promise<void>;
  getAccount(id: string): Promise<TestModeAccount | undefined>;
  putAccount(account: TestModeAccount): Promise<void>;
  getIdempotencyRecord(key: string): Promise<TestModeIdempotencyRecord | undefined>;
  putIdempotencyRecord(key: string, record: TestModeIdempotencyRecord): Promise<void>;
}

export interface TestModeImport {
  payments: TestModePayment[];
  accounts: TestModeAccount[];
  idempotency: Array<TestModeIdempotencyRecord & { key: string }>;
}

/**
 * Where the test-mode provider keeps what Stripe would keep. The provider only calls this interface, so the database
 * version lives outside `lib/` and tests use the in-memory one.
 */
export interface TestModeStore {
  /**
   * Runs `work` as one unit. With `lockKey`, units with the same key run one after another (read → run → write of an
   * idempotency key happens once). `work` must only use `tx`: it runs inside a database transaction.
   */
  transaction<T>(work: (tx: TestModeStoreTx) => Promise<T>, options?: { lockKey?: string }): Promise<T>;
  /**
   * Stores the record of a new idempotency key and the payments its request created, in one step, unless the key is
   * stored already: then nothing is written and the stored record is returned (a request given the same key at the
   * same time waits for the first, then gets its record). For requests that only write, such as a charge.
   */
  recordOnce(
    key: string,
    record: TestModeIdempotencyRecord,
    payments: TestModePayment[],
  ): Promise<TestModeIdempotencyRecord | undefined>;
  getPayment(id: string): Promise<TestModePayment | undefined>;
  getAccount(id: string): Promise<TestModeAccount | undefined>;
  /** The stored webhook secret; `candidate` is stored and returned when there is none yet. */
  webhookSecret(candidate: string): Promise<string>;
  /** Adds rows that do not exist yet (same id or key: the stored row wins). */
  importRows(rows: TestModeImport): Promise<void>;
}

/** The store of unit tests and of a provider without one: state lives as long as the object. */
export function createMemoryTestModeStore(): TestModeStore {
  const payments = new Map<string, TestModePayment>();
  const accounts = new Map<string, TestModeAccount>();
  const idempotency = new Map<string, TestModeIdempotencyRecord>();
  let secret: string | undefined;
  // Units run one at a time, like PGlite: reads and writes of one unit never interleave with another's.
  let queue: Promise<unknown> = Promise.resolve();

  const copy = <T>(value: T | undefined) => (value === undefined ? undefined : structuredClone(value));

  async function runUnit<T>(work: (tx: TestModeStoreTx) => Promise<T>): Promise<T> {
    const pending = {
      payments: new Map<string, TestModePayment>(),
      accounts: new Map<string, TestModeAccount>(),
      idempotency: new Map<string, TestModeIdempotencyRecord>(),
    };
    const tx: TestModeStoreTx = {
      getPaymentForUpdate: async (id) => copy(pending.payments.get(id) ?? payments.get(id)),
      putPayment: async (payment) => void pending.payments.set(payment.id, structuredClone(payment)),
      getAccount: async (id) => copy(pending.accounts.get(id) ?? accounts.get(id)),
      putAccount: async (account) => void pending.accounts.set(account.id, structuredClone(account)),
      getIdempotencyRecord: async (key) => copy(pending.idempotency.get(key) ?? idempotency.get(key)),
      putIdempotencyRecord: async (key, record) => void pending.idempotency.set(key, structuredClone(record)),
    };
    const result = await work(tx);
    for (const [id, payment] of pending.payments) payments.set(id, payment);
    for (const [id, account] of pending.accounts) accounts.set(id, account);
    for (const [key, record] of pending.idempotency) idempotency.set(key, record);
    return result;
  }

  return {
    transaction(work) {
      const result = queue.then(() => runUnit(work));
      queue = result.catch(() => undefined);
      return result;
    },
    recordOnce(key, record, written) {
      const result = queue.then(() => {
        const stored = idempotency.get(key);
        if (stored) return copy(stored);
        for (const payment of written) payments.set(payment.id, structuredClone(payment));
        idempotency.set(key, structuredClone(record));
        return undefined;
      });
      queue = result.catch(() => undefined);
      return result;
    },
    getPayment: async (id) => copy(payments.get(id)),
    getAccount: async (id) => copy(accounts.get(id)),
    async webhookSecret(candidate) {
      secret ??= candidate;
      return secret;
    },
    async importRows(rows) {
      for (const payment of rows.payments) if (!payments.has(payment.id)) payments.set(payment.id, copy(payment)!);
      for (const account of rows.accounts) if (!accounts.has(account.id)) accounts.set(account.id, copy(account)!);
      for (const { key, ...record } of rows.idempotency) if (!idempotency.has(key)) idempotency.set(key, copy(record)!);
    },
  };
}

/** The file the provider kept its whole state in before it moved to the database. */
interface LegacyStateFile {
  webhookSecret?: string;
  payments?: Record<string, TestModePayment>;
  accounts?: Record<string, TestModeAccount>;
  idempotency?: Record<string, TestModeIdempotencyRecord>;
}

/**
 * Imports the old `test-mode-payments.json` once, so payments made before the move can still be refunded, then renames
 * it to `<file>.imported`. Returns whether a file was imported. Safe to run from two processes at once.
 */
export async function importTestModeStateFile(store: TestModeStore, file: string): Promise<boolean> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const state = JSON.parse(text) as LegacyStateFile;
  await store.importRows({
    payments: Object.values(state.payments ?? {}),
    accounts: Object.values(state.accounts ?? {}),
    idempotency: Object.entries(state.idempotency ?? {}).map(([key, record]) => ({ key, ...record })),
  });
  if (state.webhookSecret) await store.webhookSecret(state.webhookSecret);
  try {
    fs.renameSync(file, `${file}.imported`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return true;
}
