export * from './api.ts';
export * from './captcha-pow.ts';
export * from './fingerprint.ts';
export * from './http.ts';
