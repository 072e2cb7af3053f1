/** The phone number request dialog (loaded on demand by phone-number-request.tsx). */
import { PhoneNumberForm } from '../components/phone-number-form.tsx';
import { GenericModal } from './generic-modal.tsx';

export default function PhoneNumberRequestDialog({
  id,
  isOpen,
  onSaved,
}: {
  id: string;
  isOpen: boolean;
  onSaved: () => void;
}) {
  return (
    <GenericModal
      id={id}
      testId="phone-number-request"
      title="Nurodykite telefono numerį"
      isOpen={isOpen}
      isDismissable={false}
      options={{ width: 460 }}
    >
      <p className="mb-4 text-sm leading-relaxed">
        Salonams jo reikia, kad galėtų su jumis susisiekti, jei vizitas keistųsi. Numerį matys tik salonai,
        kuriuose registruojatės.
      </p>
      <PhoneNumberForm initialNumber={null} onSaved={onSaved} submitClassName="w-full" autoFocus />
    </GenericModal>
  );
}
