import type { PartName } from '../routes/route-table.ts';

interface PartRegistrationBase {
  /** How long the server waits for the part's descriptor before the page goes on without it. */
  readonly timeoutMs: number;
  /**
   * `critical`: the page fails with the part (its error page, with the part's status code).
   * `optional`: the page goes on; the part shows its last good rendition or its error state.
   */
  readonly importance: 'critical' | 'optional';
  /**
   * Set for a part whose markup works without JavaScript (links, a native `<details>`): its browser
   * build is this stylesheet alone (a CSS module of the package, the one its server render imports),
   * its descriptor lists no script, and the shell neither fetches nor hydrates anything of it.
   * Unset: the browser build is `src/client.tsx`, mounted on the server-rendered body.
   */
  readonly serverOnly?: { readonly stylesheet: string };
}

/**
 * A part of the site: its name is its package folder (`parts/<name>`, built by `npm run build`),
 * its descriptor URL (`/mf/<name>`) and the folder its bundles are served from (`/parts/<name>/`).
 */
export type PartRegistration = PartRegistrationBase &
  (
    | {
        /** The main part of the routes whose `part` names it (route-table.ts). */
        readonly placement: 'page';
        readonly name: PartName;
      }
    | {
        /** On every page of the default layout, after the page's content. */
        readonly placement: 'layout';
        readonly name: string;
      }
  );

/** The parts of the default layout, in the order the layout shows them. */
const layoutParts = [
  {
    name: 'footer',
    placement: 'layout',
    importance: 'optional',
    timeoutMs: 3000,
    serverOnly: { stylesheet: 'src/footer.module.css' },
  },
] as const satisfies readonly PartRegistration[];

/** Every part of the site: what the build builds, the server renders and the shell hosts. */
export const partRegistry = [
  ...layoutParts,
  { name: 'info', placement: 'page', importance: 'critical', timeoutMs: 3000 },
  { name: 'identity', placement: 'page', importance: 'critical', timeoutMs: 3000 },
  { name: 'office', placement: 'page', importance: 'critical', timeoutMs: 3000 },
  { name: 'sports', placement: 'page', importance: 'critical', timeoutMs: 3000 },
] as const satisfies readonly PartRegistration[];

export type RegisteredPartName = (typeof partRegistry)[number]['name'];

/** The names of the layout's parts (the shell renders them on every page of the default layout). */
export const layoutPartNames: readonly RegisteredPartName[] = layoutParts.map((part) => part.name);
