export * from './constants.ts';
export * from './messages.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './catalog.ts';
export * from './venues.ts';
export * from './location.ts';
export * from './availability.ts';
