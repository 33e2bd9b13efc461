/**
 * Spec §6: visitors may search members when the site allows logged-out search, or allows it to
 * visitors who arrived with a traffic source (a non-empty `network`, as for signup).
 */
export interface SearchAccessSettings {
  logged_out_search: boolean;
  logged_out_search_trafficsource: boolean;
}

export const visitorMaySearch = (
  settings: SearchAccessSettings,
  network: string | null | undefined,
): boolean =>
  settings.logged_out_search || (settings.logged_out_search_trafficsource && (network ?? '').trim() !== '');
