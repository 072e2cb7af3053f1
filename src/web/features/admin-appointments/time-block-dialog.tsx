/**
 * The calendar's dialogs for blocked time: what to put in an empty slot (a visit or blocked time), and the
 * form that creates a block (optionally the same time for several weeks) or changes or removes one.
 * Requests go straight to the API; the calendar reloads after a change.
 */
import { useState, type FormEvent } from 'react';
import { Button, Heading } from 'react-aria-components';
import { Link } from 'react-router';
import type { TimeBlockView } from '../../../contracts/admin-time-blocks.ts';
import { TIME_BLOCK_MAX_WEEKS } from '../../../contracts/admin-time-blocks.ts';
import { formatLongDate } from '../../../core/format/lithuanian-dates.ts';
import { zonedIso } from '../../../core/time/wall-clock.ts';
import { buttonClass, busySubmitProps } from '../../components/button.tsx';
import { FieldMessage, InputField, inputClass, labelClass, SelectField } from '../../components/field.tsx';
import { NamedOptions } from '../../components/named-options.tsx';
import { Notice } from '../../components/notice.tsx';
import { SheetDialog } from '../../components/sheet-dialog.tsx';
import { callApi, isApiError } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';
import { minutesToTime, wallMinute } from './calendar-model.ts';

export interface EmptySlot {
  date: string;
  specialistId: string;
  startMinute: number;
}

/** What a click on empty time offers: a visit there, or blocking that time. */
export function EmptySlotDialog({
  slot,
  specialistName,
  visitHref,
  onBlock,
  onClose,
}: {
  slot: EmptySlot | null;
  specialistName: string;
  visitHref: string;
  onBlock: () => void;
  onClose: () => void;
}) {
  return (
    <SheetDialog isOpen={slot !== null} onClose={onClose} testId="empty-slot-dialog">
      {slot ? (
        <>
          <Heading slot="title" className="text-lg font-semibold text-zinc-900">
            {minutesToTime(slot.startMinute)}, {formatLongDate(slot.date)}
          </Heading>
          <p className="mt-1 text-sm text-zinc-600">{specialistName}</p>
          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            <Link to={visitHref} className={buttonClass('primary')}>
              Naujas vizitas
            </Link>
            <Button onPress={onBlock} className={buttonClass('secondary')}>
              Užimtas laikas
            </Button>
          </div>
          <div className="mt-4 flex justify-end">
            <Button onPress={onClose} className={buttonClass('ghost')}>
              Atšaukti
            </Button>
          </div>
        </>
      ) : null}
    </SheetDialog>
  );
}

/** A block being created (no id yet) or changed. */
export interface TimeBlockDraft {
  block: TimeBlockView | null;
  date: string;
  specialistId: string;
  from: string;
  to: string;
  title: string;
}

export function draftOfBlock(block: TimeBlockView): TimeBlockDraft {
  return {
    block,
    date: block.start.slice(0, 10),
    specialistId: block.specialistId,
    from: minutesToTime(wallMinute(block.start)),
    to: minutesToTime(wallMinute(block.end)),
    title: block.title,
  };
}

/** What the block dialog works with besides the block itself. */
interface TimeBlockFormProps {
  business: string;
  timeZone: string;
  specialists: { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

export function TimeBlockDialog({ draft, ...props }: TimeBlockFormProps & { draft: TimeBlockDraft | null }) {
  return (
    <SheetDialog isOpen={draft !== null} onClose={props.onClose} width="lg" testId="time-block-dialog">
      {draft ? (
        <TimeBlockForm
          key={draft.block?.id ?? `${draft.date}-${draft.specialistId}-${draft.from}`}
          draft={draft}
          {...props}
        />
      ) : null}
    </SheetDialog>
  );
}

function TimeBlockForm({
  draft,
  business,
  timeZone,
  specialists,
  onClose,
  onSaved,
}: TimeBlockFormProps & { draft: TimeBlockDraft }) {
  const [values, setValues] = useState({ ...draft, weeks: '1' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const editing = draft.block !== null;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const start = zonedIso(values.date, values.from, timeZone);
    const end = zonedIso(values.date, values.to, timeZone);
    if (!start || !end) {
      setError({ message: 'Nurodykite datą ir laiką.', fields: {} });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (draft.block) {
        await callApi('PATCH', 'admin_time_block', {
          params: { id: draft.block.id },
          data: { start, end, title: values.title, specialistId: values.specialistId },
        });
        toast('success', 'Užimtas laikas pakeistas.', { id: 'time-block' });
      } else {
        const weeks = Number(values.weeks) || 1;
        await callApi('POST', 'admin_time_blocks', {
          data: {
            business,
            specialistId: values.specialistId,
            start,
            end,
            title: values.title,
            ...(weeks > 1 ? { repeatWeeks: weeks } : {}),
          },
        });
        toast(
          'success',
          weeks > 1 ? `Laikas užimtas ${weeks} savaites iš eilės.` : 'Laikas pažymėtas kaip užimtas.',
          {
            id: 'time-block',
          },
        );
      }
      onSaved();
    } catch (failure) {
      setError(
        isApiError(failure)
          ? { message: failure.message, fields: failure.fields ?? {} }
          : { message: 'Išsaugoti nepavyko. Bandykite dar kartą.', fields: {} },
      );
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!draft.block) return;
    setBusy(true);
    try {
      const answer = await callApi<{ message: string }>('DELETE', 'admin_time_block', {
        params: { id: draft.block.id },
      });
      toast('success', answer.message, { id: 'time-block' });
      onSaved();
    } catch (failure) {
      setError({
        message: isApiError(failure) ? failure.message : 'Pašalinti nepavyko. Bandykite dar kartą.',
        fields: {},
      });
    } finally {
      setBusy(false);
    }
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const fields = error?.fields ?? {};

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        {editing ? 'Užimtas laikas' : 'Pažymėti užimtą laiką'}
      </Heading>
      <p className="mt-1 text-sm text-zinc-600">Šiuo laiku klientai negalės užsiregistruoti.</p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error.message}</Notice>
        </div>
      ) : null}
      <div className="mt-4 space-y-4">
        <InputField
          label="Pavadinimas"
          name="title"
          error={fields.title}
          value={values.title}
          onChange={set('title')}
          maxLength={80}
        />
        {specialists.length > 1 ? (
          <SelectField
            label="Specialistas"
            name="specialistId"
            value={values.specialistId}
            onChange={set('specialistId')}
          >
            <NamedOptions items={specialists} by="id" />
          </SelectField>
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1.4fr_1fr_1fr]">
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <label htmlFor="time-block-date" className={labelClass}>
              Data
            </label>
            <input
              id="time-block-date"
              type="date"
              value={values.date}
              onChange={set('date')}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          {(
            [
              ['from', 'Nuo', false],
              ['to', 'Iki', Boolean(fields.end)],
            ] as const
          ).map(([field, label, invalid]) => (
            <div key={field} className="min-w-0">
              <label htmlFor={`time-block-${field}`} className={labelClass}>
                {label}
              </label>
              <input
                id={`time-block-${field}`}
                type="time"
                step={300}
                value={values[field]}
                onChange={set(field)}
                className={`mt-1.5 ${inputClass}`}
                aria-invalid={invalid ? true : undefined}
              />
            </div>
          ))}
        </div>
        <FieldMessage message={fields.end ?? fields.start} />
        {editing ? null : (
          <SelectField label="Kartoti savaitėmis" name="weeks" value={values.weeks} onChange={set('weeks')}>
            <option value="1">Tik šį kartą</option>
            {[2, 4, 8, 12, 26, TIME_BLOCK_MAX_WEEKS].map((weeks) => (
              <option key={weeks} value={String(weeks)}>
                {weeks} sav. iš eilės
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {editing ? (
          <Button
            onPress={() => void remove()}
            isDisabled={busy}
            className={`${buttonClass('danger')} mr-auto`}
          >
            Pašalinti
          </Button>
        ) : null}
        <Button onPress={onClose} isDisabled={busy} className={buttonClass('ghost')}>
          Atšaukti
        </Button>
        <button {...busySubmitProps(busy)} className={buttonClass('primary')}>
          Išsaugoti
        </button>
      </div>
    </form>
  );
}
