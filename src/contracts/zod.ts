// Validation messages for people are Lithuanian everywhere. Every contract takes `z` from here, so the
// locale is set wherever a schema is loaded (server or browser) and a page without schemas loads no zod.
import { z } from 'zod';

z.config(z.locales.lt());
// In the browser zod must not probe for `new Function` (its faster compiled parsers): the page's
// Content-Security-Policy forbids eval, and the probe alone is reported as a violation.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
