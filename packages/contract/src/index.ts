export * from './descriptor.ts';
export * from './errors.ts';
