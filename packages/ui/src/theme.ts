// Theme and font-size settings live as attributes on <html>, read by tokens.css. The server
// renders the same attributes from the user's settings, so the first paint is already right;
// these helpers keep them in sync when the user changes a setting in the browser.

/** appTheme in the user settings: 0 light, 1 dark. */
export type AppTheme = 0 | 1;
export type ThemeName = 'light' | 'dark';
export type FontSizeName = 'small' | 'medium' | 'large';

export const THEME_ATTRIBUTE = 'data-theme';
export const FONT_SIZE_ATTRIBUTE = 'data-font-size';

/** Maps the settings value to the attribute value; anything unknown falls back to light. */
export function appThemeToName(appTheme: AppTheme | number | null | undefined): ThemeName {
  return appTheme === 1 ? 'dark' : 'light';
}

export function themeNameToAppTheme(theme: ThemeName): AppTheme {
  return theme === 'dark' ? 1 : 0;
}

/**
 * appFontSize in the user settings. The specification names the setting without listing its
 * values, so 0/1/2 = small/medium/large is our reading; unknown values fall back to medium.
 */
export function appFontSizeToName(appFontSize: number | null | undefined): FontSizeName {
  if (appFontSize === 0) return 'small';
  if (appFontSize === 2) return 'large';
  return 'medium';
}

/**
 * Sets `data-theme` on `root` (normally `document.documentElement`). `null` removes it, which
 * hands the choice back to the OS (`prefers-color-scheme`).
 */
export function applyTheme(root: Element, theme: ThemeName | null): void {
  if (theme === null) root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, theme);
}

/** Sets `data-font-size` on `root`; `null` removes it (browser default size). */
export function applyFontSize(root: Element, size: FontSizeName | null): void {
  if (size === null) root.removeAttribute(FONT_SIZE_ATTRIBUTE);
  else root.setAttribute(FONT_SIZE_ATTRIBUTE, size);
}

/** Attributes for server rendering `<html>`: `<html {...htmlThemeAttributes(theme, size)}>`. */
export function htmlThemeAttributes(
  theme: ThemeName | null,
  size: FontSizeName | null,
): Partial<Record<typeof THEME_ATTRIBUTE | typeof FONT_SIZE_ATTRIBUTE, string>> {
  return {
    ...(theme ? { [THEME_ATTRIBUTE]: theme } : {}),
    ...(size ? { [FONT_SIZE_ATTRIBUTE]: size } : {}),
  };
}
