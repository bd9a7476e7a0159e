import type { Executor } from './client.ts';

/** Categories, amenities and policies every installation needs (idempotent). */
export async function seedReferenceData(_db: Executor) {}
