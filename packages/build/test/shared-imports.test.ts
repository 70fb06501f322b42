import { describe, expect, it } from 'vitest';
import { collectSharedImports } from '../src/shared-imports.ts';

describe('collectSharedImports', () => {
  it('reads minified named imports with aliases', () => {
    const imports = collectSharedImports(
      'import{createBrowserRouter as e,Link as t}from"react-router";import{jsx as n}from"react/jsx-runtime";',
    );
    expect(imports.get('react-router')).toEqual(new Set(['createBrowserRouter', 'Link']));
    expect(imports.get('react/jsx-runtime')).toEqual(new Set(['jsx']));
  });

  it('marks a namespace import as needing every export', () => {
    expect(
      collectSharedImports('import*as e from"react";import{useState as t}from"react";').get('react'),
    ).toBe('all');
  });

  it('records default imports and ignores modules that are not shared', () => {
    const imports = collectSharedImports('import e,{useId as t}from"react";import{z as r}from"zod";');
    expect(imports.get('react')).toEqual(new Set(['useId', 'default']));
    expect(imports.size).toBe(1);
  });

  it('reads re-exports from shared modules', () => {
    expect(
      collectSharedImports('export{RouterProvider}from"react-router/dom";').get('react-router/dom'),
    ).toEqual(new Set(['RouterProvider']));
  });
});
