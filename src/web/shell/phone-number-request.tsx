/**
 * The phone number request, queued as `phone_number_request`: a signed-in client without a phone number is
 * asked for one in a dialog that cannot be dismissed and closes once the number is saved. Only the queue
 * entry is here; the dialog and the phone library load when it is about to open.
 */
import { lazy } from 'react';
import type { FrontEndVariant } from '../../core/ui/viewport.ts';
import { LazyQueuedDialog } from './lazy-queued-dialog.tsx';

export const PHONE_NUMBER_REQUEST_MODAL_ID = 'phone_number_request';

const loadDialog = () => import('./phone-number-request-dialog.tsx');
const PhoneNumberRequestDialog = lazy(loadDialog);

/**
 * Pages where the dialog, which cannot be dismissed, would stand in the way of what the person came to do:
 * an invitation's "Priimti" (a new specialist is often a new account without a number).
 */
const NOT_ASKED_ON = ['/kvietimas/'];

/** Staff in the admin area are not asked: the number is for the salons a client books with. */
export function wantsPhoneNumberRequest(
  user: { phoneNumber: string | null } | null,
  variant: FrontEndVariant,
  pathname: string,
): boolean {
  if (NOT_ASKED_ON.some((prefix) => pathname.startsWith(prefix))) return false;
  return user !== null && !user.phoneNumber && variant !== 'admin';
}

export function PhoneNumberRequest({ wanted }: { wanted: boolean }) {
  return (
    <LazyQueuedDialog id={PHONE_NUMBER_REQUEST_MODAL_ID} wanted={wanted} load={loadDialog}>
      {({ isOpen, done }) => (
        <PhoneNumberRequestDialog id={PHONE_NUMBER_REQUEST_MODAL_ID} isOpen={isOpen} onSaved={done} />
      )}
    </LazyQueuedDialog>
  );
}
