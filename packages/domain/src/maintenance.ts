/** Maintenance (seed 001 §4 "Maintenance"): the visitor goes to the page while it is active, and away from it after. */
export interface MaintenanceState {
  /** Forced on by the maintenance cookie. */
  cookie: boolean;
  /** The configuration's maintenance block says it is active. */
  configActive: boolean;
  /** The configuration's web_state says the web site is down. */
  webStateDown: boolean;
}

export function isMaintenanceActive(state: MaintenanceState): boolean {
  return state.cookie || state.configActive || state.webStateDown;
}

/** 'to-maintenance', 'to-home', or null when the visitor stays where they are. */
export function maintenanceRedirect(
  active: boolean,
  onMaintenancePage: boolean,
): 'to-maintenance' | 'to-home' | null {
  if (active && !onMaintenancePage) return 'to-maintenance';
  if (!active && onMaintenancePage) return 'to-home';
  return null;
}

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
