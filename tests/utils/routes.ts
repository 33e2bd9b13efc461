import type { RouteEntry } from '../../src/app/route-table';

/** Seeded values that make each parameter point at something real in the simulation. */
const sampleParams: Record<string, string> = {
  id: '101',
  slug: 'summer',
  type: 'received',
  paymentmethod: 'ideal',
  token: 'imprint',
};

/** A concrete URL for a route-table path: every parameter filled with a seeded value. */
export const samplePath = (entry: Pick<RouteEntry, 'name' | 'path'>): string => {
  if (entry.path === '*') return '/no-such/page';
  // A transaction is one member's: the sweeps log in as two, so they open the list.
  if (entry.name === 'transactions-id') return '/transactions';
  // The conversation of free and premium: both personas the sweeps log in as may open it.
  const id = entry.name === 'chats-id' ? '1' : undefined;
  return entry.path.replace(/:(\w+)\??/g, (_, name: string) =>
    name === 'id' && id !== undefined ? id : (sampleParams[name] ?? name),
  );
};
