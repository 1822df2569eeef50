import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeMediaStorage } from '@/test-support/server/media-storage-contract';
import { folderStorage } from './image-storage';

describeMediaStorage('the data folder', () => folderStorage(mkdtempSync(path.join(tmpdir(), 'uploads-'))));

test('the data folder keeps each file at {root}/{key}, served under /uploads', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  const storage = folderStorage(root);
  expect(await storage.put('products/costela-9f-large.webp', Buffer.from('x'), 'image/webp')).toBe(
    '/uploads/products/costela-9f-large.webp',
  );
  expect(existsSync(path.join(root, 'products', 'costela-9f-large.webp'))).toBe(true);
});
