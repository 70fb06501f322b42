export { fillPath, languageHref, routeHref } from '@parlay/contract/route-href';
