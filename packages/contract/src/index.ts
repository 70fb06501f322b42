export * from './descriptor.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './part-runtime.ts';
export * from './paths.ts';
export * from './realtime.ts';
export * from './shell-render.ts';
export * from './site-config.ts';
