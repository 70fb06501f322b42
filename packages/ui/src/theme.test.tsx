import { describe, expect, it } from 'vitest';
import {
  appFontSizeToName,
  applyFontSize,
  applyTheme,
  appThemeToName,
  htmlThemeAttributes,
  themeNameToAppTheme,
} from './theme.ts';

describe('appThemeToName', () => {
  it('maps the settings value 0 to light and 1 to dark', () => {
    expect(appThemeToName(0)).toBe('light');
    expect(appThemeToName(1)).toBe('dark');
  });

  it('falls back to light for a missing or unknown value', () => {
    expect(appThemeToName(undefined)).toBe('light');
    expect(appThemeToName(7)).toBe('light');
  });

  it('round-trips through themeNameToAppTheme', () => {
    expect(themeNameToAppTheme(appThemeToName(1))).toBe(1);
    expect(themeNameToAppTheme(appThemeToName(0))).toBe(0);
  });
});

describe('applyTheme', () => {
  it('sets data-theme on the root element', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme(root, 'light');
    expect(root.getAttribute('data-theme')).toBe('light');
  });

  it('removes data-theme for null so the OS preference applies again', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    applyTheme(root, null);
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('applyFontSize', () => {
  it('sets and removes data-font-size on the root element', () => {
    const root = document.documentElement;
    applyFontSize(root, 'large');
    expect(root.getAttribute('data-font-size')).toBe('large');
    applyFontSize(root, null);
    expect(root.hasAttribute('data-font-size')).toBe(false);
  });

  it('reads appFontSize 0/1/2 as small/medium/large and anything else as medium', () => {
    expect([0, 1, 2, 9, null].map(appFontSizeToName)).toEqual([
      'small',
      'medium',
      'large',
      'medium',
      'medium',
    ]);
  });
});

describe('htmlThemeAttributes', () => {
  it('gives the attributes to server-render on <html>, omitting unset ones', () => {
    expect(htmlThemeAttributes('dark', 'small')).toEqual({ 'data-theme': 'dark', 'data-font-size': 'small' });
    expect(htmlThemeAttributes(null, null)).toEqual({});
  });
});
