import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESSES } from './demo-catalogue.ts';
import { demoSceneSvg, sceneOf } from './demo-scenes.ts';

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const colours = { primary: '#c2683f', light: '#fbe6d4', accent: '#f2b36b' };

describe('sceneOf', () => {
  it('reads the scene from the caption', () => {
    expect(sceneOf('Barberio kėdės')).toBe('barber');
    expect(sceneOf('Gelinio lako paletė')).toBe('polish');
    expect(sceneOf('Manikiūro kampelis')).toBe('nails');
    expect(sceneOf('Laukiamasis su kava')).toBe('lounge');
    expect(sceneOf('Karšti akmenys')).toBe('stones');
    expect(sceneOf('Aromaterapijos aliejai')).toBe('oils');
    expect(sceneOf('Masažo kabinetas')).toBe('massage');
    expect(sceneOf('Vaizdas pro langą')).toBe('window');
    expect(sceneOf('Makiažo staliukas')).toBe('vanity');
    expect(sceneOf('Studijos salė')).toBe('salon');
  });

  it('every demo caption has a scene of its own kind, not only the default room', () => {
    const captions = DEMO_BUSINESSES.flatMap((b) => b.gallery);
    const scenes = new Set(captions.map(sceneOf));
    expect(scenes.size).toBeGreaterThanOrEqual(10);
  });
});

describe('demoSceneSvg', () => {
  it('draws the same picture for the same seed and another for another seed', () => {
    const draw = (seed: number) =>
      demoSceneSvg({ caption: 'Studijos salė', colours, rng: seeded(seed), width: 1200, height: 800 });
    expect(draw(1)).toBe(draw(1));
    expect(draw(1)).not.toBe(draw(2));
  });

  it.each(DEMO_BUSINESSES.flatMap((b) => b.gallery.map((caption) => [caption, b.brand] as const)))(
    '"%s" renders to a picture that is not one flat colour',
    async (caption, brand) => {
      const svg = demoSceneSvg({ caption, colours: brand, rng: seeded(3), width: 300, height: 200 });
      const stats = await sharp(Buffer.from(svg)).stats();
      expect(stats.channels.slice(0, 3).every((channel) => channel.stdev > 10)).toBe(true);
    },
  );
});
