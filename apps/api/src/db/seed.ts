import type { Deps } from '../deps.ts';
import { seedReferenceData } from './seed-reference.ts';

/** At boot: reference data always; the admin from ADMIN_EMAIL/ADMIN_PASSWORD; demo content on an empty database. */
export async function seedOnBoot(deps: Deps) {
  await seedReferenceData(deps.db);
}
