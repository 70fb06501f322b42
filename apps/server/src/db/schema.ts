// Every module's tables, gathered for drizzle-kit (migrations) and for the typed Database.
// Each module owns its schema.ts; add a line here when a module gains tables.
export * from '../events/schema.ts';
export * from '../modules/auth-throttle/schema.ts';
export * from '../modules/blocks/schema.ts';
export * from '../modules/bonuses/schema.ts';
export * from '../modules/captcha/schema.ts';
export * from '../modules/coupon/schema.ts';
export * from '../modules/demo-payment-provider/schema.ts';
export * from '../modules/feed/schema.ts';
export * from '../modules/identity/schema.ts';
export * from '../modules/identity/social/schema.ts';
export * from '../modules/identity/token-link/schema.ts';
export * from '../modules/identity/transfer/schema.ts';
export * from '../modules/limits/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/redirects/schema.ts';
export * from '../modules/seo/schema.ts';
export * from '../modules/site-config/schema.ts';
export * from '../modules/sportsbook/schema.ts';
export * from '../modules/wallet/schema.ts';
