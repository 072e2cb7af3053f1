import type { ComponentProps } from 'react';
import { InputField } from '../../components/field.tsx';

/**
 * A whole number within a rule's limits: the browser holds the input to the same bounds the server checks,
 * and phones show a numeric keypad.
 */
export function LimitField({
  limits,
  ...field
}: { limits: { min: number; max: number } } & Omit<
  ComponentProps<typeof InputField>,
  'type' | 'inputMode' | 'min' | 'max'
>) {
  return <InputField type="number" inputMode="numeric" min={limits.min} max={limits.max} {...field} />;
}
