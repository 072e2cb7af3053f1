import { Avatar } from '../../components/avatar.tsx';
import type { BookingBusiness } from './booking-business.ts';

/** The business the page books with: logo (or initial), name and address. */
export function BusinessHeader({
  business,
  eyebrow = 'Registracija vizitui',
}: {
  business: BookingBusiness;
  eyebrow?: string;
}) {
  return (
    <header className="mb-6 flex items-center gap-4">
      <Avatar
        tile
        name={business.name}
        photo={business.logo}
        loading="eager"
        className="size-14 sm:size-16"
        photoClassName="ring-1 ring-zinc-200"
        discClassName="bg-brand-100 text-xl font-semibold text-brand-800"
      />
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-700">{eyebrow}</p>
        <h1 className="text-xl font-semibold text-zinc-900 sm:text-2xl">{business.name}</h1>
        {business.address ? <p className="truncate text-sm text-zinc-600">{business.address}</p> : null}
      </div>
    </header>
  );
}
