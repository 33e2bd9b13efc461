import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/control-schema';
import type { ApiClientOptions } from './api-client';

/**
 * The simulation's control API (`openapi/control.yaml`, `/__sim/*`) as the cockpit and the HTTP
 * scenario host call it: paths and bodies typed by the generated schema, so a renamed control call
 * breaks them at compile time.
 */
export type ControlClient = Client<paths>;

export type ControlSchemas = components['schemas'];

export const createControlClient = ({ baseUrl, fetch: send }: ApiClientOptions): ControlClient =>
  createClient<paths>({
    baseUrl,
    fetch: send ?? ((request) => fetch(request)),
    credentials: 'include',
  });
