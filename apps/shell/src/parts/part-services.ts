/** The layout's parts: rendered on every page of the default layout (the part registry says which). */
export { layoutPartNames as layoutParts } from '@parlay/contract/part-registry';
