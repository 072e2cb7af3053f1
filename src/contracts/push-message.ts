import { z } from './zod.ts';

// What a web push message carries, as the server sends it (JSON) and the service worker shows it. Kept
// small: push services limit a payload to about 4 KB.

/** A link or picture: site-relative (`/saule/...`) or absolute; the service worker keeps links inside its scope. */
const pushUrl = z.string().trim().min(1).max(1000);

export const pushMessageSchema = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().max(500),
  /** Where a tap leads; the service worker opens it inside the app. */
  url: pushUrl,
  icon: pushUrl.optional(),
  badge: pushUrl.optional(),
  /** A later message with the same tag replaces the earlier one (e.g. one visit's changes). */
  tag: z.string().max(100).optional(),
});

export type PushMessage = z.infer<typeof pushMessageSchema>;
