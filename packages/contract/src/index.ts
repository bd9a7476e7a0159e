export * from './constants.ts';
export * from './messages.ts';
export * from './common.ts';
export * from './accounts.ts';
export * from './catalog.ts';
