import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * Checks of the pipeline whose feature arrives with a later issue. Each keeps its place in the
 * order (seed 001 §2) and lets every navigation through until then.
 */
const passThrough = (name: string): NavigationCheck => ({ name, run: () => proceed });

/** Media side-zone and floating video: the live video feature (sportsbook issue). */
export const mediaLoader = passThrough('media loader');
/** Page-view analytics and counters: the analytics issue. */
export const analytics = passThrough('analytics');
/** Identification bonus for mobile: the personal office issue. */
export const mobileIdentificationBonus = passThrough('mobile-identification bonus');
/** Quick coupon from a link: the sportsbook coupon issue. */
export const quickCoupon = passThrough('quick coupon');
