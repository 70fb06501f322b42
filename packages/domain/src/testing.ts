/** Fixtures for tests outside the package (`@parlay/domain/testing`); never imported by app code. */
export { betTypeWorkedExamples, type WorkedExample } from './coupon/worked-examples.ts';
