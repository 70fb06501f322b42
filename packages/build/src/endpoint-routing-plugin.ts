import { type Endpoint, endpointRoutingSource } from '@parlay/contract';
import type { Plugin } from 'vite';

const endpointIndex = '@parlay/contract/endpoints';
const routingModuleId = '\0parlay-endpoint-routing';
/** One module per group, so each lands in the chunk of the code that calls it. */
const groupModulePrefix = `${routingModuleId}:`;

/**
 * Browser builds import the endpoint index as its routing alone (id, method, path, requirements):
 * the declarations' zod schemas would cost every page far more than its budget allows. The client
 * checks answers against the schemas where they are kept: development and tests.
 */
export function endpointRoutingPlugin(): Plugin {
  return {
    name: 'parlay-endpoint-routing',
    enforce: 'pre',
    resolveId(source) {
      if (source === endpointIndex) return routingModuleId;
      return source.startsWith(groupModulePrefix) ? source : null;
    },
    async load(id) {
      if (id !== routingModuleId && !id.startsWith(groupModulePrefix)) return null;
      const groups: Record<string, Record<string, Endpoint>> = await import(endpointIndex);
      // A group is a namespace of one export per endpoint, so a chunk keeps only the endpoints it calls.
      if (id === routingModuleId)
        return Object.keys(groups)
          .map((name) => `export * as ${name} from ${JSON.stringify(groupModulePrefix + name)};`)
          .join('\n');
      const name = id.slice(groupModulePrefix.length);
      const group = groups[name];
      if (group === undefined) throw new Error(`no endpoint group ${name} in ${endpointIndex}`);
      return endpointRoutingSource(group);
    },
  };
}
