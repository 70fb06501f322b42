export * from './descriptor.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './realtime.ts';
export * from './site-config.ts';
