import type { SiteConfig } from '@parlay/contract';

/** Registration is offered unless the site turned it off or this is a VIP domain (seed 000 §5-6). */
export function registrationOffered(
  config: Pick<SiteConfig, 'isRegistrationAllowed' | 'isVipDomain'>,
): boolean {
  return config.isRegistrationAllowed && !config.isVipDomain;
}
