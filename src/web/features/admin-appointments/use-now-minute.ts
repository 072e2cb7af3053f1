import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';

/** Today and the minute of the day in the business's time zone, ticking each minute (unknown on the server). */
export function useNowMinute(timeZone: string): { today: string | null; minute: number | null } {
  const [now, setNow] = useState<{ today: string | null; minute: number | null }>({
    today: null,
    minute: null,
  });
  useEffect(() => {
    const tick = () => {
      const zoned = Temporal.Now.zonedDateTimeISO(timeZone);
      setNow({ today: zoned.toPlainDate().toString(), minute: zoned.hour * 60 + zoned.minute });
    };
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return now;
}
