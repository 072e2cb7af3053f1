import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { embedSnippet } from '../../../core/embed/widget-path.ts';
import { buttonClass } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { encodeQr, qrSvgDocument, qrSvgPath } from '../../lib/qr-code.ts';
import { copyText, LINK_COPIED_MESSAGE } from '../../shell/clipboard.ts';
import type { RootLoaderData } from '../../shell/shell-data.ts';
import { toast } from '../../shell/toast-store.ts';

const QUIET = 4;
/** Pixels per module of the PNG: large enough to print sharp on an A5 sheet at the reception desk. */
const PNG_MODULE_PX = 16;

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

async function copyWithToast(text: string, message: string) {
  if (await copyText(text)) toast('success', message);
  else toast('danger', 'Nepavyko nukopijuoti. Pažymėkite tekstą ir nukopijuokite patys.');
}

/** The ways to book outside our site: a button for the salon's own site, the short link and its QR code. */
export function BookingChannelsCard({ slug, bookingPath }: { slug: string; bookingPath: string }) {
  // The site's own address, even when the admin works on a business's own domain.
  const siteUrl = (useRouteLoaderData('root') as RootLoaderData | undefined)?.siteUrl ?? '';
  const link = `${siteUrl}${bookingPath}`;
  const snippet = embedSnippet(siteUrl, slug);
  const matrix = useMemo(() => encodeQr(link), [link]);
  const size = matrix.length + QUIET * 2;

  const downloadSvg = () =>
    download(new Blob([qrSvgDocument(matrix, QUIET)], { type: 'image/svg+xml' }), `${slug}-qr.svg`);
  const downloadPng = () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size * PNG_MODULE_PX;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000';
    matrix.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark)
          context.fillRect(
            (x + QUIET) * PNG_MODULE_PX,
            (y + QUIET) * PNG_MODULE_PX,
            PNG_MODULE_PX,
            PNG_MODULE_PX,
          );
      }),
    );
    canvas.toBlob((blob) => blob && download(blob, `${slug}-qr.png`), 'image/png');
  };

  return (
    <Card
      id="registracijos-kanalai"
      title="Registracija jūsų svetainėje ir socialiniuose tinkluose"
      description="Leiskite klientams registruotis ten, kur jie jus randa."
    >
      <div className="space-y-6">
        <div>
          <h3 className="font-semibold text-zinc-900">Mygtukas jūsų svetainei</h3>
          <p className="mt-1 text-sm text-zinc-600">
            Įklijuokite šį kodą į svetainės puslapį ten, kur turi būti mygtukas „Registruotis“.
          </p>
          <pre
            data-testid="embed-snippet"
            className="mt-2 overflow-x-auto rounded-lg bg-stone-50 p-3 text-xs text-zinc-800 ring-1 ring-stone-200"
          >
            <code>{snippet}</code>
          </pre>
          <button
            type="button"
            className={`mt-2 ${buttonClass('secondary')}`}
            onClick={() => void copyWithToast(snippet, 'Kodas nukopijuotas sėkmingai!')}
          >
            Kopijuoti kodą
          </button>
        </div>

        <div>
          <h3 className="font-semibold text-zinc-900">Registracijos nuoroda</h3>
          <p className="mt-1 text-sm text-zinc-600">
            Dalinkitės ja „Facebook“, „Instagram“ profilyje ar žinutėse.
          </p>
          <p className="mt-2 rounded-lg bg-stone-50 p-3 text-sm break-all text-zinc-800 ring-1 ring-stone-200">
            {link}
          </p>
          <button
            type="button"
            className={`mt-2 ${buttonClass('secondary')}`}
            onClick={() => void copyWithToast(link, LINK_COPIED_MESSAGE)}
          >
            Kopijuoti nuorodą
          </button>
        </div>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <svg
            role="img"
            aria-label="Registracijos nuorodos QR kodas"
            viewBox={`${-QUIET} ${-QUIET} ${size} ${size}`}
            className="size-40 shrink-0 self-center rounded-lg bg-white ring-1 ring-zinc-200 sm:self-auto"
            shapeRendering="crispEdges"
          >
            <rect x={-QUIET} y={-QUIET} width={size} height={size} fill="#fff" />
            <path d={qrSvgPath(matrix)} fill="#18181b" />
          </svg>
          <div className="min-w-0">
            <h3 className="font-semibold text-zinc-900">QR kodas registratūrai</h3>
            <p className="mt-1 text-sm text-zinc-600">
              Atsispausdinkite ir padėkite prie registratūros: klientai nuskaitys jį telefonu.
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={buttonClass('secondary')} onClick={downloadPng}>
                Atsisiųsti PNG
              </button>
              <button type="button" className={buttonClass('secondary')} onClick={downloadSvg}>
                Atsisiųsti SVG
              </button>
            </div>
          </div>
        </div>
      </div>
    </Card>
  );
}
