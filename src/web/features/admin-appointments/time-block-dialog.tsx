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
import { DialogFor } from '../../components/dialog-for.tsx';
import { useIntentFetcher } from '../../lib/use-intent-fetcher.ts';
import { minutesToTime, wallMinute } from './calendar-model.ts';
import { DatePickerField } from '../../components/date-picker-field.tsx';

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
    <DialogFor subject={slot} onClose={onClose} testId="empty-slot-dialog">
      {(slot) => (
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
      )}
    </DialogFor>
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

/** The calendar page's action answers these forms of the dialog (the business is the page's). */
export const TIME_BLOCK_INTENTS = {
  create: 'time-block-create',
  update: 'time-block-update',
  remove: 'time-block-delete',
} as const;

/** What the block dialog works with besides the block itself. */
interface TimeBlockFormProps {
  timeZone: string;
  specialists: { id: string; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}

export function TimeBlockDialog({ draft, ...props }: TimeBlockFormProps & { draft: TimeBlockDraft | null }) {
  return (
    <DialogFor subject={draft} onClose={props.onClose} width="lg" testId="time-block-dialog">
      {(draft) => (
        <TimeBlockForm
          key={draft.block?.id ?? `${draft.date}-${draft.specialistId}-${draft.from}`}
          draft={draft}
          {...props}
        />
      )}
    </DialogFor>
  );
}

function TimeBlockForm({
  draft,
  timeZone,
  specialists,
  onClose,
  onSaved,
}: TimeBlockFormProps & { draft: TimeBlockDraft }) {
  const [values, setValues] = useState({ ...draft, weeks: '1' });
  const [missingTime, setMissingTime] = useState(false);
  const { fetcher, busy, fields, formError } = useIntentFetcher({ onSuccess: onSaved });
  const editing = draft.block !== null;
  const error = missingTime ? 'Nurodykite datą ir laiką.' : formError;

  function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const start = zonedIso(values.date, values.from, timeZone);
    const end = zonedIso(values.date, values.to, timeZone);
    setMissingTime(!start || !end);
    if (!start || !end) return;
    const common = { start, end, title: values.title, specialistId: values.specialistId };
    fetcher.submit(
      draft.block
        ? { intent: TIME_BLOCK_INTENTS.update, id: draft.block.id, ...common }
        : { intent: TIME_BLOCK_INTENTS.create, ...common, repeatWeeks: values.weeks },
      { method: 'post' },
    );
  }

  function remove() {
    if (!draft.block || busy) return;
    setMissingTime(false);
    fetcher.submit({ intent: TIME_BLOCK_INTENTS.remove, id: draft.block.id }, { method: 'post' });
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form onSubmit={save} noValidate>
      <Heading slot="title" className="text-lg font-semibold text-zinc-900">
        {editing ? 'Užimtas laikas' : 'Pažymėti užimtą laiką'}
      </Heading>
      <p className="mt-1 text-sm text-zinc-600">Šiuo laiku klientai negalės užsiregistruoti.</p>
      {error ? (
        <div className="mt-4">
          <Notice tone="error">{error}</Notice>
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
            <DatePickerField
              label="Data"
              labelClassName={labelClass}
              value={values.date}
              onChange={(date) => setValues((current) => ({ ...current, date }))}
              testId="time-block-date"
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
          <Button onPress={remove} isDisabled={busy} className={`${buttonClass('danger')} mr-auto`}>
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
