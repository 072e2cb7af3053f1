/**
 * The app's dialog frame: a sheet rising from the bottom on a phone, a centred card from `sm` up. Closing
 * (Escape, a click outside) calls `onClose` unless `isDismissable` is false, e.g. while a request runs.
 */
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

export function SheetDialog({
  isOpen,
  onClose,
  isDismissable = true,
  width = 'md',
  role,
  testId,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  isDismissable?: boolean;
  width?: keyof typeof WIDTHS;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      className="fixed inset-0 z-50 flex items-end justify-center bg-zinc-900/50 p-0 sm:items-center sm:p-4"
    >
      <Modal className={`w-full ${WIDTHS[width]}`}>
        <Dialog
          role={role}
          data-testid={testId}
          className="max-h-[90vh] overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl outline-none sm:rounded-2xl"
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
