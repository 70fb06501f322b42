export * from './language.ts';
export * from './part-load-state.ts';
