/**
 * Maintenance (seed 001 §4 "Maintenance"): the visitor goes to the page while it is active, and
 * away from it after. Decided by the server and the navigation checks (loaded with a browser's
 * first navigation), so no page's bundle carries it.
 */
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
