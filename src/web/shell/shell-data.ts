/**
 * What the shell needs to know about the current page, read from the matched routes: the front-end variant
 * (a layout route's `handle.variant`), the business of the app variant (its layout loader's
 * `businessGlobal`), the signed-in user and brand (root loader), and page messages (`successMessages` /
 * `errorMessages` returned by any loader).
 */
import { useMatches, useRouteLoaderData } from 'react-router';
import type { BusinessGlobal } from '../../contracts/catalog.ts';
import type { SessionUser } from '../../contracts/session-user.ts';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';

export interface ShellHandle {
  variant: FrontEndVariant;
}

/** An admin page that takes the whole width of a wide screen (the calendar), instead of the usual column. */
export interface WideHandle {
  wide: true;
}

/** What the root loader returns. */
export interface RootLoaderData {
  brandName: string;
  user: SessionUser | null;
  /** The site's public origin, for absolute links in the page head. */
  siteUrl: string;
  /** The server's public key for web push, handed out to a signed-in person only (null otherwise). */
  webPushKey: string | null;
}

export interface ShellData {
  variant: FrontEndVariant;
  brandName: string;
  user: SessionUser | null;
  business: BusinessGlobal | null;
  webPushKey: string | null;
  successMessages: string[];
  errorMessages: string[];
}

export const DEFAULT_BRAND_NAME = 'Grožio Laikas';

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function useShellData(): ShellData {
  const matches = useMatches();
  const root = useRouteLoaderData('root') as RootLoaderData | undefined;
  let variant: FrontEndVariant = 'website';
  let business: BusinessGlobal | null = null;
  const successMessages: string[] = [];
  const errorMessages: string[] = [];
  for (const match of matches) {
    const handle = match.handle as Partial<ShellHandle> | undefined;
    if (handle?.variant) variant = handle.variant;
    const data: unknown = match.loaderData;
    if (!isObject(data)) continue;
    if (isObject(data.businessGlobal)) business = data.businessGlobal as unknown as BusinessGlobal;
    successMessages.push(...stringList(data.successMessages));
    errorMessages.push(...stringList(data.errorMessages));
  }
  return {
    variant,
    brandName: root?.brandName ?? DEFAULT_BRAND_NAME,
    user: root?.user ?? null,
    business,
    webPushKey: root?.webPushKey ?? null,
    successMessages,
    errorMessages,
  };
}
