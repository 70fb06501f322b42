import type { Env } from '../../env.ts';

/** What every external plugin wrapper is registered with. */
export interface ExternalPluginOptions {
  env: Env;
}
