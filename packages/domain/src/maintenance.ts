// Maintenance (seed 001 §4 "Maintenance"): what its page and banner say (maintenance-redirect.ts:
// where a visitor goes while it is on).

/** The maintenance page speaks Russian to visitors from AZ, KZ, UA and RU, English to everyone else. */
export function maintenanceTextLanguage(countryCode: string | null | undefined): 'ru' | 'en' {
  return ['AZ', 'KZ', 'UA', 'RU'].includes((countryCode ?? '').toUpperCase()) ? 'ru' : 'en';
}

/** Whether the maintenance warning banner shows now: between notify start and end (seconds). */
export function isMaintenanceNoticeDue(
  nowSeconds: number,
  notifyStart: number | null,
  notifyEnd: number | null,
): boolean {
  if (notifyStart === null || notifyEnd === null) return false;
  return nowSeconds >= notifyStart && nowSeconds < notifyEnd;
}
