import { type NavigationCheck, proceed } from '../navigation-types.ts';

/**
 * A new build of the site has been deployed: the browser is told so it can offer a reload
 * (seed 000 §8 "Update available"). The server always renders the current build.
 */
export function createAppVersionCheck(options: {
  currentBuild: string;
  latestBuild: () => Promise<string | null>;
  onUpdateAvailable: () => void;
}): NavigationCheck {
  let announced = false;
  return {
    name: 'app version',
    async run({ env }) {
      if (env.side === 'server' || announced) return proceed;
      const latest = await options.latestBuild().catch(() => null);
      if (latest && latest !== options.currentBuild) {
        announced = true;
        options.onUpdateAvailable();
      }
      return proceed;
    },
  };
}
