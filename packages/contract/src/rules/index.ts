export * from './accounts.ts';
export * from './contact.ts';
export * from './venues.ts';
export * from './availability.ts';
export * from './reservations.ts';
