import { referralCookieNames, referralParamNames, referralParams } from '@parlay/domain';
import { describe, expect, it, vi } from 'vitest';
import { memoryCookies, navigationState, signedIn } from '../../test/navigation-state.ts';
import { rechargeRule } from '../../wallet/recharge-rule.ts';
import { accessCheck } from './access-check.ts';
import { createAppVersionCheck } from './app-version.ts';
import { authAccess } from './auth-access.ts';
import { authRedirect } from './auth-redirect.ts';
import { blocked } from './blocked.ts';
import { bonusPage } from './bonus-page.ts';
import { confirmTerms } from './confirm-terms.ts';
import { dictionaryLoader } from './dictionary-loader.ts';
import { analytics, mediaLoader, mobileIdentificationBonus, quickCoupon } from './later-features.ts';
import { microFrontendGuard } from './micro-frontend-guard.ts';
import { modalGuard } from './modal-guard.ts';
import { rechargeNavigation, setRechargeNavigationRule } from './recharge-navigation.ts';
import { redirector } from './redirector.ts';
import { referralCapture } from './referral-capture.ts';
import { searchBot } from './search-bot.ts';
import { isTouchIpadAsDesktop, serverRerenderCheck } from './server-rerender.ts';
import { slotFirstDepositRedirect } from './slot-first-deposit.ts';
import { urlLanguage } from './url-language.ts';

const proceed = { kind: 'continue' };

describe('referral capture', async () => {
  it('keeps a return URL of this site for after sign-up, never another origin', async () => {
    const cookies = memoryCookies();
    await referralCapture.run(
      navigationState('/en/registration?redirect_url=/en/live', { env: { cookies } }),
    );
    expect(cookies.written.get('return_url')).toEqual({ value: '/en/live', maxAgeSeconds: 86_400 });
    const other = memoryCookies();
    await referralCapture.run(
      navigationState('/en/registration?return_url=//evil.test/x', { env: { cookies: other } }),
    );
    expect(other.written.has('return_url')).toBe(false);
  });
  it('keeps referral parameters in cookies for their lifetimes', async () => {
    const cookies = memoryCookies();
    await referralCapture.run(navigationState('/en?ref=partner7&btag=b1&bf=2', { env: { cookies } }));
    expect(cookies.written.get('ref')).toEqual({ value: 'partner7', maxAgeSeconds: 60 * 86_400 });
    expect(cookies.written.get('bf')).toEqual({ value: '2', maxAgeSeconds: 86_400 });
    expect(cookies.written.get('btag')).toEqual({ value: 'b1', maxAgeSeconds: 86_400 });
    expect(cookies.written.get('ref_partner_id')).toEqual({ value: 'partner7', maxAgeSeconds: 30 * 86_400 });
  });
  it('keeps every referral parameter for its lifetime, and only cookies registration reads back', async () => {
    const cookies = memoryCookies();
    const link = new URLSearchParams(referralParamNames.map((name) => [name, `${name}-1`]));
    await referralCapture.run(navigationState(`/en?${link}`, { env: { cookies } }));
    for (const { name, maxAgeSeconds } of referralParams) {
      expect(cookies.written.get(name)).toEqual({ value: `${name}-1`, maxAgeSeconds });
    }
    expect([...cookies.written.keys()].sort()).toEqual([...referralCookieNames].sort());
  });
  it('keeps the partner 60 days when the link carries affid', async () => {
    const cookies = memoryCookies();
    await referralCapture.run(navigationState('/en?affid=9', { env: { cookies } }));
    expect(cookies.written.get('ref_partner_id')).toEqual({ value: '9', maxAgeSeconds: 60 * 86_400 });
  });
  it('writes nothing for an ordinary visit', async () => {
    const cookies = memoryCookies();
    expect(await referralCapture.run(navigationState('/en/line', { env: { cookies } }))).toEqual(proceed);
    expect(cookies.written.size).toBe(0);
  });
});

describe('redirector', () => {
  it('sends a legacy path to its page in the visitor’s language, permanently', async () => {
    expect(await redirector.run(navigationState('/ru/vulkan', { route: 'vulkan', language: 'ru' }))).toEqual({
      kind: 'redirect',
      to: '/ru/slots/vulkan',
      status: 301,
    });
  });
  it('chooses the password reset for user/action.php?action=forgot and activation otherwise', async () => {
    expect(
      await redirector.run(
        navigationState('/en/user/action.php?action=forgot&code=1', { route: 'user-action' }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/user/passwordreset?action=forgot&code=1',
      status: 302,
    });
    expect(
      await redirector.run(navigationState('/en/user/action.php?x=1', { route: 'user-action' })),
    ).toMatchObject({ to: '/en/user/activate?x=1' });
  });
  it('sends forgotpassword home with the modal flag, and rules to group 1', async () => {
    expect(
      await redirector.run(navigationState('/en/forgotpassword', { route: 'forgot-password' })),
    ).toMatchObject({ to: '/en?showForgotPasswordModal=1' });
    expect(
      await redirector.run(navigationState('/en/information/rules', { route: 'information-rules-root' })),
    ).toMatchObject({ to: '/en/information/rules/1' });
  });
  it('follows the redirect service when it names another URL, and ignores it when it fails', async () => {
    const resolveRedirect = vi.fn(async () => ({ redirect: true, code: 301, url: '/en/casino' }));
    expect(
      await redirector.run(
        navigationState('/en/live-casino', {
          route: null,
          env: { services: { loadDictionaries: async () => {}, resolveRedirect } },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/casino',
      status: 301,
    });
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    expect(
      await redirector.run(
        navigationState('/en/line', {
          route: 'line',
          env: { services: { loadDictionaries: async () => {}, resolveRedirect: failing } },
        }),
      ),
    ).toEqual(proceed);
  });
});

describe('app version', () => {
  it('announces a newer build once, in the browser only', async () => {
    const onUpdateAvailable = vi.fn();
    const check = createAppVersionCheck({
      currentBuild: 'a',
      latestBuild: async () => 'b',
      onUpdateAvailable,
    });
    await check.run(navigationState('/en', { env: { side: 'server' } }));
    expect(onUpdateAvailable).not.toHaveBeenCalled();
    await check.run(navigationState('/en', { env: { side: 'browser' } }));
    await check.run(navigationState('/en', { env: { side: 'browser' } }));
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });
});

describe('server re-render check', () => {
  it('recognises an iPad that reports a desktop', () => {
    expect(
      isTouchIpadAsDesktop('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5),
    ).toBe(true);
    expect(
      isTouchIpadAsDesktop('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0),
    ).toBe(false);
    expect(isTouchIpadAsDesktop('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 10)).toBe(false);
  });
  it('leaves the server render and explicit platform choices alone', () => {
    expect(serverRerenderCheck.run(navigationState('/en/line', { route: 'line' }))).toEqual(proceed);
    expect(
      serverRerenderCheck.run(
        navigationState('/en/line?platform_type=desktop', { route: 'line', env: { side: 'browser' } }),
      ),
    ).toEqual(proceed);
  });
});

describe('blocked', () => {
  const blockedBy = (templateTypeId: number) => ({
    loadDictionaries: async () => {},
    checkBlock: async () => ({ displayTypeId: 1, templateTypeId }),
  });
  it('sends a blocked visitor to the page of the reason', async () => {
    expect(
      await blocked.run(navigationState('/en/line', { route: 'line', env: { services: blockedBy(13) } })),
    ).toEqual({ kind: 'redirect', to: '/en/block-ua', status: 302 });
  });
  it('lets the visitor stay on the block page itself', async () => {
    expect(
      await blocked.run(
        navigationState('/en/block-ua', { route: 'block-ua', env: { services: blockedBy(13) } }),
      ),
    ).toEqual(proceed);
  });
  it('cancels a browser navigation away from the block page while blocked', async () => {
    const env = {
      side: 'browser' as const,
      services: blockedBy(3),
      from: { pathname: '/en/block', routeName: 'block' },
    };
    expect(await blocked.run(navigationState('/en/line', { route: 'line', env }))).toEqual({
      kind: 'cancel',
    });
  });
  it('lets everyone through when geo blocking is forced off by cookie, or the display type is not 1', async () => {
    expect(
      await blocked.run(
        navigationState('/en/line', {
          route: 'line',
          env: { services: blockedBy(3), cookies: memoryCookies({ geo_block_off: '1' }) },
        }),
      ),
    ).toEqual(proceed);
    const notShown = {
      loadDictionaries: async () => {},
      checkBlock: async () => ({ displayTypeId: 0, templateTypeId: 3 }),
    };
    expect(
      await blocked.run(navigationState('/en/line', { route: 'line', env: { services: notShown } })),
    ).toEqual(proceed);
  });
});

describe('blocked: maintenance', () => {
  const maintenanceOn = {
    maintenance: {
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: 0 as const,
    },
  };
  it('sends every page to the maintenance page while maintenance is on, by configuration, web state or cookie', async () => {
    expect(await blocked.run(navigationState('/en/line', { route: 'line', config: maintenanceOn }))).toEqual({
      kind: 'redirect',
      to: '/en/maintenance',
      status: 302,
    });
    const webStateDown = {
      maintenance: { ...maintenanceOn.maintenance, isActive: false, web_state: 1 as const },
    };
    expect(
      await blocked.run(navigationState('/en/line', { route: 'line', config: webStateDown })),
    ).toMatchObject({ to: '/en/maintenance' });
    expect(
      await blocked.run(
        navigationState('/en/line', { route: 'line', env: { cookies: memoryCookies({ maintenance: '1' }) } }),
      ),
    ).toMatchObject({ to: '/en/maintenance' });
  });
  it('keeps the visitor on the maintenance page while it lasts and sends them home after', async () => {
    expect(
      await blocked.run(navigationState('/en/maintenance', { route: 'maintenance', config: maintenanceOn })),
    ).toEqual(proceed);
    expect(
      await blocked.run(navigationState('/ru/maintenance', { route: 'maintenance', language: 'ru' })),
    ).toEqual({ kind: 'redirect', to: '/ru', status: 302 });
  });
});

describe('dictionary loader', () => {
  it('asks for the page language’s dictionaries and reports a failure', async () => {
    const loadDictionaries = vi.fn(async () => {});
    expect(
      await dictionaryLoader.run(
        navigationState('/ru', { language: 'ru', env: { services: { loadDictionaries } } }),
      ),
    ).toEqual(proceed);
    expect(loadDictionaries).toHaveBeenCalledWith('ru', ['main']);
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const failing = async () => {
      throw new Error('offline');
    };
    expect(
      await dictionaryLoader.run(
        navigationState('/ru', { env: { services: { loadDictionaries: failing } } }),
      ),
    ).toEqual({ kind: 'dictionary-error' });
  });
});

describe('checks of later features', () => {
  it.each([mediaLoader, analytics, mobileIdentificationBonus, quickCoupon])(
    '$name lets every navigation through until its feature lands',
    (check) => {
      expect(check.run(navigationState('/en/line', { route: 'line' }))).toEqual(proceed);
    },
  );
});

describe('recharge navigation', () => {
  const recharge = (options: Parameters<typeof navigationState>[1] = {}) =>
    rechargeNavigation.run(navigationState('/en/office/recharge', { route: 'office-recharge', ...options }));
  const modalSite = { isRechargeModal: true };

  it('lets everything through until the wallet gives it its rule', () => {
    expect(recharge({ env: signedIn, config: modalSite })).toEqual(proceed);
  });

  it('opens the recharge page as a page while the site has no recharge modal', () => {
    const stop = setRechargeNavigationRule(rechargeRule(null));
    expect(recharge({ env: signedIn })).toEqual(proceed);
    stop();
  });

  it('sends a direct load of the recharge page to the home page, which opens the modal', () => {
    const stop = setRechargeNavigationRule(rechargeRule(null));
    expect(recharge({ env: signedIn, config: modalSite })).toEqual({
      kind: 'redirect',
      to: '/en?showRechargeModal=1',
      status: 302,
    });
    stop();
  });

  it('opens the modal over the page a player moves from, and stays there', () => {
    const opened = vi.fn();
    const stop = setRechargeNavigationRule(rechargeRule(opened));
    const fromAccount = {
      ...signedIn,
      side: 'browser' as const,
      from: { pathname: '/en/office/account', routeName: 'office-account' },
    };
    expect(recharge({ env: fromAccount, config: modalSite })).toEqual({ kind: 'cancel' });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(
      rechargeNavigation.run(
        navigationState('/en/office/deduce', { route: 'office-deduce', env: fromAccount, config: modalSite }),
      ),
    ).toEqual(proceed);
    stop();
  });
});

describe('access check', () => {
  it('is 404 when nothing matched', () => {
    expect(accessCheck.run(navigationState('/en/nope'))).toEqual({ kind: 'not-found' });
  });
  it('strips platform_type from an unknown route before answering 404', () => {
    expect(accessCheck.run(navigationState('/en/nope?platform_type=mobile&x=1'))).toEqual({
      kind: 'redirect',
      to: '/en/nope?x=1',
      status: 302,
    });
  });
  it('is 404 for a route id the configuration does not list (rules need route 47)', () => {
    expect(
      accessCheck.run(
        navigationState('/en/information/rules/1', {
          route: 'information-rules',
          config: { availableRoutes: [10] },
        }),
      ),
    ).toEqual({ kind: 'not-found' });
    expect(
      accessCheck.run(
        navigationState('/en/information/rules/1', {
          route: 'information-rules',
          config: { availableRoutes: [47] },
        }),
      ),
    ).toEqual(proceed);
  });
  it('is 404 for a URL with a forbidden string and for params of the wrong shape', () => {
    expect(
      accessCheck.run(
        navigationState('/en/line/wp-admin', { route: 'line', params: { menuSection: 'wp-admin' } }),
      ),
    ).toEqual({ kind: 'not-found' });
    expect(
      accessCheck.run(
        navigationState('/en/print-coupon/abc', { route: 'print-coupon', params: { couponId: 'abc' } }),
      ),
    ).toEqual({ kind: 'not-found' });
  });
  it('hides registration when disabled or on a VIP domain, identification when disabled, debugger unless enabled', () => {
    const registration = (config: object) =>
      accessCheck.run(navigationState('/en/registration', { route: 'registration', config }));
    expect(registration({})).toEqual(proceed);
    expect(registration({ isRegistrationAllowed: false })).toEqual({ kind: 'not-found' });
    expect(registration({ isVipDomain: true })).toEqual({ kind: 'not-found' });
    expect(
      accessCheck.run(
        navigationState('/en/office/identification', {
          route: 'office-identification',
          config: { isIdentificationEnabled: false },
        }),
      ),
    ).toEqual({ kind: 'not-found' });
    expect(accessCheck.run(navigationState('/en/debugger', { route: 'debugger' }))).toEqual({
      kind: 'not-found',
    });
    expect(
      accessCheck.run(navigationState('/en/debugger', { route: 'debugger', env: { debuggerEnabled: true } })),
    ).toEqual(proceed);
  });
  it('shows the payment page to visitors unless it is for signed-in players only', () => {
    const payment = (config: object, env = {}) =>
      accessCheck.run(
        navigationState('/en/information/payment', { route: 'information-payment', config, env }),
      );
    expect(payment({ paymentPageAuthOnly: false })).toEqual(proceed);
    expect(payment({ paymentPageAuthOnly: true })).toEqual({ kind: 'not-found' });
    expect(payment({ paymentPageAuthOnly: true }, signedIn)).toEqual(proceed);
  });
});

describe('auth access', () => {
  it('asks an anonymous visitor to sign in on an office page, and lets a player through', () => {
    expect(authAccess.run(navigationState('/en/office/account', { route: 'office-account' }))).toEqual({
      kind: 'auth-required',
    });
    expect(
      authAccess.run(navigationState('/en/office/account', { route: 'office-account', env: signedIn })),
    ).toEqual(proceed);
    expect(authAccess.run(navigationState('/en/line', { route: 'line' }))).toEqual(proceed);
  });
});

describe('modal guard', () => {
  it('drops the forgot-password flag for a signed-in player only', () => {
    expect(modalGuard.run(navigationState('/en?showForgotPasswordModal=1', { route: 'home' }))).toEqual(
      proceed,
    );
    expect(
      modalGuard.run(navigationState('/en?showForgotPasswordModal=1&x=2', { route: 'home', env: signedIn })),
    ).toEqual({ kind: 'redirect', to: '/en?x=2', status: 302 });
  });
});

describe('confirm terms', () => {
  const changed = { session: { userId: 1, banLevel: 0, banVersion: 0, termsChanged: true } };
  it('sends a player whose terms changed to confirm them, except from the allowed pages', () => {
    expect(confirmTerms.run(navigationState('/en/line', { route: 'line', env: changed }))).toEqual({
      kind: 'redirect',
      to: '/en/confirm-terms',
      status: 302,
    });
    expect(
      confirmTerms.run(navigationState('/en/confirm-terms', { route: 'confirm-terms', env: changed })),
    ).toEqual(proceed);
    expect(
      confirmTerms.run(
        navigationState('/en/line', {
          route: 'line',
          env: changed,
          config: { isAvailableConfirmTerms: false },
        }),
      ),
    ).toEqual(proceed);
    expect(confirmTerms.run(navigationState('/en/line', { route: 'line' }))).toEqual(proceed);
  });
});

describe('bonus page', () => {
  it('swaps bonus routes for offer routes when promoBonusToOffer is on, and back when off', () => {
    expect(
      bonusPage.run(
        navigationState('/en/bonuses/7?x=1', {
          route: 'bonus',
          params: { id: '7' },
          config: { promoBonusToOffer: true },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/offers/7?x=1',
      status: 302,
    });
    expect(
      bonusPage.run(navigationState('/en/offers', { route: 'offers', config: { promoBonusToOffer: false } })),
    ).toMatchObject({ to: '/en/bonuses' });
    expect(
      bonusPage.run(
        navigationState('/en/bonuses', { route: 'bonuses', config: { promoBonusToOffer: false } }),
      ),
    ).toEqual(proceed);
  });
});

describe('URL language', () => {
  it('remembers the language of the URL in the lng cookie for a year', () => {
    const cookies = memoryCookies({ lng: 'en' });
    expect(
      urlLanguage.run(navigationState('/ru/line', { route: 'line', language: 'ru', env: { cookies } })),
    ).toEqual(proceed);
    expect(cookies.written.get('lng')).toEqual({ value: 'ru', maxAgeSeconds: 365 * 86_400 });
  });
  it('puts the visitor’s language in front of a URL without one', () => {
    expect(
      urlLanguage.run(
        navigationState('/line?x=1', { route: 'line', urlLanguage: undefined, language: 'ru' }),
      ),
    ).toEqual({ kind: 'redirect', to: '/ru/line?x=1', status: 302 });
  });
  it('replaces a language hidden from anonymous visitors with the default one', () => {
    expect(
      urlLanguage.run(
        navigationState('/kk/line', {
          route: 'line',
          language: 'kk',
          config: { langHiddenUnauthorized: ['kk'] },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/line',
      status: 302,
    });
    expect(
      urlLanguage.run(
        navigationState('/kk/line', {
          route: 'line',
          language: 'kk',
          config: { langHiddenUnauthorized: ['kk'] },
          env: signedIn,
        }),
      ),
    ).toEqual(proceed);
  });
});

describe('search-bot handling', () => {
  const bot = { headers: new Headers({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }) };
  it('sends a crawler to the page without tracking parameters', () => {
    expect(
      searchBot.run(navigationState('/en/line?utm_source=x&sport=1', { route: 'line', env: bot })),
    ).toEqual({ kind: 'redirect', to: '/en/line?sport=1', status: 301 });
  });
  it('removes every referral parameter the site keeps from a crawler’s URL', () => {
    const link = new URLSearchParams(referralParamNames.map((name) => [name, '1']));
    expect(searchBot.run(navigationState(`/en/line?${link}&sport=1`, { route: 'line', env: bot }))).toEqual({
      kind: 'redirect',
      to: '/en/line?sport=1',
      status: 301,
    });
  });
  it('leaves people and clean URLs alone', () => {
    expect(searchBot.run(navigationState('/en/line?utm_source=x', { route: 'line' }))).toEqual(proceed);
    expect(searchBot.run(navigationState('/en/line', { route: 'line', env: bot }))).toEqual(proceed);
  });
});

describe('auth redirect', () => {
  const landing = async (query: string, env = signedIn) =>
    authRedirect.run(navigationState(`/en/registration?${query}`, { route: 'registration', env }));

  it('sends a signed-in player away from registration to a return URL of this site', async () => {
    expect(await landing('return_url=/en/live')).toEqual({ kind: 'redirect', to: '/en/live', status: 302 });
    expect(await landing('redirect_url=%2Fen%2Fslots%3Ftab%3D2')).toMatchObject({ to: '/en/slots?tab=2' });
    expect(await landing('from_url=/en/casino')).toMatchObject({ to: '/en/casino' });
  });
  it('sends a signed-in player to the language root for a return URL that leads off the site', async () => {
    for (const attack of [
      'return_url=//evil.test',
      'return_url=%2F%5Cevil.test',
      'return_url=%2F%09%2Fevil.test',
      'return_url=%2F%252F%2Fevil.test',
      'return_url=%2F%EF%BC%8F%2Fevil.test',
      'return_url=%2F%E3%80%80',
      'return_url=https%3A%2F%2Fevil.test',
      'return_url=%2Fen%2F..%2F%2Fevil.test',
    ]) {
      expect(await landing(attack), attack).toEqual({ kind: 'redirect', to: '/en', status: 302 });
    }
    expect(await landing('')).toMatchObject({ to: '/en' });
  });
  it('lets a visitor open registration', async () => {
    expect(await authRedirect.run(navigationState('/en/registration', { route: 'registration' }))).toEqual(
      proceed,
    );
  });
});

describe('micro-frontend guard', () => {
  it('refuses a file name under a part’s route', () => {
    expect(microFrontendGuard.run(navigationState('/en/slots/bundle.js', { route: 'slots' }))).toEqual({
      kind: 'not-found',
    });
    expect(microFrontendGuard.run(navigationState('/en/slots/top', { route: 'slots' }))).toEqual(proceed);
  });
});

describe('slot first-deposit redirect', () => {
  it('sends bonus slot_first_deposit to the casino page', () => {
    expect(
      slotFirstDepositRedirect.run(
        navigationState('/en/bonuses/slot_first_deposit', {
          route: 'bonus',
          params: { id: 'slot_first_deposit' },
        }),
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/en/casino/slot-first-deposit',
      status: 302,
    });
    expect(
      slotFirstDepositRedirect.run(navigationState('/en/bonuses/7', { route: 'bonus', params: { id: '7' } })),
    ).toEqual(proceed);
  });
});
