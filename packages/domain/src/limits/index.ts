export * from './limit-changes.ts';
export * from './limit-questionnaire.ts';
export * from './limit-types.ts';
export * from './limit-values.ts';
export * from './limit-verdict.ts';
export * from './protection-level.ts';
export * from './strictest-limit.ts';
