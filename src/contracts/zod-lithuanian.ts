// Validation messages for people are Lithuanian everywhere: import this once per process/bundle.
import { z } from 'zod';

z.config(z.locales.lt());
// In the browser zod must not probe for `new Function` (its faster compiled parsers): the page's
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation.
if (typeof document !== 'undefined') z.config({ jitless: true });
