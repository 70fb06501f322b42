import { defineEndpoints } from '../http/endpoint.ts';
import {
  geoCountryHeader,
  siteConfigGroupsQuerySchema,
  siteConfigGroupsSchema,
  siteConfigQuerySchema,
  siteConfigSchema,
} from './site-config.ts';

export const siteConfigEndpoints = defineEndpoints('siteConfig', {
  getAll: {
    method: 'GET',
    path: '/bff-api/config/all.json',
    summary: 'The whole site configuration for a language (used when the page was not server-rendered)',
    description: `The visitor's country selects the country values (default ru): header \`${geoCountryHeader}\` from a trusted proxy (TRUST_PROXY), else the client address.`,
    tags: ['site-config'],
    query: siteConfigQuerySchema,
    response: siteConfigSchema,
    errors: [],
  },
  getGroups: {
    method: 'GET',
    path: '/bff-api/config/group/get',
    summary: 'Named top-level groups of the site configuration (groups=maintenance,licenceConfig)',
    description: `Optional header \`${geoCountryHeader}\` as for all.json. Unknown group names: 400 naming each in \`fields\` (\`groups.<name>\`).`,
    tags: ['site-config'],
    query: siteConfigGroupsQuerySchema,
    response: siteConfigGroupsSchema,
    errors: [],
  },
});
