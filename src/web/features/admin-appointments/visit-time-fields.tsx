/**
 * Service, specialist, date and time of a visit for the create and edit forms. Free times come from the
 * availability engine (`GET /api/admin/appointments/free-times`); "Kitas laikas" lets staff type any time on
 * purpose (outside working hours too: the server still refuses an overlap). Posts `serviceId`,
 * `specialistId`, `start` (ISO with the business's offset) and `allowOutsideHours`.
 */
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type {
  AdminSlots,
  CalendarService,
  CalendarSpecialist,
} from '../../../contracts/admin-appointments.ts';
import { formatEuro } from '../../../core/format/money.ts';
import { isApiError, callApi } from '../../lib/api-client.ts';
import { FieldMessage, inputClass, labelClass, LabelledControl } from '../../components/field.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatDuration } from '../../../core/format/durations.ts';
import { zonedIso } from '../../../core/time/wall-clock.ts';
import { DatePickerField } from '../../components/date-picker-field.tsx';

export interface VisitTimeValue {
  serviceId: string;
  specialistId: string;
  date: string;
  time: string;
  custom: boolean;
}

type SlotsState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; slots: AdminSlots }
  | { kind: 'error'; message: string };

export function VisitTimeFields({
  business,
  services,
  specialists,
  initial,
  exceptId,
  errors = {},
  onChange,
}: {
  business: { slug: string; timeZone: string };
  services: CalendarService[];
  specialists: CalendarSpecialist[];
  initial: VisitTimeValue;
  exceptId?: string;
  errors?: Record<string, string>;
  onChange?: (value: VisitTimeValue) => void;
}) {
  const id = useId();
  const [value, setValue] = useState<VisitTimeValue>(initial);
  const [state, setState] = useState<SlotsState>({ kind: 'idle' });
  const update = (changes: Partial<VisitTimeValue>) => {
    const next = { ...value, ...changes };
    setValue(next);
    onChange?.(next);
  };

  const eligible = useMemo(
    () =>
      specialists.filter(
        (person) => person.active && (!value.serviceId || person.serviceIds.includes(value.serviceId)),
      ),
    [specialists, value.serviceId],
  );
  const service = services.find((item) => item.id === value.serviceId);
  // A year being typed in the date field passes through 2, 20 and 202: times are asked for a whole year only.
  const ready = Boolean(
    value.serviceId &&
    value.specialistId &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.date) &&
    Number(value.date.slice(0, 4)) >= 1000,
  );

  useEffect(() => {
    if (!ready) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    callApi<AdminSlots>('GET', 'admin_appointment_free_times', {
      data: {
        business: business.slug,
        service: value.serviceId,
        specialist: value.specialistId,
        date: value.date,
        except: exceptId,
      },
      signal: controller.signal,
    }).then(
      (slots) => setState({ kind: 'ready', slots }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: 'error',
          message: isApiError(error) ? error.message : 'Laisvų laikų įkelti nepavyko.',
        });
      },
    );
    return () => controller.abort();
  }, [ready, business.slug, value.serviceId, value.specialistId, value.date, exceptId]);

  const slots = state.kind === 'ready' ? state.slots.slots : [];
  const offered = slots.some((slot) => slot.label === value.time);
  const start = value.time ? zonedIso(value.date, value.time, business.timeZone) : null;

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <RequiredSelect
          label="Paslauga"
          name="serviceId"
          value={value.serviceId}
          error={errors.serviceId}
          onChange={(serviceId) => {
            const keeps = specialists.some(
              (p) => p.id === value.specialistId && p.serviceIds.includes(serviceId),
            );
            const only = specialists.filter((p) => p.active && p.serviceIds.includes(serviceId));
            update({
              serviceId,
              specialistId: keeps ? value.specialistId : only.length === 1 ? only[0]!.id : '',
            });
          }}
        >
          <option value="">Pasirinkite paslaugą</option>
          {services.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} · {formatDuration(item.durationMinutes)} · {formatEuro(item.priceCents)}
            </option>
          ))}
        </RequiredSelect>
        <RequiredSelect
          label="Specialistas"
          name="specialistId"
          value={value.specialistId}
          error={errors.specialistId}
          onChange={(specialistId) => update({ specialistId })}
        >
          <option value="">
            {eligible.length === 0 ? 'Šios paslaugos niekas neatlieka' : 'Pasirinkite specialistą'}
          </option>
          {eligible.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
              {person.title ? ` – ${person.title}` : ''}
            </option>
          ))}
        </RequiredSelect>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <DatePickerField
          label="Data"
          value={value.date}
          isRequired
          onChange={(date) => update({ date, time: value.custom ? value.time : '' })}
          testId="visit-date"
        />
        <div className="flex items-end">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 text-sm text-zinc-800">
            <input
              type="checkbox"
              name="allowOutsideHours"
              value="true"
              checked={value.custom}
              onChange={(event) => update({ custom: event.target.checked })}
              className="size-5 rounded border-zinc-300 accent-brand-700"
            />
            <span>
              Kitas laikas <span className="text-zinc-500">(ir ne darbo metu)</span>
            </span>
          </label>
        </div>
      </div>

      <fieldset aria-describedby={`${id}-hint`}>
        <legend className={labelClass}>Laikas</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-zinc-600">
          {state.kind === 'ready'
            ? state.slots.closure
              ? `Tą dieną nedirbama: ${state.slots.closure}.`
              : state.slots.workingHours.length > 0
                ? `Darbo laikas: ${state.slots.workingHours.map((h) => `${h.start}–${h.end}`).join(', ')}.${service ? ` Vizitas truks ${formatDuration(service.durationMinutes).replace(/\.$/, '')}.` : ''}`
                : 'Tą dieną specialistas nedirba.'
            : !ready
              ? 'Pasirinkite paslaugą, specialistą ir datą – parodysime laisvus laikus.'
              : null}
        </p>
        {value.custom ? (
          <div className="mt-3 max-w-48">
            <input
              type="time"
              aria-label="Vizito pradžia"
              value={value.time}
              step={300}
              required
              onChange={(event) => update({ time: event.target.value })}
              className={inputClass}
              data-testid="custom-time"
            />
            <p className="mt-2 text-xs text-zinc-500">
              Laikas gali būti ir ne darbo metu, bet negali sutapti su kitu vizitu.
            </p>
          </div>
        ) : state.kind === 'loading' ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-zinc-600">
            <Spinner /> Ieškoma laisvų laikų…
          </p>
        ) : state.kind === 'error' ? (
          <p className="mt-3 text-sm text-red-700">{state.message}</p>
        ) : state.kind === 'ready' && slots.length === 0 ? (
          <p className="mt-3 rounded-xl bg-stone-50 px-4 py-3 text-sm text-zinc-700">
            Laisvų laikų šią dieną nėra. Pasirinkite kitą dieną arba „Kitas laikas“.
          </p>
        ) : state.kind === 'ready' ? (
          <div
            className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2"
            data-testid="free-times"
          >
            {slots.map((slot) => (
              <label key={slot.start} className="relative">
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot.label}
                  checked={value.time === slot.label}
                  onChange={() => update({ time: slot.label })}
                  className="peer sr-only"
                />
                <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl bg-white text-sm font-semibold text-zinc-800 tabular-nums ring-1 ring-zinc-300 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:bg-brand-50 peer-checked:hover:bg-brand-800">
                  {slot.label}
                </span>
              </label>
            ))}
          </div>
        ) : null}
        {value.time && !value.custom && state.kind === 'ready' && !offered ? (
          <p className="mt-3 text-sm text-amber-800">
            {value.time} nėra laisvas laikas. Pasirinkite kitą arba pažymėkite „Kitas laikas“.
          </p>
        ) : null}
        <FieldMessage message={errors.start} />
      </fieldset>
      <input type="hidden" name="start" value={start && (value.custom || offered) ? start : ''} />
    </div>
  );
}

/** A required choice from a list, under its label. */
function RequiredSelect({
  label,
  name,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <LabelledControl label={label} error={error}>
      <select
        name={name}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} mt-1.5`}
      >
        {children}
      </select>
    </LabelledControl>
  );
}
