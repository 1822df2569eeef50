import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataFolderLock, DataFolderLockedError, LOCK_FILE_NAME } from './data-folder-lock';

function tempFolder() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
}

function writeLock(folder: string, pid: number) {
  fs.writeFileSync(
    path.join(folder, LOCK_FILE_NAME),
    JSON.stringify({ pid, command: 'other server', since: '2026-11-21T00:00:00.000Z' }),
  );
}

describe('acquireDataFolderLock', () => {
  it('takes a free folder and gives it back', () => {
    const folder = tempFolder();
    const release = acquireDataFolderLock(folder);
    expect(JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a folder that another live process holds, naming it', async () => {
    const folder = tempFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeLock(folder, other.pid!);
      expect(() => acquireDataFolderLock(folder)).toThrow(DataFolderLockedError);
      expect(() => acquireDataFolderLock(folder)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose owner is gone', async () => {
    const folder = tempFolder();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeLock(folder, gone.pid!);
    const release = acquireDataFolderLock(folder);
    expect(JSON.parse(fs.readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('refuses to open the same folder twice in one process', () => {
    const folder = tempFolder();
    const release = acquireDataFolderLock(folder);
    expect(() => acquireDataFolderLock(folder)).toThrow(/already open in this process/);
    release();
  });
});
