/** The layout's parts: rendered on every page of the default layout. */
export const layoutParts = ['footer'] as const;
