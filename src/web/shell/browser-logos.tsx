/**
 * Browser logos drawn here as SVG (no third-party images are loaded): each is the browser's own mark,
 * simplified, in its brand colours, so a person recognises which browser to open.
 */
import { useId } from 'react';
import type { BrowserFamily } from '../../core/browser/supported-browsers.ts';

/** The frame every logo shares: a 40 × 40 box, hidden from screen readers (the browser is named in text). */
function LogoSvg({ logo, children }: { logo: string; children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" data-logo={logo}>
      {children}
    </svg>
  );
}

/** A linear gradient with its colour stops at even offsets, top to bottom or along the diagonal. */
function Gradient({ id, colors, vertical = false }: { id: string; colors: string[]; vertical?: boolean }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2={vertical ? '0' : '1'} y2="1">
      {colors.map((color, index) => (
        <stop key={color} offset={String(index / (colors.length - 1))} stopColor={color} />
      ))}
    </linearGradient>
  );
}

/** A 120° ring segment of the Chrome mark, starting at `from` degrees (clockwise from 12 o'clock). */
function chromeSegment(from: number): string {
  const point = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(20 + r * Math.cos(rad)).toFixed(2)} ${(20 + r * Math.sin(rad)).toFixed(2)}`;
  };
  const to = from + 120;
  return `M${point(from, 19)} A19 19 0 0 1 ${point(to, 19)} L${point(to, 8.5)} A8.5 8.5 0 0 0 ${point(from, 8.5)} Z`;
}

function ChromeLogo() {
  return (
    <LogoSvg logo="chrome">
      <path d={chromeSegment(-60)} fill="#db4437" />
      <path d={chromeSegment(60)} fill="#f4b400" />
      <path d={chromeSegment(180)} fill="#0f9d58" />
      <circle cx="20" cy="20" r="8.5" fill="#fff" />
      <circle cx="20" cy="20" r="6.5" fill="#4285f4" />
    </LogoSvg>
  );
}

function SafariLogo() {
  const id = useId();
  const ticks = Array.from({ length: 24 }, (_, index) => index * 15);
  return (
    <LogoSvg logo="safari">
      <defs>
        <Gradient id={id} colors={['#19d7ff', '#1e64f0']} vertical />
      </defs>
      <circle cx="20" cy="20" r="19" fill="#fff" stroke="#d4d4d8" strokeWidth="0.8" />
      <circle cx="20" cy="20" r="16.5" fill={`url(#${id})`} />
      {ticks.map((deg) => (
        <line
          key={deg}
          x1="20"
          y1="4.6"
          x2="20"
          y2={deg % 45 === 0 ? 7.2 : 6.1}
          stroke="#fff"
          strokeWidth="0.7"
          transform={`rotate(${deg} 20 20)`}
        />
      ))}
      <g transform="rotate(45 20 20)">
        <path d="M20 7.5 L22.6 20 L17.4 20 Z" fill="#ff3b30" />
        <path d="M20 32.5 L17.4 20 L22.6 20 Z" fill="#fff" />
      </g>
    </LogoSvg>
  );
}

function SamsungLogo() {
  const id = useId();
  return (
    <LogoSvg logo="samsung">
      <defs>
        <Gradient id={id} colors={['#8a7dff', '#4b2fd8']} />
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" fill={`url(#${id})`} />
      <circle cx="20" cy="20" r="8.5" fill="#fff" />
      <ellipse
        cx="20"
        cy="20"
        rx="15"
        ry="5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        transform="rotate(-25 20 20)"
      />
      <ellipse cx="20" cy="20" rx="8.5" ry="2.6" fill="#6a5cf0" transform="rotate(-25 20 20)" />
    </LogoSvg>
  );
}

function EdgeLogo() {
  const wave = useId();
  const body = useId();
  return (
    <LogoSvg logo="edge">
      <defs>
        <Gradient id={wave} colors={['#35c1f1', '#66eb6e']} />
        <Gradient id={body} colors={['#0c59a4', '#114a8b']} />
      </defs>
      <path
        d="M36.5 26.5 C33.5 33 27 37 20 37 C10.5 37 3 29.5 3 20 C3 10.5 10.6 3 20 3 C29.4 3 37 9.5 37 18 C37 23.5 32.5 26 28 26 C23.5 26 21 24 21 21.5 C21 20.5 22 19.8 22 18 C22 14.5 18.5 12 14.5 12 C9.8 12 6.5 16 6.5 21 C6.5 29 14 34.5 22 34 C28 33.6 33 30.5 36.5 26.5 Z"
        fill={`url(#${body})`}
      />
      <path
        d="M3 20 C3 10.5 10.6 3 20 3 C29.4 3 37 9.5 37 18 C37 23.5 32.5 26 28 26 C23.5 26 21 24 21 21.5 C21 20.5 22 19.8 22 18 C22 14.5 18.5 12 14.5 12 C9.8 12 5 15 3 20 Z"
        fill={`url(#${wave})`}
      />
    </LogoSvg>
  );
}

function FirefoxLogo() {
  const fox = useId();
  return (
    <LogoSvg logo="firefox">
      <defs>
        <Gradient id={fox} colors={['#ffbd4f', '#ff7139', '#e31587']} />
      </defs>
      <circle cx="20" cy="21" r="13" fill="#9059ff" />
      <path
        d="M34 12 C37 18 37 26 32 31.5 C27.5 36.5 19.5 38 13 35 C6.5 32 3 25.5 3.5 19 C4 14.5 6 11 8.5 9 C8 11.5 8.5 13.5 10 15 C10.5 11 13 7.5 17 6 C15.5 8.5 16 10.5 17.5 11.5 C22 11 27.5 13.5 28.5 19.5 C29.5 26 24 30.5 19 30 C14.5 29.5 12 26 12.5 22.5 C15 25 19 25.5 21.5 23.5 C23.5 21.5 22.5 18 19 17.5 C21 14 26 13.5 29 16 C29.5 12.5 28 9 25 7 C29 7.5 32.5 9.5 34 12 Z"
        fill={`url(#${fox})`}
      />
    </LogoSvg>
  );
}

function OtherLogo() {
  return (
    <LogoSvg logo="other">
      <circle cx="20" cy="20" r="18" fill="none" stroke="#71717a" strokeWidth="2" />
      <ellipse cx="20" cy="20" rx="7.5" ry="18" fill="none" stroke="#71717a" strokeWidth="1.6" />
      <path d="M3 20 H37 M6 11 H34 M6 29 H34" stroke="#71717a" strokeWidth="1.6" />
    </LogoSvg>
  );
}

const LOGOS: Record<BrowserFamily, () => React.JSX.Element> = {
  chrome: ChromeLogo,
  safari: SafariLogo,
  'mobile-safari': SafariLogo,
  samsung: SamsungLogo,
  edge: EdgeLogo,
  firefox: FirefoxLogo,
  other: OtherLogo,
};

export function BrowserLogo({ family }: { family: BrowserFamily }) {
  const Logo = LOGOS[family];
  return <Logo />;
}
