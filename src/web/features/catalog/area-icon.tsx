import { Icon } from '../../components/icons.tsx';

// Line icons for the service areas of the demo catalogue; any other area gets a sparkle.
const paths: Record<string, React.ReactNode> = {
  kirpejai: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="6" cy="18" r="2.5" />
      <path d="M8.1 7.4 20 17M8.1 16.6 20 7" />
    </>
  ),
  manikiuras: (
    <>
      <path d="M9 21h6a1 1 0 0 0 1-1v-7a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v7a1 1 0 0 0 1 1Z" />
      <path d="M10 11V7.5a2 2 0 0 1 4 0V11M12 3v2" />
    </>
  ),
  pedikiuras: (
    <>
      <path d="M8 21c-2 0-3-1.6-3-3.5 0-2.7 2-4 2-7.5C7 6.5 8.5 4 11 4s3.5 2.5 3.5 5c0 3-1.5 4.5-1.5 7.5 0 2.5-2 4.5-5 4.5Z" />
      <circle cx="17" cy="5" r="1.2" />
      <circle cx="19.2" cy="8" r="1" />
      <circle cx="19.8" cy="11.2" r="0.9" />
    </>
  ),
  kosmetologai: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 10h.01M15 10h.01M8.5 14.5c1.9 2 5.1 2 7 0" />
    </>
  ),
  masazas: (
    <>
      <path d="M4 14c2.5-1 5-1 8 0s5.5 1 8 0" />
      <path d="M4 18c2.5-1 5-1 8 0s5.5 1 8 0" />
      <circle cx="12" cy="7" r="3" />
    </>
  ),
  'antakiai-blakstienos': (
    <>
      <path d="M2.5 12S6 6.5 12 6.5 21.5 12 21.5 12 18 17.5 12 17.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="2.8" />
      <path d="M5 5.5 6.2 7.3M12 3v2.4M19 5.5l-1.2 1.8" />
    </>
  ),
  makiazas: (
    <>
      <path d="M14.5 3.5 20.5 9.5 11 19l-6-6Z" />
      <path d="M5 13 3 21l8-2" />
    </>
  ),
};

const sparkle = (
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />
);

export function AreaIcon({ slug, className = 'size-6' }: { slug: string; className?: string }) {
  return (
    <Icon className={className} strokeWidth={1.6}>
      {paths[slug] ?? sparkle}
    </Icon>
  );
}
