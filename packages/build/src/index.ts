export * from './endpoint-routing-plugin.ts';
export * from './import-map.ts';
export * from './route-table-plugin.ts';
export * from './shared-imports.ts';
export * from './shared-modules.ts';
export * from './vendor.ts';
export * from './vite-configs.ts';
export * from './workspace.ts';
