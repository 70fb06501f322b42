import { callEndpoint } from '@parlay/client';
import type { SiteConfig } from '@parlay/contract';
import { siteConfigEndpoints } from '@parlay/contract/endpoints';
import { useEffect, useState } from 'react';

/** The site configuration's betting settings the coupon follows (seed 001 §5). */
export type CouponConfig = Pick<
  SiteConfig,
  | 'show_one_click'
  | 'showVipBet'
  | 'isAvailableCouponBonusBet'
  | 'couponTypesWithMinAmount'
  | 'couponTypesWithMaxAmount'
>;

const groups = [
  'show_one_click',
  'showVipBet',
  'isAvailableCouponBonusBet',
  'couponTypesWithMinAmount',
  'couponTypesWithMaxAmount',
] as const;

/** Until the configuration is read: nothing optional offered, no limit shown. */
export const closedCouponConfig: CouponConfig = {
  show_one_click: false,
  showVipBet: false,
  isAvailableCouponBonusBet: false,
  couponTypesWithMinAmount: [],
  couponTypesWithMaxAmount: [],
};

const reads = new Map<string, Promise<CouponConfig>>();

function readConfig(language: string): Promise<CouponConfig> {
  let read = reads.get(language);
  if (!read) {
    read = callEndpoint(siteConfigEndpoints.getGroups, {
      query: { groups: groups.join(','), lang: language },
    }).then((answer) => ({ ...closedCouponConfig, ...answer }));
    // A failed read is tried again by the next coupon that asks.
    read.catch(() => reads.delete(language));
    reads.set(language, read);
  }
  return read;
}

/**
 * Drops the reads made: the next coupon reads the configuration again (after the site's
 * configuration changed; between tests, which each answer with their own).
 */
export function forgetCouponConfig(): void {
  reads.clear();
}

/** The coupon's settings from the site configuration, read once per page and language. */
export function useCouponConfig(language: string): CouponConfig {
  const [config, setConfig] = useState(closedCouponConfig);
  useEffect(() => {
    let current = true;
    readConfig(language)
      .then((read) => current && setConfig(read))
      .catch((error: unknown) => console.error('[coupon] site configuration not read', error));
    return () => {
      current = false;
    };
  }, [language]);
  return config;
}
