import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../api';
import { withScreenTexts } from '../features/language/screen-texts';
import { textsOfPage } from './route-table';
import { routeAt } from './router';

/**
 * What the idle prefetch fetches (decision 035), in a lazy chunk of its own: the first load carries
 * only its timer (idle-prefetch.ts). By the screen on show, as the route table's page modules, the
 * screens a member (or a visitor) most likely opens next: the navigation's tabs and the list's
 * first tap. Only code and texts — never data, whose requests may count as acts (a profile visit).
 */
export const likelyNext = {
  visitor: {
    'home/home-page': ['auth/login-page', 'signup/signup-page'],
    'auth/login-page': ['members/members-page', 'signup/signup-page'],
    'members/members-page': ['members/member-page', 'signup/signup-page'],
    'members/member-page': ['signup/signup-page', 'auth/login-page'],
  },
  member: {
    'members/members-page': ['chat/chats-page', 'likes/likes-page', 'members/member-page'],
    'members/member-page': ['chat/member-chat-page', 'chat/chats-page'],
    'chat/chats-page': ['chat/conversation-page', 'members/members-page'],
    'chat/conversation-page': ['chat/chats-page', 'members/members-page'],
    'likes/likes-page': ['members/member-page', 'chat/chats-page'],
  },
} as const satisfies Record<'visitor' | 'member', Record<string, readonly string[]>>;

/** From any other screen a member most likely goes back to the search or the messages. */
const memberDefault = ['members/members-page', 'chat/chats-page'] as const;

/**
 * The same chunks the router's lazy screens load (src/app/router.tsx): a module imported here and
 * there is one file, fetched and run once. Only the pages `likelyNext` names, so this chunk stays
 * small; idle-prefetch.test.ts checks that every page it names is here.
 */
export const screenCode = import.meta.glob([
  '../features/auth/login-page.tsx',
  '../features/signup/signup-page.tsx',
  '../features/members/members-page.tsx',
  '../features/members/member-page.tsx',
  '../features/chat/chats-page.tsx',
  '../features/chat/conversation-page.tsx',
  '../features/chat/member-chat-page.tsx',
  '../features/likes/likes-page.tsx',
]);

/** The page modules to fetch from `pathname`, the page on show left out. */
export const likelyNextPages = (pathname: string, member: boolean): readonly string[] => {
  const shown = routeAt(pathname)?.page;
  if (shown === undefined) return [];
  const table: Readonly<Record<string, readonly string[]>> = member ? likelyNext.member : likelyNext.visitor;
  const next = table[shown] ?? (member ? memberDefault : []);
  return next.filter((page) => page !== shown);
};

const fetched = new Set<string>();

/**
 * Fetches (and runs, as the router would) the code and texts of the screens likely opened next
 * from `pathname`, each once per page load. A failure is left for the navigation to meet: it
 * fetches again, and shows the failure if there is one.
 */
export const prefetchLikelyNext = async (pathname: string, queryClient: QueryClient): Promise<void> => {
  if (!navigator.onLine) return;
  const member = (queryClient.getQueryData(currentUserQueryOptions().queryKey) ?? null) !== null;
  const pages = likelyNextPages(pathname, member).filter((page) => !fetched.has(page));
  await Promise.all(
    pages.map(async (page) => {
      const load = screenCode[`../features/${page}.tsx`];
      if (load === undefined) return;
      fetched.add(page);
      try {
        await withScreenTexts(textsOfPage(page), load)();
      } catch {
        fetched.delete(page);
      }
    }),
  );
};

/** Tests only: forgets what was fetched. */
export const resetIdlePrefetchForTests = (): void => {
  fetched.clear();
};
