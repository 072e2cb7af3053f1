import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads `.env` (in the working directory unless told otherwise) into `process.env` when the file exists, with
 * Node's own parser. Variables already set in the environment win, so a deployment's settings are never
 * overridden by a stray file. Returns whether a file was read.
 */
export function loadEnvFileIfPresent(file = path.resolve(process.cwd(), '.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}
