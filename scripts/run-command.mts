import { spawn } from 'node:child_process';

/** Signals a stop (a platform's SIGTERM, `kill -INT`) passes on to the command under way. */
const PASSED_ON = ['SIGINT', 'SIGTERM'] as const;

/**
 * Runs a command and rejects when it fails: the steps of the npm scripts. Its output is shown, or kept in
 * `log` for a step run beside another (the caller prints the log whole). A SIGINT or SIGTERM this process
 * gets meanwhile is passed on to the command, which stops in its own way (`npm start`'s server drains:
 * docs/operations.md), and this process ends with it instead of leaving it running without a parent.
 * Ctrl-C in a terminal reaches both already: the command gets it twice (scripts/serve.mts stops once).
 */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  log?: string[],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const passOn = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of PASSED_ON) process.on(signal, passOn);
    const settled = () => {
      for (const signal of PASSED_ON) process.off(signal, passOn);
    };
    child.stdout?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.on('error', (error) => {
      settled();
      reject(error);
    });
    child.on('close', (code, signal) => {
      settled();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export const bin = (name: string) => `node_modules/.bin/${name}`;

/** Jest needs VM modules: PGlite loads its WebAssembly build with a dynamic import. */
export const jest = (args: string[], env: Record<string, string> = {}) =>
  run(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      'node_modules/jest/bin/jest.js',
      ...args,
    ],
    env,
  );
