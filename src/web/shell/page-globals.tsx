/**
 * The page globals: `window.business` (app variant only; public fields), `window.user` (only when
 * signed in: id and name), `window.successMessages`, `window.errorMessages` and `window.urlParams`.
 * The first page load gets them from a small inline script (allowed by the CSP nonce) before any bundle
 * runs; client-side navigations update them in an effect.
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext, useLocation } from 'react-router';
import type { BusinessGlobal } from '../../contracts/catalog.ts';

export interface PageUserGlobal {
  id: string;
  name: string;
  /** The server's public key browsers subscribe to web push with. */
  webPushKey?: string;
}

declare global {
  interface Window {
    business?: BusinessGlobal;
    user?: PageUserGlobal;
    successMessages?: string[];
    errorMessages?: string[];
    urlParams?: Record<string, string>;
    dataLayer?: unknown[];
  }
}

export interface PageGlobalsProps {
  business: BusinessGlobal | null;
  user: PageUserGlobal | null;
  successMessages: string[];
  errorMessages: string[];
}

/** JSON that is safe inside an inline <script> (no `</script>`, no line separators). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Only the public fields, whatever the loader handed over. */
export function publicBusiness(business: BusinessGlobal | null): BusinessGlobal | null {
  if (!business) return null;
  const { id, slug, name, logo, domain, onboarded } = business;
  return { id, slug, name, logo, domain, onboarded };
}

/** Only the public fields of the signed-in person. */
function userGlobal(user: PageUserGlobal): PageUserGlobal {
  return { id: user.id, name: user.name, ...(user.webPushKey ? { webPushKey: user.webPushKey } : {}) };
}

export function urlParamsOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function pageGlobalsScript({
  business,
  user,
  successMessages,
  errorMessages,
}: PageGlobalsProps): string {
  const pieces = [
    business ? `w.business=${scriptSafeJson(publicBusiness(business))};` : 'delete w.business;',
    user ? `w.user=${scriptSafeJson(userGlobal(user))};` : 'delete w.user;',
    `w.successMessages=${scriptSafeJson(successMessages)};`,
    `w.errorMessages=${scriptSafeJson(errorMessages)};`,
    'w.urlParams=Object.fromEntries(new URLSearchParams(w.location.search));',
  ];
  return `(function(w){${pieces.join('')}})(window);`;
}

export function PageGlobals(props: PageGlobalsProps) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  const { search } = useLocation();
  const { business, user, successMessages, errorMessages } = props;
  const businessJson = JSON.stringify(publicBusiness(business));
  const userJson = JSON.stringify(user ? userGlobal(user) : null);
  const messagesJson = JSON.stringify([successMessages, errorMessages]);

  useEffect(() => {
    const pageBusiness = JSON.parse(businessJson) as BusinessGlobal | null;
    const pageUser = JSON.parse(userJson) as PageUserGlobal | null;
    const [success, error] = JSON.parse(messagesJson) as [string[], string[]];
    if (pageBusiness) window.business = pageBusiness;
    else delete window.business;
    if (pageUser) window.user = pageUser;
    else delete window.user;
    window.successMessages = success;
    window.errorMessages = error;
    window.urlParams = urlParamsOf(search);
  }, [businessJson, userJson, messagesJson, search]);

  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: pageGlobalsScript(props) }}
    />
  );
}
