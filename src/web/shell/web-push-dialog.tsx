/** The web-push prompt's dialog (loaded when it opens): turn notifications on, or not now. */
import { Button } from 'react-aria-components';
import { PROMPT_ANIMATION_MS } from '../../core/ui/modal-queue-order.ts';
import { BellIcon } from '../components/icons.tsx';
import { GenericModal, MODAL_DISMISS_BUTTON_CLASS } from './generic-modal.tsx';

export default function WebPushDialog({
  isOpen,
  onOpenChange,
  onAccept,
  businessName,
  inApp,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAccept: () => void;
  businessName: string | null;
  /** In the salon's installed app the closed thing is the app, not a website. */
  inApp: boolean;
}) {
  return (
    <GenericModal
      id="webpush"
      testId="webpush-prompt"
      title="Gaukite pranešimus apie vizitus"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="shell-slide"
      options={{ width: 460, fadeMs: PROMPT_ANIMATION_MS }}
      footer={({ close }) => (
        <>
          <Button onPress={close} className={MODAL_DISMISS_BUTTON_CLASS}>
            Ne dabar
          </Button>
          <Button
            onPress={() => {
              onAccept();
              close();
            }}
            className="rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            Įjungti pranešimus
          </Button>
        </>
      )}
    >
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellIcon />
        </span>
        <p className="text-sm leading-relaxed">{webPushPromptText(businessName, inApp)}</p>
      </div>
    </GenericModal>
  );
}

/** One subject throughout: the salon (in its own app or site) or "we" (the platform). */
export function webPushPromptText(businessName: string | null, inApp: boolean): string {
  const closed = inApp ? 'programėlė uždaryta' : 'svetainė uždaryta';
  return businessName
    ? `${businessName} praneš jums, kai vizitas bus patvirtintas ar pakeistas, ir iš anksto primins apie jį – net kai ${closed}.`
    : `Pranešime jums, kai vizitas bus patvirtintas ar pakeistas, ir iš anksto priminsime apie jį – net kai ${closed}.`;
}
