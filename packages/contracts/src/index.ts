export * from './errors.ts';
export * from './user.ts';
