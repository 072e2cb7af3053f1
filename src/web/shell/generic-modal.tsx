/**
 * The generic modal on React Aria's Modal + Dialog:
 * - closed or open; opens by pressing its trigger (or is controlled with `isOpen`);
 * - closes by the close button, a click on the overlay or Escape, unless `isDismissable` is false (then the
 *   close button is hidden too, so only the dialog's own buttons close it);
 * - while open, <body> carries the class `dialog-opened`;
 * - on close it sends the modal-queue event (`modalqueue:closed` with its id);
 * - defaults from GENERIC_MODAL_DEFAULTS: min width 400 px (never wider than the phone), max 90 % of the
 *   window's width and height, auto height, fade in/out 500 ms, fluid with the window.
 */
import { useEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { GENERIC_MODAL_DEFAULTS, type GenericModalOptions } from '../../core/ui/modal-queue-order.ts';
import { CloseIcon } from '../components/icons.tsx';
import { announceModalClosed } from './modal-queue.ts';

const DIALOG_OPENED_CLASS = 'dialog-opened';
/** The id announced by a modal that was given none. */
const GENERIC_MODAL_ID = 'generic_modal';

/** A modal footer's quiet "Ne dabar" (dismiss) button beside its main action. */
export const MODAL_DISMISS_BUTTON_CLASS =
  'rounded-xl border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-zinc-800 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-600';

export type ModalOptions = Partial<Omit<GenericModalOptions, 'height'>> & {
  /** 'auto', px, or any CSS length (e.g. '70vh'). */
  height?: GenericModalOptions['height'] | string;
  /** Preferred width (px or any CSS length); still limited by min/max width. */
  width?: number | string;
  /** Keeps width:height; an image inside is scaled to fit. */
  aspectRatio?: number;
};

export interface ModalApi {
  close: () => void;
}

export interface GenericModalProps {
  /** Announced in the modal-queue event when the modal closes. */
  id?: string;
  title: ReactNode;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode | ((api: ModalApi) => ReactNode);
  /** Buttons row at the bottom. */
  footer?: ReactNode | ((api: ModalApi) => ReactNode);
  /** A pressable element (React Aria Button) that opens the modal. */
  trigger?: ReactElement;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close button, overlay click and Escape close the modal (default true). */
  isDismissable?: boolean;
  /** Hides the close button; defaults to hidden when the modal is not dismissable. */
  hideCloseButton?: boolean;
  options?: ModalOptions;
  role?: 'dialog' | 'alertdialog';
  /** Extra classes for the dialog panel. */
  className?: string;
  testId?: string;
}

// Several modals may be open at once (one on top of another): the body class stays while any is.
let openModals = 0;
function markBodyOpened(): () => void {
  openModals += 1;
  document.body.classList.add(DIALOG_OPENED_CLASS);
  return () => {
    openModals = Math.max(0, openModals - 1);
    if (openModals === 0) document.body.classList.remove(DIALOG_OPENED_CLASS);
  };
}

function cssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

function modalPanelStyle(options: ModalOptions = {}): CSSProperties {
  const merged = { ...GENERIC_MODAL_DEFAULTS, ...options };
  const maxWidth = `${merged.maxWidthRatio * 100}vw`;
  return {
    // Never wider than the window allows, even on a 360 px phone.
    minWidth: `min(${merged.minWidth}px, ${maxWidth})`,
    maxWidth,
    maxHeight: `${merged.maxHeightRatio * 100}vh`,
    width: options.width === undefined ? undefined : cssLength(options.width),
    height: merged.height === 'auto' ? 'auto' : cssLength(merged.height),
    aspectRatio: options.aspectRatio,
  };
}

export function GenericModal(props: GenericModalProps) {
  const {
    id = GENERIC_MODAL_ID,
    isDismissable = true,
    hideCloseButton = !isDismissable,
    options = {},
    trigger,
  } = props;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false);
  const isOpen = props.isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (props.isOpen === undefined) setUncontrolledOpen(next);
    props.onOpenChange?.(next);
  };

  useEffect(() => (isOpen ? markBodyOpened() : undefined), [isOpen]);

  // Announce every open → closed transition, however it happened (button, overlay, Escape, parent).
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) announceModalClosed(id);
    wasOpen.current = isOpen;
  }, [isOpen, id]);

  const fadeMs = options.fadeMs ?? GENERIC_MODAL_DEFAULTS.fadeMs;
  const closeOnOutsideClick = options.closeOnOutsideClick ?? GENERIC_MODAL_DEFAULTS.closeOnOutsideClick;
  const closeOnEscape = options.closeOnEscape ?? GENERIC_MODAL_DEFAULTS.closeOnEscape;

  const overlay = (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={isDismissable && closeOnOutsideClick}
      isKeyboardDismissDisabled={!isDismissable || !closeOnEscape}
      className="shell-modal-overlay fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-zinc-950/45 p-4 backdrop-blur-[2px]"
      style={{ ['--shell-fade-ms' as string]: `${fadeMs}ms` }}
      data-modal-id={id}
    >
      <Modal
        className={`shell-modal flex flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-zinc-950/20 outline-none ${props.className ?? ''}`}
        style={modalPanelStyle(options)}
      >
        <Dialog
          role={props.role ?? 'dialog'}
          className="flex min-h-0 flex-1 flex-col outline-none"
          data-testid={props.testId}
          data-modal-id={id}
        >
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 px-6 pt-5">
                <Heading
                  slot="title"
                  className={props.hideTitle ? 'sr-only' : 'text-lg font-semibold leading-snug text-zinc-900'}
                >
                  {props.title}
                </Heading>
                {hideCloseButton ? null : (
                  <Button
                    onPress={close}
                    aria-label="Uždaryti"
                    className="-mr-2 -mt-1 rounded-lg p-2 text-zinc-500 outline-none hover:bg-stone-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-600"
                  >
                    <CloseIcon />
                  </Button>
                )}
              </div>
              <div className="shell-modal-body min-h-0 flex-1 overflow-y-auto px-6 pb-6 pt-3 text-zinc-700">
                {typeof props.children === 'function' ? props.children({ close }) : props.children}
              </div>
              {props.footer ? (
                <div className="flex flex-col-reverse gap-2 border-t border-stone-200 bg-stone-50 px-6 py-4 sm:flex-row sm:justify-end">
                  {typeof props.footer === 'function' ? props.footer({ close }) : props.footer}
                </div>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}
