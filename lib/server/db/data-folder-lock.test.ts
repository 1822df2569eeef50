import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { tryLock } from 'fs-native-extensions';
import { acquireDataFolderLock, DataFolderLockedError, LOCK_FILE_NAME } from './data-folder-lock';
import { openDatabase } from './database';

const HOLDER = 'test-support/server/data-folder-holder.mts';

function tempFolder() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
}

function writeLock(folder: string, pid: number) {
  fs.writeFileSync(
    path.join(folder, LOCK_FILE_NAME),
    JSON.stringify({ pid, command: 'crashed server', since: '2026-11-21T00:00:00.000Z' }),
  );
}

/** Lines the process prints, as they come; resolves `untilLine` once a line satisfies it. */
function lines(
  child: ChildProcess,
  untilLine: (line: string) => boolean,
): { all: string[]; reached: Promise<void> } {
  const all: string[] = [];
  let buffer = '';
  const reached = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        all.push(line);
        if (untilLine(line)) resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`holder exited (${code}) after ${all.join(' ')}`)));
  });
  return { all, reached };
}

function startHolder(mode: 'hold' | 'write', folder: string) {
  return spawn(process.execPath, ['--import', 'tsx', HOLDER, mode, folder], {
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  );
}

describe('acquireDataFolderLock', () => {
  it('takes a free folder, gives it back, and it can be taken again', () => {
    const folder = tempFolder();
    const release = acquireDataFolderLock(folder);
    expect(JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
    acquireDataFolderLock(folder)();
  });

  it('refuses a folder that another live process holds, naming it', async () => {
    const folder = tempFolder();
    const other = startHolder('hold', folder);
    try {
      await lines(other, (line) => line === 'held').reached;
      expect(() => acquireDataFolderLock(folder)).toThrow(DataFolderLockedError);
      expect(() => acquireDataFolderLock(folder)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill('SIGKILL');
      await exited(other);
    }
    // Killed: the kernel gave the lock back, nobody deleted anything.
    acquireDataFolderLock(folder)();
  }, 60_000);

  it('takes the folder of a dead owner not yet reaped (a zombie whose pid still answers)', async () => {
    const folder = tempFolder();
    // The shell starts the holder and becomes `sleep`, which never reaps it: once the holder crashes it
    // stays a zombie, as in a container whose first process does not reap.
    const parent = spawn(
      'sh',
      ['-c', `"${process.execPath}" --import tsx ${HOLDER} crash "${folder}" & exec sleep 60`],
      { env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await lines(parent, (line) => line === 'held').reached;
      const pid = JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid as number;
      // A zombie: every thread gone (the main thread alone shows Z while the others still exit).
      const zombie = () => {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        return /^State:\s+Z/m.test(status) && /^Threads:\s+1$/m.test(status);
      };
      for (let i = 0; i < 200 && !zombie(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(zombie()).toBe(true);
      expect(() => process.kill(pid, 0)).not.toThrow(); // the pid still answers
      const release = acquireDataFolderLock(folder);
      expect(JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
      release();
    } finally {
      parent.kill('SIGKILL');
      await exited(parent);
    }
  }, 60_000);

  it('takes a folder whose lock file names this very process (a pid reused after a restart)', () => {
    const folder = tempFolder();
    writeLock(folder, process.pid);
    const lockPath = path.join(folder, LOCK_FILE_NAME);
    // Not refused as 'already open in this process': the file names a crashed process of the same pid.
    const release = acquireDataFolderLock(folder);
    try {
      // The file names this process's own start now, not the crashed one's.
      const owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Record<string, unknown>;
      expect(owner.pid).toBe(process.pid);
      expect(owner.command).not.toBe('crashed server');
      expect(owner.since).not.toBe('2026-11-21T00:00:00.000Z');
      // And the folder is held: the kernel's lock refuses any other opening of the file.
      const other = fs.openSync(lockPath, 'r+');
      try {
        expect(tryLock(other)).toBe(false);
      } finally {
        fs.closeSync(other);
      }
    } finally {
      release();
    }
    // Given back: taken again.
    acquireDataFolderLock(folder)();
  });

  it('refuses to open the same folder twice in one process', () => {
    const folder = tempFolder();
    const release = acquireDataFolderLock(folder);
    expect(() => acquireDataFolderLock(folder)).toThrow(/already open in this process/);
    release();
  });

  it('restarts a second after a kill -9 under writes, keeping every acknowledged write', async () => {
    const folder = tempFolder();
    const writer = startHolder('write', folder);
    const output = lines(writer, (line) => Number(line) >= 40);
    try {
      await output.reached;
    } finally {
      writer.kill('SIGKILL');
      await exited(writer);
    }
    const acknowledged = output.all.filter((line) => /^\d+$/.test(line)).map(Number);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const database = await openDatabase({ kind: 'pglite', folder });
    try {
      const result = (await database.db.execute(sql`select n from crash_probe`)) as unknown as {
        rows: { n: number }[];
      };
      const kept = new Set(result.rows.map((row) => Number(row.n)));
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(acknowledged.filter((n) => !kept.has(n))).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
