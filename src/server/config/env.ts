// Environment parsed once at start-up; a bad value stops the process with a clear message (fail fast).
import { z } from 'zod';
import { parsePushOrigins } from '../../core/push/push-endpoint.ts';

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run build` put the web app (React Router's buildDirectory). */
  BUILD_DIR: z.string().default('build'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Connections of the request pool on PostgreSQL (the job queue has 4 of its own besides). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  BASE_URL: optionalUrl,
  BRAND_NAME: z.string().min(1).default('Grožio Laikas'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().optional(),
  OPERATOR_EMAIL: z.email().default('operatorius@demo.lt'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address')
    .optional(),
  /** Origins push messages may go to besides the browsers' push services (a local push service in tests). */
  WEB_PUSH_EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const { origins, invalid } = parsePushOrigins(value);
      for (const entry of invalid)
        ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` });
      return origins;
    }),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For's last hop. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // The platform as the seller on its invoices for the monthly fee. The defaults are the demo's; a real
  // install sets its own. INVOICE_VAT_PAYER=false: a plain "Sąskaita faktūra" without VAT.
  INVOICE_SELLER_NAME: z.string().min(1).default('UAB „Grožio Laikas“'),
  INVOICE_SELLER_COMPANY_CODE: z
    .string()
    .regex(/^\d{9}$/, 'INVOICE_SELLER_COMPANY_CODE must be 9 digits')
    .default('306000000'),
  INVOICE_SELLER_ADDRESS: z.string().min(1).default('Gedimino pr. 1, LT-01103 Vilnius'),
  INVOICE_VAT_PAYER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // INVOICES_AUTO_ISSUE=false: no monthly run (an install that bills elsewhere; test servers whose
  // businesses are created at real time while their clock is elsewhere).
  INVOICES_AUTO_ISSUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  INVOICE_SELLER_VAT_CODE: z
    .string()
    .regex(/^LT(\d{9}|\d{12})$/, 'INVOICE_SELLER_VAT_CODE must be LT and 9 or 12 digits')
    .default('LT100016000000'),
  INVOICE_SELLER_IBAN: z
    .string()
    .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'INVOICE_SELLER_IBAN must be an IBAN without spaces')
    .optional(),
  /** The VAT rate in percent, while the platform is a VAT payer. */
  INVOICE_VAT_RATE: z.coerce.number().int().min(0).max(99).default(21),
  INVOICE_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/, 'INVOICE_SERIES must be 1–10 capitals or digits')
    .default('GL'),
  INVOICE_CREDIT_SERIES: z
    .string()
    .regex(/^[A-Z0-9]{1,10}$/, 'INVOICE_CREDIT_SERIES must be 1–10 capitals or digits')
    .default('GLK'),
  /** Turns `/metrics` on, readable only with `Authorization: Bearer <this token>`; off when unset. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable (`FOO=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
