import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFileIfPresent } from './load-env-file.ts';

const KEYS = ['GL_ENV_FILE_TEST_NEW', 'GL_ENV_FILE_TEST_SET'] as const;

describe('loadEnvFileIfPresent', () => {
  let dir = '';
  afterEach(async () => {
    for (const key of KEYS) delete process.env[key];
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads a present file without overriding variables already set', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'gl-env-'));
    const file = path.join(dir, '.env');
    await writeFile(file, 'GL_ENV_FILE_TEST_NEW=is failo\nGL_ENV_FILE_TEST_SET=is failo\n');
    process.env.GL_ENV_FILE_TEST_SET = 'is aplinkos';

    expect(loadEnvFileIfPresent(file)).toBe(true);
    expect(process.env.GL_ENV_FILE_TEST_NEW).toBe('is failo');
    expect(process.env.GL_ENV_FILE_TEST_SET).toBe('is aplinkos');
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFileIfPresent(path.join(os.tmpdir(), 'gl-no-such-dir', '.env'))).toBe(false);
    expect(process.env.GL_ENV_FILE_TEST_NEW).toBeUndefined();
  });
});
