import { accessCheck } from './checks/access-check.ts';
import { authAccess } from './checks/auth-access.ts';
import { authRedirect } from './checks/auth-redirect.ts';
import { banned } from './checks/banned.ts';
import { blocked } from './checks/blocked.ts';
import { bonusPage } from './checks/bonus-page.ts';
import { confirmTerms } from './checks/confirm-terms.ts';
import { dictionaryLoader } from './checks/dictionary-loader.ts';
import { analytics, mediaLoader, mobileIdentificationBonus, quickCoupon } from './checks/later-features.ts';
import { microFrontendGuard } from './checks/micro-frontend-guard.ts';
import { modalGuard } from './checks/modal-guard.ts';
import { rechargeNavigation } from './checks/recharge-navigation.ts';
import { redirector } from './checks/redirector.ts';
import { referralCapture } from './checks/referral-capture.ts';
import { searchBot } from './checks/search-bot.ts';
import { serverRerenderCheck } from './checks/server-rerender.ts';
import { slotFirstDepositRedirect } from './checks/slot-first-deposit.ts';
import { urlLanguage } from './checks/url-language.ts';
import type { NavigationCheck } from './navigation-types.ts';

/**
 * The navigation checks in the order seed 001 §2 gives (the "blocked" step is the block check,
 * then the ban); `appVersion` is the browser's own (it
 * needs the build the page runs). The first check that does not let the navigation through
 * decides it (`runNavigation`). The browser loads this list (and every check) when its first
 * navigation needs it: the server ran them for the page the browser hydrates.
 */
export function navigationChecks(appVersion: NavigationCheck): NavigationCheck[] {
  return [
    referralCapture,
    redirector,
    appVersion,
    blocked,
    // The ban half of "blocked": the user's own ban, after the site's availability.
    banned,
    dictionaryLoader,
    mediaLoader,
    accessCheck,
    serverRerenderCheck,
    analytics,
    authAccess,
    modalGuard,
    confirmTerms,
    bonusPage,
    urlLanguage,
    rechargeNavigation,
    mobileIdentificationBonus,
    searchBot,
    quickCoupon,
    authRedirect,
    microFrontendGuard,
    slotFirstDepositRedirect,
  ];
}
