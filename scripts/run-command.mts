import { spawn } from 'node:child_process';

/**
 * Runs a command and rejects when it fails: the steps of the npm scripts. Its output is shown, or kept in
 * `log` for a step run beside another (the caller prints the log whole).
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
    child.stdout?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log?.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) =>
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
