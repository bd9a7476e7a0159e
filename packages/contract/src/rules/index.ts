export * from './accounts.ts';
export * from './contact.ts';
