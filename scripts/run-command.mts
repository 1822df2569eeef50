/** Runs a command with inherited output and rejects when it fails: the steps of the npm scripts. */
import { spawn } from 'node:child_process';

export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
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
