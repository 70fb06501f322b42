import { describe, expect, it } from 'vitest';
import { isMaintenanceNoticeDue, maintenanceTextLanguage } from './maintenance.ts';
import { isMaintenanceActive, maintenanceRedirect } from './maintenance-redirect.ts';

describe('maintenance', () => {
  it('is active by cookie, configuration flag or web state', () => {
    const off = { cookie: false, configActive: false, webStateDown: false };
    expect(isMaintenanceActive(off)).toBe(false);
    expect(isMaintenanceActive({ ...off, cookie: true })).toBe(true);
    expect(isMaintenanceActive({ ...off, configActive: true })).toBe(true);
    expect(isMaintenanceActive({ ...off, webStateDown: true })).toBe(true);
  });

  it('sends visitors to the page while active and home once over', () => {
    expect(maintenanceRedirect(true, false)).toBe('to-maintenance');
    expect(maintenanceRedirect(true, true)).toBeNull();
    expect(maintenanceRedirect(false, true)).toBe('to-home');
    expect(maintenanceRedirect(false, false)).toBeNull();
  });

  it.each([
    ['AZ', 'ru'],
    ['kz', 'ru'],
    ['UA', 'ru'],
    ['RU', 'ru'],
    ['DE', 'en'],
    [null, 'en'],
  ])('speaks %s visitors in %s', (country, language) => {
    expect(maintenanceTextLanguage(country)).toBe(language);
  });

  it('shows the warning banner only inside the notice window', () => {
    expect(isMaintenanceNoticeDue(100, 50, 150)).toBe(true);
    expect(isMaintenanceNoticeDue(150, 50, 150)).toBe(false);
    expect(isMaintenanceNoticeDue(10, 50, 150)).toBe(false);
    expect(isMaintenanceNoticeDue(100, null, 150)).toBe(false);
  });
});
