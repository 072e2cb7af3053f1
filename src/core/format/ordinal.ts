import { capitalise } from './capitalise.ts';
/**
 * Lithuanian ordinals for numbered steps: "Pirmas žingsnis", not "1 žingsnis" (a cardinal there reads as
 * "one step"). Masculine nominative, as for "žingsnis"; past ten the number with "-asis" is written.
 */
const ORDINALS = [
  'pirmas',
  'antras',
  'trečias',
  'ketvirtas',
  'penktas',
  'šeštas',
  'septintas',
  'aštuntas',
  'devintas',
  'dešimtas',
] as const;

/** `1` → `Pirmas žingsnis`, `3` → `Trečias žingsnis`, `12` → `12-asis žingsnis`. */
export function stepLabel(position: number): string {
  const word = ORDINALS[position - 1];
  return word ? `${capitalise(word)} žingsnis` : `${position}-asis žingsnis`;
}
