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
      {business.logo ? (
        <img
          src={business.logo}
          alt=""
          className="size-14 shrink-0 rounded-2xl object-cover ring-1 ring-zinc-200 sm:size-16"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-100 text-xl font-semibold text-brand-800 sm:size-16"
        >
          {business.name.charAt(0)}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-brand-700">{eyebrow}</p>
        <h1 className="text-xl font-semibold text-zinc-900 sm:text-2xl">{business.name}</h1>
        {business.address ? <p className="truncate text-sm text-zinc-600">{business.address}</p> : null}
      </div>
    </header>
  );
}
