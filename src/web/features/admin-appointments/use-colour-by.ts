import { useEffect, useState } from 'react';
import { COLOUR_BY_STORAGE_KEY, colourByOf, type ColourBy } from './calendar-colours.ts';

/** The colour choice, remembered in this browser (the server renders the default). */
export function useColourBy(): { value: ColourBy; set: (value: ColourBy) => void } {
  const [value, setValue] = useState<ColourBy>('busena');
  useEffect(() => {
    setValue(colourByOf(window.localStorage.getItem(COLOUR_BY_STORAGE_KEY)));
  }, []);
  return {
    value,
    set: (next) => {
      setValue(next);
      window.localStorage.setItem(COLOUR_BY_STORAGE_KEY, next);
    },
  };
}
