/** `npm run bench`: every bench/*.bench.mts in turn, each in its own process so figures do not mix. */
import fs from 'node:fs';
import { run } from '../scripts/run-command.mts';

const only = process.argv[2];
const benches = fs
  .readdirSync('bench')
  .filter((file) => file.endsWith('.bench.mts') && (!only || file.includes(only)))
  .sort();
// The load bench talks to its instances' inspectors: Node 20 has WebSocket behind a flag (22 by default).
const webSocket = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];
for (const file of benches) {
  await run(
    process.execPath,
    [...webSocket, '--conditions=react-server', '--import', 'tsx', `bench/${file}`],
    {
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
    },
  );
}
