/** "Ištrinti …" for an uploaded picture: asks first, deletes it through the API and tells what happened. */
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { RouteName } from '../../../contracts/routes.ts';
import { buttonClass } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { TrashIcon } from '../../components/icons.tsx';
import { callApi } from '../../lib/api-client.ts';
import { toast } from '../../shell/toast-store.ts';

export function DeleteImageButton({
  label,
  title,
  route,
  id,
  disabled,
  onDeleted,
  children,
}: {
  label: string;
  title: string;
  route: RouteName;
  id: string;
  disabled: boolean;
  onDeleted: () => void;
  /** What the picture's place shows afterwards. */
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button onPress={() => setConfirming(true)} isDisabled={disabled} className={buttonClass('danger')}>
        <TrashIcon className="size-4" />
        {label}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        title={title}
        confirmLabel="Ištrinti"
        busyLabel="Trinama…"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const answer = await callApi<{ message: string }>('DELETE', route, { params: { id } });
          onDeleted();
          toast('success', answer.message);
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
