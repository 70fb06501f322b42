export * from './key-sets.ts';
export * from './translations.ts';
export * from './translator.ts';
