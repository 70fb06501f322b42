// Every module's tables, gathered for drizzle-kit (migrations) and for the typed Database.
// Each module owns its schema.ts; add a line here when a module gains tables.
export * from '../modules/blocks/schema.ts';
export * from '../modules/redirects/schema.ts';
export * from '../modules/seo/schema.ts';
export * from '../modules/site-config/schema.ts';
