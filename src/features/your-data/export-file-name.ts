/**
 * The saved file's name, as the server names it in Content-Disposition (decision 027): the site's
 * domain and the day of the export, from the file's own `exported_at` so it follows the server's
 * clock. Anything that cannot be in a file name becomes a dash.
 */
export const exportFileName = (domain: string, exportedAt: string): string => {
  const site = domain.replace(/[^a-z0-9.-]+/gi, '-') || 'site';
  return `my-data-${site}-${exportedAt.slice(0, 10)}.json`;
};
