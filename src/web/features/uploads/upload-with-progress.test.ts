import { describe, expect, it } from 'vitest';
import { IMAGE_TEXTS } from '../../../contracts/images.ts';
import { formatFileSize, precheckImage } from './upload-with-progress.ts';

describe('precheckImage', () => {
  it('refuses empty, oversized and non-image files before sending', () => {
    expect(precheckImage({ size: 0, type: 'image/png' })).toBe(IMAGE_TEXTS.emptyFile);
    expect(precheckImage({ size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(IMAGE_TEXTS.tooLarge);
    expect(precheckImage({ size: 100, type: 'application/pdf' })).toBe(IMAGE_TEXTS.notAnImage);
  });

  it('lets the server judge images and files without a declared type', () => {
    expect(precheckImage({ size: 10 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(precheckImage({ size: 100, type: '' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('writes sizes the Lithuanian way', () => {
    expect(formatFileSize(2.45 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
