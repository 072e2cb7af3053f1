// The search page's further fields of the search form: another day from the calendar, a window from–to, a price
// ceiling and a lowest rating. Apart from search-form.tsx so that the home page's form does not carry them.
import { lazy, Suspense, useState } from 'react';
import { sortWord } from './catalog-text.ts';
import {
  CONTROL_CLASS,
  OTHER,
  SEARCH_FORM_FIELDS,
  SearchSelect,
  type SearchFormMoreProps,
} from './search-form.tsx';

// React Aria's date picker is most of a calendar's weight: it loads when a visitor asks for another day.
const DatePickerField = lazy(() =>
  import('../../components/date-picker-field.tsx').then((m) => ({ default: m.DatePickerField })),
);

const PRICE_CEILINGS_EUR = [20, 30, 50, 80, 120];
const RATING_FLOORS = [
  { value: '4', label: 'nuo 4,0' },
  { value: '4.5', label: 'nuo 4,5' },
] as const;

/** A wall-clock time of the window ("iki" left empty: till the end of the day). */
function TimeField({
  id,
  label,
  name,
  defaultValue,
  labelClass,
  fieldBox,
}: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  labelClass: string;
  fieldBox: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={fieldBox}>
        <input
          id={id}
          type="time"
          step={900}
          name={name}
          defaultValue={defaultValue}
          className={CONTROL_CLASS}
        />
      </div>
    </div>
  );
}

export function SearchFormMore({
  id,
  target,
  when,
  window,
  days: { today, last },
  labelClass,
  fieldBox,
}: SearchFormMoreProps) {
  const [otherDate, setOtherDate] = useState(when === OTHER ? (target.date ?? '') : '');
  // The address may carry a ceiling the list does not offer: it is shown among them.
  const euros = target.priceMax ? Math.round(target.priceMax / 100) : 0;
  return (
    <>
      {when === OTHER ? (
        <div className="col-span-2 lg:col-span-1">
          <Suspense fallback={<div className={`${fieldBox} mt-5`} aria-busy="true" />}>
            <DatePickerField
              name={SEARCH_FORM_FIELDS.date}
              label="Diena"
              value={otherDate}
              onChange={setOtherDate}
              minValue={today}
              maxValue={last}
              labelClassName={labelClass}
            />
          </Suspense>
        </div>
      ) : null}
      {window === OTHER ? (
        <>
          <TimeField
            id={`${id}-from`}
            label="Nuo"
            name={SEARCH_FORM_FIELDS.from}
            defaultValue={target.from ?? '17:00'}
            labelClass={labelClass}
            fieldBox={fieldBox}
          />
          <TimeField
            id={`${id}-to`}
            label="Iki"
            name={SEARCH_FORM_FIELDS.to}
            defaultValue={target.to === '24:00' ? '' : (target.to ?? '20:00')}
            labelClass={labelClass}
            fieldBox={fieldBox}
          />
        </>
      ) : null}
      <SearchSelect
        id={`${id}-price`}
        label="Kaina iki"
        name={SEARCH_FORM_FIELDS.priceMax}
        defaultValue={euros ? String(euros) : ''}
        labelClass={labelClass}
        fieldBox={fieldBox}
      >
        <option value="">Bet kokia</option>
        {[...new Set([...PRICE_CEILINGS_EUR, ...(euros ? [euros] : [])])]
          .sort((a, b) => a - b)
          .map((euros) => (
            <option key={euros} value={euros}>
              {euros} €
            </option>
          ))}
      </SearchSelect>
      <SearchSelect
        id={`${id}-rating`}
        label="Įvertinimas"
        name={SEARCH_FORM_FIELDS.ratingMin}
        defaultValue={target.ratingMin ? String(target.ratingMin) : ''}
        labelClass={labelClass}
        fieldBox={fieldBox}
      >
        <option value="">Bet koks</option>
        {RATING_FLOORS.map((floor) => (
          <option key={floor.value} value={floor.value}>
            {floor.label}
          </option>
        ))}
      </SearchSelect>
      {target.sort && target.sort !== 'recommended' ? (
        <input type="hidden" name={SEARCH_FORM_FIELDS.sort} value={sortWord(target.sort)} />
      ) : null}
    </>
  );
}
