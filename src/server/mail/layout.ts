// The shared frame of every e-mail: one HTML layout and its plain-text twin, both in Lithuanian.
import { buildRoute } from '../../contracts/routes.ts';

const escapeMap: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => escapeMap[ch] ?? ch);

export interface EmailContent {
  brandName: string;
  /** The site's public origin (BASE_URL): the footer links to the privacy policy and terms there. */
  siteUrl: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code to type into the site, shown large before the action. */
  code?: { label: string; value: string };
  action?: { label: string; url: string };
  footnote?: string;
  /** A marketing letter's way out: the footer's "Atsisakyti" link and why the person gets it. */
  unsubscribe?: { reason: string; url: string };
}

/** Every letter's footer: where the privacy policy and terms are. */
function legalLinks(siteUrl: string) {
  return [
    { label: 'Privatumo politika', url: new URL(buildRoute('privacy_policy'), siteUrl).toString() },
    { label: 'Naudojimosi taisyklės', url: new URL(buildRoute('terms'), siteUrl).toString() },
  ];
}

export function renderEmail(content: EmailContent): { html: string; text: string } {
  const legal = legalLinks(content.siteUrl);
  const paragraphs = content.paragraphs.map(
    (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#3f3f46">${escapeHtml(p)}</p>`,
  );
  const code = content.code
    ? `<p style="margin:0 0 8px;font-size:14px;color:#3f3f46">${escapeHtml(content.code.label)}</p>
<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;color:#18181b;font-family:'Courier New',monospace">${escapeHtml(content.code.value)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#be185d;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#71717a">Jei mygtukas neveikia, atsidarykite šią nuorodą: <a href="${escapeHtml(content.action.url)}" style="color:#be185d">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#71717a">${escapeHtml(content.footnote)}</p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:16px 0 0;font-size:12px;color:#71717a">${escapeHtml(content.unsubscribe.reason)} <a href="${escapeHtml(content.unsubscribe.url)}" style="color:#71717a">Atsisakyti</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="lt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#fdf2f8;font-family:Arial,Helvetica,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#be185d">${escapeHtml(content.brandName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#18181b">${escapeHtml(content.heading)}</h1>
${paragraphs.join('\n')}
${code}
${action}
${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#71717a">© ${escapeHtml(content.brandName)} · ${legal
    .map((link) => `<a href="${escapeHtml(link.url)}" style="color:#71717a">${escapeHtml(link.label)}</a>`)
    .join(' · ')}</p>
${unsubscribe}
</td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`${content.code.label} ${content.code.value}`, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `— ${content.brandName}`,
    '',
    ...legal.map((link) => `${link.label}: ${link.url}`),
    ...(content.unsubscribe
      ? ['', content.unsubscribe.reason, `Atsisakyti: ${content.unsubscribe.url}`]
      : []),
  ].join('\n');
  return { html, text };
}
