import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs on a laptop with nothing set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BRAND_NAME).toBe('Grožio Laikas');
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails fast with every problem named', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/,
    );
  });

  it('reads booleans strictly', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => parseEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a metrics token long enough not to be guessed, or none', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'a'.repeat(16) }).METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads the invoice settings: a VAT payer at 21 % by default, a plain seller when told', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ INVOICE_VAT_PAYER: true, INVOICE_VAT_RATE: 21, INVOICE_SERIES: 'GL' });
    expect(parseEnv({ INVOICE_VAT_PAYER: 'false', INVOICE_VAT_RATE: '9' })).toMatchObject({
      INVOICE_VAT_PAYER: false,
      INVOICE_VAT_RATE: 9,
    });
    expect(() => parseEnv({ INVOICE_SERIES: 'gl-1', INVOICE_VAT_RATE: '121' })).toThrow(
      /INVOICE_VAT_RATE[\s\S]*INVOICE_SERIES|INVOICE_SERIES[\s\S]*INVOICE_VAT_RATE/,
    );
    expect(() => parseEnv({ INVOICE_SELLER_VAT_CODE: '123' })).toThrow(/INVOICE_SELLER_VAT_CODE/);
  });
});
