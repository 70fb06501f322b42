import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes/route-table.ts';
import { layoutPartNames, partRegistry } from './part-registry.ts';

describe('part registry', () => {
  it('names every part once', () => {
    const names = partRegistry.map((part) => part.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('registers only page parts some route renders through', () => {
    const routed = new Set(routeTable.map((route) => route.part));
    const unrouted = partRegistry.filter((part) => part.placement === 'page' && !routed.has(part.name));
    expect(unrouted).toEqual([]);
  });

  it('lets the layout live without its parts, and lists them in registry order', () => {
    const layoutParts = partRegistry.filter((part) => part.placement === 'layout');
    expect(layoutParts.every((part) => part.importance === 'optional')).toBe(true);
    expect(layoutPartNames).toEqual(layoutParts.map((part) => part.name));
  });
});
