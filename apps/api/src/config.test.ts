import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      demoData: true,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      bookingRateLimit: 10,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('parses every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      PUBLIC_URL: 'https://spaces.example.com/',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15550001111',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'Ops-Console-2026',
      DEMO_DATA: 'false',
      BOOKING_RATE_LIMIT: '600',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/app',
      publicUrl: 'https://spaces.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      twilio: { accountSid: 'AC123', from: '+15550001111' },
      admin: { email: 'ops@example.com' },
      demoData: false,
      bookingRateLimit: 600,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ TWILIO_ACCOUNT_SID: 'AC1' }, 'TWILIO_ACCOUNT_SID'],
    [{ ADMIN_EMAIL: 'ops@example.com' }, 'ADMIN_EMAIL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ BOOKING_RATE_LIMIT: '0' }, 'BOOKING_RATE_LIMIT'],
  ])('fails fast with a message naming the bad variable: %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
