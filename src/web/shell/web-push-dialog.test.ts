import { describe, expect, it } from 'vitest';
import { webPushPromptText } from './web-push-dialog.tsx';

describe('the web-push prompt text', () => {
  it('keeps one subject: the salon, or the platform', () => {
    expect(webPushPromptText('Saulė', false)).toBe(
      'Saulė praneš jums, kai vizitas bus patvirtintas ar pakeistas, ir iš anksto primins apie jį – net kai svetainė uždaryta.',
    );
    expect(webPushPromptText(null, false)).toMatch(
      /^Pranešime jums, .* priminsime apie jį – net kai svetainė uždaryta\.$/,
    );
  });

  it('speaks of the app inside the app', () => {
    expect(webPushPromptText('Saulė', true)).toMatch(/net kai programėlė uždaryta\.$/);
  });
});
