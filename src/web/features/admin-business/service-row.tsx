/** One service in the services list: what clients see of it, and for managers move, edit, hide or show, delete. */
import { useState } from 'react';
import type { SpecialistOption } from '../../../contracts/admin-business.ts';
import type { AdminService } from '../../../contracts/admin-team.ts';
import type { Area } from '../../../contracts/catalog.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { Badge } from '../../components/badge.tsx';
import { buttonClass } from '../../components/button.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { formatDuration } from '../../../core/format/durations.ts';
import { EditToggle, OrderedRow, DeleteRowButton } from './ordered-row.tsx';
import { ServiceForm } from './service-form.tsx';

export function ServiceRow({
  service,
  areas,
  specialists,
  canManage,
  first,
  last,
}: {
  service: AdminService;
  areas: Area[];
  specialists: SpecialistOption[];
  canManage: boolean;
  first: boolean;
  last: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const row = useIntentFetcher();
  const performers = specialists.filter((s) => service.specialistIds.includes(s.id));
  const identity = { row, hidden: { serviceId: service.id }, label: service.name };

  return (
    <OrderedRow
      rowProps={{ 'data-testid': 'service-row', 'data-service-name': service.name }}
      identity={identity}
      position={canManage ? { first, last } : null}
      editor={
        editing ? (
          <ServiceForm
            service={service}
            areas={areas}
            specialists={specialists}
            onDone={() => setEditing(false)}
          />
        ) : null
      }
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className={`font-semibold ${service.active ? 'text-zinc-900' : 'text-zinc-500'}`}>
            {service.name}
          </p>
          {service.active ? null : <Badge tone="warning">Paslėpta</Badge>}
          {performers.length === 0 ? <Badge tone="danger">Niekas neatlieka</Badge> : null}
        </div>
        <p className="mt-0.5 text-sm text-zinc-600">
          {formatDuration(service.durationMinutes)} ·{' '}
          <span className="font-medium text-zinc-800">{formatEuro(service.priceCents)}</span>
          {service.bufferAfterMinutes > 0 ? ` · pertrauka po ${service.bufferAfterMinutes} min.` : ''}
        </p>
        {service.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-zinc-500">{service.description}</p>
        ) : null}
        {performers.length > 0 ? (
          <p className="mt-1 text-sm text-zinc-500">Atlieka: {performers.map((s) => s.name).join(', ')}</p>
        ) : null}
      </div>
      {canManage ? (
        <div className="flex flex-wrap gap-2 xl:shrink-0 xl:justify-end">
          <EditToggle open={editing} onToggle={() => setEditing((open) => !open)} />
          <row.fetcher.Form method="post">
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="serviceId" value={service.id} />
            <input type="hidden" name="active" value={service.active ? 'false' : 'true'} />
            <button type="submit" className={buttonClass('ghost')} disabled={row.busy}>
              {service.active ? 'Paslėpti' : 'Rodyti'}
            </button>
          </row.fetcher.Form>
          <DeleteRowButton
            identity={identity}
            dialogId="delete_service"
            title={service.hasAppointments ? 'Paslėpti paslaugą?' : 'Ištrinti paslaugą?'}
            confirmLabel={service.hasAppointments ? 'Paslėpti' : 'Ištrinti'}
          >
            {service.hasAppointments ? (
              <p>
                Paslauga „{service.name}“ turi vizitų, todėl ištrinti jos negalima – vizitų istorija turi
                išlikti. Ji bus paslėpta: klientai jos nebematys, o jūs galėsite ją vėl įjungti.
              </p>
            ) : (
              <p>Paslauga „{service.name}“ bus ištrinta visam laikui.</p>
            )}
          </DeleteRowButton>
        </div>
      ) : null}
    </OrderedRow>
  );
}
