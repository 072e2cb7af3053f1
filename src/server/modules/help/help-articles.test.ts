import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_DIR, createHelpLibrary, excerptAround, splitFrontMatter } from './help-articles.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'gl-help-'));
  await writeFile(
    path.join(dir, 'paslaugos.md'),
    '---\ntitle: Paslaugos\nsummary: Kaip pridėti paslaugą.\ncategory: Verslas\norder: 2\n---\nPaslaugą galite paslėpti, jei jos nebeteikiate. Kaina nurodoma eurais.\n',
  );
  await writeFile(
    path.join(dir, 'zeta.md'),
    '---\ntitle: Šventės ir laisvadieniai\norder: 1\n---\nValstybinės šventės – nedarbo dienos.\n',
  );
  await writeFile(path.join(dir, 'Netinkamas Vardas.md'), 'nepaisoma');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('help library', () => {
  it('lists articles in their order with front matter fields', async () => {
    const library = createHelpLibrary(dir);
    expect(await library.list()).toEqual([
      { slug: 'zeta', title: 'Šventės ir laisvadieniai', summary: '', category: 'Kita' },
      { slug: 'paslaugos', title: 'Paslaugos', summary: 'Kaip pridėti paslaugą.', category: 'Verslas' },
    ]);
  });

  it('searches title and body ignoring case and diacritics; every word must match', async () => {
    const library = createHelpLibrary(dir);
    expect((await library.search('SVENTES')).map((hit) => hit.slug)).toEqual(['zeta']);
    const hits = await library.search('paslepti kaina');
    expect(hits.map((hit) => hit.slug)).toEqual(['paslaugos']);
    expect(hits[0]!.excerpt).toMatch(/paslėpti/);
    expect(await library.search('paslepti nera-tokio-zodzio')).toEqual([]);
    expect((await library.search('  ')).length).toBe(2);
  });

  it('opens one article, refusing odd slugs', async () => {
    const library = createHelpLibrary(dir);
    expect((await library.get('paslaugos'))?.blocks[0]).toMatchObject({ type: 'paragraph' });
    expect(await library.get('../etc/passwd')).toBeNull();
    expect(await library.get('nera')).toBeNull();
  });

  it('ships an article for every admin task', async () => {
    const slugs = (await createHelpLibrary(HELP_DIR).list()).map((a) => a.slug);
    for (const slug of [
      'vizitai',
      'kalendorius',
      'vizitu-perkelimas',
      'tvarkarastis',
      'laisvadieniai',
      'paslaugos',
      'komanda',
      'nuotraukos',
      'klientai',
      'kvietimai',
      'saskaitos',
      'programele',
    ]) {
      expect(slugs).toContain(slug);
    }
  });
});

describe('help search in Lithuanian word forms', () => {
  const library = createHelpLibrary(HELP_DIR);
  it.each([
    ['perkelti', 'vizitu-perkelimas'],
    ['perkėlimas', 'vizitu-perkelimas'],
    ['kalendoriaus', 'kalendorius'],
  ])('"%s" finds %s', async (query, slug) => {
    expect((await library.search(query)).map((hit) => hit.slug)).toContain(slug);
  });

  it('finds another form of a word in a small library, with an excerpt around it', async () => {
    const hits = await createHelpLibrary(dir).search('paslaugos kainą');
    expect(hits.map((hit) => hit.slug)).toEqual(['paslaugos']);
    expect(hits[0]!.excerpt).toContain('Kaina');
  });

  it('still needs every word', async () => {
    expect(await createHelpLibrary(dir).search('kaina šventės')).toEqual([]);
  });
});

describe('helpers', () => {
  it('splits front matter', () => {
    expect(splitFrontMatter('---\na: 1\nb: du: trys\n---\nTekstas')).toEqual({
      fields: { a: '1', b: 'du: trys' },
      body: 'Tekstas',
    });
    expect(splitFrontMatter('Be antraštės')).toEqual({ fields: {}, body: 'Be antraštės' });
  });

  it('cuts an excerpt around the match', () => {
    const text = `${'žodis '.repeat(40)}raktas ${'kitas '.repeat(40)}`;
    const excerpt = excerptAround(text, 'raktas', 30);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('raktas');
  });
});
