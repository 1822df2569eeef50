import fs from 'node:fs';
import packageJson from '../../package.json';
import {
  CONFIG_VARIABLES,
  ConfigError,
  decodeEncryptionKey,
  mercadoPagoSettings,
  parseConfig,
} from './config';

describe('parseConfig', () => {
  it('fills every default for an empty environment', () => {
    const config = parseConfig({});
    expect(config.DATA_DIR).toBe('./.data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_ON_START).toBe(true);
    expect(config.STORE_PHONE).toBe('(71) 3333-4444');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.GOOGLE_MAPS_KEY).toBeUndefined();
    expect(config.ALTCHA_HMAC_KEY).toBeUndefined();
    expect(config.ALTCHA_MAX_NUMBER).toBe(50_000);
    expect(config.MAIL_FROM).toMatch(/@/);
  });

  it('checks the mail and captcha settings', () => {
    const parse = () => parseConfig({ SMTP_URL: 'http://mail', ALTCHA_HMAC_KEY: 'short' });
    expect(parse).toThrow(/SMTP_URL[\s\S]*ALTCHA_HMAC_KEY/);
    expect(parseConfig({ SMTP_URL: 'smtps://u:p@mail.exemplo.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.exemplo.com:465',
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('accepts a PostgreSQL URL and boolean flags', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://u:p@localhost:5432/shop',
      SEED_ON_START: 'false',
    });
    expect(config.DATABASE_URL).toBe('postgres://u:p@localhost:5432/shop');
    expect(config.SEED_ON_START).toBe(false);
  });

  it('reads the sign-ups allowed per address and hour: 30 unless raised, never 0', () => {
    expect(parseConfig({}).REGISTRATIONS_PER_HOUR).toBe(30);
    expect(parseConfig({ REGISTRATIONS_PER_HOUR: '100' }).REGISTRATIONS_PER_HOUR).toBe(100);
    expect(() => parseConfig({ REGISTRATIONS_PER_HOUR: '0' })).toThrow(/REGISTRATIONS_PER_HOUR/);
  });

  it('reads the data encryption key as 64 hex characters or base64 of 32 bytes, nothing else', () => {
    const hex = 'ab'.repeat(32);
    expect(parseConfig({ DATA_ENCRYPTION_KEY: hex }).DATA_ENCRYPTION_KEY).toBe(hex);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(decodeEncryptionKey(base64)).toEqual(Buffer.alloc(32, 7));
    expect(decodeEncryptionKey(base64.replace(/=$/, ''))).toEqual(Buffer.alloc(32, 7));
    expect(decodeEncryptionKey(hex)).toEqual(Buffer.alloc(32, 0xab));
    for (const bad of ['ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'x'.repeat(64)]) {
      expect(() => parseConfig({ DATA_ENCRYPTION_KEY: bad })).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
    }
  });

  it('refuses to start in production on PostgreSQL without a data encryption key, and only there', () => {
    const postgres = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@localhost:5432/shop',
      ALTCHA_HMAC_KEY: 'cd'.repeat(32),
    };
    expect(() => parseConfig(postgres)).toThrow(ConfigError);
    expect(() => parseConfig(postgres)).toThrow(
      /DATA_ENCRYPTION_KEY: DATA_ENCRYPTION_KEY must be set in production/,
    );
    expect(parseConfig({ ...postgres, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).NODE_ENV).toBe('production');
    // One server on the embedded database, or development on PostgreSQL: the data folder's key serves.
    expect(parseConfig({ NODE_ENV: 'production' }).DATA_ENCRYPTION_KEY).toBeUndefined();
    expect(parseConfig({ DATABASE_URL: postgres.DATABASE_URL }).DATA_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses to start in production on PostgreSQL without a captcha key shared by the instances, and only there', () => {
    const postgres = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@localhost:5432/shop',
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
    };
    expect(() => parseConfig(postgres)).toThrow(/ALTCHA_HMAC_KEY: ALTCHA_HMAC_KEY must be set in production/);
    expect(parseConfig({ ...postgres, ALTCHA_HMAC_KEY: 'cd'.repeat(32) }).ALTCHA_HMAC_KEY).toBe(
      'cd'.repeat(32),
    );
    // One server on the embedded database, or development on PostgreSQL: a key per process serves.
    expect(parseConfig({ NODE_ENV: 'production' }).ALTCHA_HMAC_KEY).toBeUndefined();
    expect(parseConfig({ DATABASE_URL: postgres.DATABASE_URL }).ALTCHA_HMAC_KEY).toBeUndefined();
  });

  it('names every invalid variable at once', () => {
    const parse = () => parseConfig({ DATABASE_URL: 'mysql://x', STORE_PHONE: '3333' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/DATABASE_URL[\s\S]*STORE_PHONE/);
  });
});

describe('Mercado Pago configuration', () => {
  const all = {
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890-access',
    MERCADOPAGO_PUBLIC_KEY: 'APP_USR-public-key-0001',
    MERCADOPAGO_WEBHOOK_SECRET: 'webhook-secret-0123456789',
  };

  it('keeps the test gateway when none is set', () => {
    expect(mercadoPagoSettings(parseConfig({}))).toBeNull();
  });

  it('reads all three, with Mercado Pago’s API by default', () => {
    expect(mercadoPagoSettings(parseConfig(all))).toEqual({
      accessToken: all.MERCADOPAGO_ACCESS_TOKEN,
      publicKey: all.MERCADOPAGO_PUBLIC_KEY,
      webhookSecret: all.MERCADOPAGO_WEBHOOK_SECRET,
      apiUrl: 'https://api.mercadopago.com',
    });
  });

  it.each(Object.keys(all))('refuses to start without %s when the others are set', (name) => {
    const parse = () => parseConfig({ ...all, [name]: undefined });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(new RegExp(`${name}: .*must be set together \\(${name} is missing\\)`));
  });

  it('refuses the access token alone, naming both missing', () => {
    expect(() => parseConfig({ MERCADOPAGO_ACCESS_TOKEN: all.MERCADOPAGO_ACCESS_TOKEN })).toThrow(
      /MERCADOPAGO_PUBLIC_KEY[\s\S]*MERCADOPAGO_WEBHOOK_SECRET/,
    );
  });
});

describe('catalogue and contact configuration', () => {
  it('defaults to 12 related product ids and a WhatsApp number with the country code', () => {
    const config = parseConfig({});
    expect(config.RELATED_PRODUCT_IDS).toHaveLength(12);
    expect(config.WHATSAPP_NUMBER).toMatch(/^5571\d{9}$/);
  });

  it('reads the related product ids as a list of 12 numbers', () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(parseConfig({ RELATED_PRODUCT_IDS: ids.join(', ') }).RELATED_PRODUCT_IDS).toEqual(ids);
  });

  it.each(['1,2,3', 'a,b', '1,2,3,4,5,6,7,8,9,10,11,0', ''.padEnd(13, '1')])(
    'refuses RELATED_PRODUCT_IDS=%s',
    (value) => {
      expect(() => parseConfig({ RELATED_PRODUCT_IDS: value })).toThrow(/RELATED_PRODUCT_IDS/);
    },
  );

  it('refuses a WhatsApp number without the country code', () => {
    expect(() => parseConfig({ WHATSAPP_NUMBER: '71988887777' })).toThrow(/WHATSAPP_NUMBER/);
  });
});

describe('Algolia configuration', () => {
  it('is off by default, with the product-sales index name', () => {
    const config = parseConfig({});
    expect(config.ALGOLIA_APP_ID).toBeUndefined();
    expect(config.ALGOLIA_INDEX_NAME).toBe('product_sales');
  });

  it('accepts an application id with its search key', () => {
    const config = parseConfig({ ALGOLIA_APP_ID: 'ABC123DEF4', ALGOLIA_SEARCH_KEY: 'search-only-key' });
    expect(config.ALGOLIA_APP_ID).toBe('ABC123DEF4');
  });

  it('refuses an application id without a search key, naming the missing one', () => {
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'ABC123DEF4' })).toThrow(/ALGOLIA_SEARCH_KEY/);
    expect(() => parseConfig({ ALGOLIA_SEARCH_KEY: 'search-only-key' })).toThrow(/ALGOLIA_APP_ID/);
  });

  it('refuses an index name with spaces', () => {
    expect(() => parseConfig({ ALGOLIA_INDEX_NAME: 'product sales' })).toThrow(/ALGOLIA_INDEX_NAME/);
  });
});

/** The body rows of the first Markdown table under `heading` in the README, cell by cell. */
function readmeTable(heading: string): string[][] {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.slice(readme.indexOf(`${heading}\n`));
  const lines = section.split('\n').slice(1);
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    first,
    lines.findIndex((line, index) => index > first && !line.startsWith('|')),
  );
  return table.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

const code = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

describe('the README', () => {
  // Read by other code than lib/server/config.ts: the server script's port, the storefront's API base.
  const OUTSIDE_CONFIG = ['PORT', 'NEXT_PUBLIC_SALES_API_URL'];
  const rows = readmeTable('## Configuration');

  it('lists every configuration variable, and only those', () => {
    const listed = rows.map(([variable]) => code(variable!));
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES, ...OUTSIDE_CONFIG].sort());
  });

  it("gives each variable's default: the documented value is what an unset variable means", () => {
    const unset = parseConfig({}) as Record<string, unknown>;
    for (const [cell, documented] of rows) {
      const variable = code(cell!)!;
      if (OUTSIDE_CONFIG.includes(variable)) continue;
      const value = code(documented!);
      if (value === undefined) {
        // 'unset', 'none', ...: nothing, or an empty list.
        expect([variable, unset[variable] ?? []]).toEqual([variable, []]);
      } else {
        const configured = parseConfig({ [variable]: value }) as Record<string, unknown>;
        expect([variable, configured[variable]]).toEqual([variable, unset[variable]]);
      }
    }
  });

  it('lists every npm script of package.json', () => {
    const commands = readmeTable('### Scripts').map(([command]) => code(command!)!);
    const scripts = commands.map((command) => /^npm (?:run )?([\w:-]+)/.exec(command)?.[1]);
    expect([...scripts].sort()).toEqual(Object.keys(packageJson.scripts).sort());
  });
});
