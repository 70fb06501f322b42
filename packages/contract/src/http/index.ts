// What browser code may import as values from the contract's HTTP layer: no zod schema is
// reachable from here (the package index is, and would put zod on the page).
export * from './endpoint.ts';
export * from './endpoint-routing.ts';
export * from './error-codes.ts';
