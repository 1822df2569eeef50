/**
 * run() (./run-command.mts) passes a stop on to its command: SIGTERM to `npm start` reaches the server it
 * runs, which stops in its own way, and neither is left running.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';

const runCommand = path.join(import.meta.dirname, 'run-command.mts');

/** A command that says when it is ready and, on SIGTERM, that it stops, then exits 0. */
const command = `
process.on('SIGTERM', () => { console.log('stopping on SIGTERM'); process.exit(0); });
console.log('ready', process.pid);
setInterval(() => {}, 1000);
`;

/** A parent as scripts/start.mts: one run() of the command. */
const parent = `
import { run } from ${JSON.stringify(runCommand)};
await run(process.execPath, ['-e', ${JSON.stringify(command)}]);
console.log('parent done');
`;

it('passes SIGTERM on to the command under way and ends with it', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', parent], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 20_000;
  while (!output.includes('ready') && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  assert.match(output, /ready/);
  child.kill('SIGTERM');
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
  try {
    assert.match(output, /stopping on SIGTERM/);
    assert.match(output, /parent done/);
    assert.equal(code, 0);
  } finally {
    child.kill('SIGKILL');
    // The command, had it been left running.
    const pid = Number(/ready (\d+)/.exec(output)?.[1]);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
});
