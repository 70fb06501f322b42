// The shell's own calls, in one chunk loaded on first use (api-client.ts).
export {
  checkPageBlock,
  getAppVersion,
  getOneTapClientId,
  getSeoPageData,
  getSiteConfig,
  keepSessionAlive,
  resolveRedirect,
} from '@parlay/client';
