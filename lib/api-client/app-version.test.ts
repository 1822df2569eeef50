import { execFileSync } from 'node:child_process';
import { version } from '../../package.json';

describe("the app version the storefront sends (X-App-Version, error reports' release)", () => {
  it("is the build's own identifier: the package version plus the checked-out commit", () => {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD']).toString().trim();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS config Next reads
    const nextConfig = require('../../next.config.js') as { env: Record<string, string> };
    expect(nextConfig.env.NEXT_PUBLIC_APP_VERSION).toBe(`${version}+${commit}`);
  });
});
