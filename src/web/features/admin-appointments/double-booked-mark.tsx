/** The red "!" on a visit whose client has another visit at the same time; where it sits is the caller's. */
export function DoubleBookedMark({ className }: { className: string }) {
  return (
    <span className={className} title={DOUBLE_BOOKED_TEXT}>
      !<span className="sr-only">{DOUBLE_BOOKED_TEXT}</span>
    </span>
  );
}

const DOUBLE_BOOKED_TEXT = 'Klientas tuo pačiu metu turi kitą vizitą';
