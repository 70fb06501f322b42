export * from './key-sets.ts';
export * from './translator.ts';
