export * from './accounts.ts';
export * from './email.ts';
export * from './contact.ts';
export * from './venues.ts';
export * from './blocks.ts';
export * from './dates.ts';
export * from './schedules.ts';
export * from './reservations.ts';
