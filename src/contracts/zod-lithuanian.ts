// Validation messages for people are Lithuanian everywhere: import this once per process/bundle.
import { z } from 'zod';

z.config(z.locales.lt());
