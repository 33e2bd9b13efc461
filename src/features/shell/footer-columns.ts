/**
 * Spec §2: the footer's links, and which columns show. Members get their own shortcuts and
 * visitors the way in; an installed app has its own navigation, so it keeps only help and legal;
 * the site's description belongs to the home page only.
 */
export type FooterColumn = 'about' | 'join' | 'member' | 'help' | 'legal';

export interface FooterContext {
  loggedIn: boolean;
  installedApp: boolean;
  isIndex: boolean;
}

export const footerColumns = ({ loggedIn, installedApp, isIndex }: FooterContext): FooterColumn[] => {
  const columns: FooterColumn[] = [];
  if (isIndex && !installedApp) columns.push('about');
  if (!installedApp) columns.push(loggedIn ? 'member' : 'join');
  columns.push('help', 'legal');
  return columns;
};
