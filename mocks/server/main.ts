import { parseArgs } from 'node:util';
import { createSimulatedServer } from './http-server';

/** `npm run preview` / `npm run serve:sim`: the simulated backend on a local port. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string' },
  },
});

const port = Number(values.port);
const server = createSimulatedServer({ dist: values.dist });
server.listen(port, values.host, () => {
  const what = values.dist === undefined ? 'API only' : `serving ${values.dist}`;
  console.log(`Simulated backend on http://${values.host}:${port} (${what})`);
});
