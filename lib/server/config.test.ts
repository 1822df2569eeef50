import { ConfigError, parseConfig } from './config';

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

  it('names every invalid variable at once', () => {
    const parse = () => parseConfig({ DATABASE_URL: 'mysql://x', STORE_PHONE: '3333' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(/DATABASE_URL[\s\S]*STORE_PHONE/);
  });
});
