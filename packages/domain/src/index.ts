export * from './part-load-state.ts';
export * from './language.ts';
