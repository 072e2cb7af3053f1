/** The booking widget other sites may frame (the only page that may be framed), and the script that embeds it. */
export const WIDGET_PATH_PREFIX = '/valdiklis/';
export const EMBED_SCRIPT_PATH = '/embed.js';

export function widgetPath(slug: string): string {
  return `${WIDGET_PATH_PREFIX}${encodeURIComponent(slug)}`;
}

export function isWidgetPath(path: string): boolean {
  return path.startsWith(WIDGET_PATH_PREFIX) && path.length > WIDGET_PATH_PREFIX.length;
}

/** The tag a business pastes into its own site; `siteUrl` is an origin (no trailing slash). */
export function embedSnippet(siteUrl: string, slug: string): string {
  return `<script src="${siteUrl}${EMBED_SCRIPT_PATH}" data-business="${slug}" async></script>`;
}

/** What the widget posts to the page that frames it when Esc is pressed inside it: close me. */
export const WIDGET_CLOSE_MESSAGE = 'valdiklis:uzdaryti';
