export * from './block-reason.ts';
export * from './countries.ts';
export * from './language.ts';
export * from './maintenance.ts';
export * from './part-load-state.ts';
export * from './static-file-path.ts';
