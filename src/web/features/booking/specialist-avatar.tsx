import { Avatar } from '../../components/avatar.tsx';

/** A specialist's photo, or their initials on a soft circle. Decorative: the name is always written next to it. */
export function SpecialistAvatar({
  name,
  photo,
  size = 'md',
}: {
  name: string;
  photo: string | null;
  size?: 'sm' | 'md';
}) {
  return (
    <Avatar
      name={name}
      photo={photo}
      className={size === 'sm' ? 'size-8 text-xs' : 'size-12 text-sm'}
      discClassName="bg-brand-100 font-semibold text-brand-800"
    />
  );
}

/** The "any specialist" avatar: a group of people. */
export function AnySpecialistAvatar({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-8' : 'size-12';
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-zinc-100 text-zinc-600`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-1/2">
        <circle cx="9" cy="8" r="3.2" />
        <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" strokeLinecap="round" />
        <circle cx="16.5" cy="9" r="2.5" />
        <path d="M15.5 14.2c2.6-.3 4.6 1.3 5 4.3" strokeLinecap="round" />
      </svg>
    </span>
  );
}
