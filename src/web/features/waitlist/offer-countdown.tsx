// How long the offered time stays held: minutes and seconds to `expiresAt`, read from the clock every second.
import { useEffect, useState } from 'react';

function remaining(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

export function OfferCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const [seconds, setSeconds] = useState(() => remaining(expiresAt, Date.now()));
  useEffect(() => {
    const timer = setInterval(() => {
      const left = remaining(expiresAt, Date.now());
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        onExpired?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, onExpired]);
  const minutes = Math.floor(seconds / 60);
  const text = `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="text-sm text-zinc-700">
      Laikas rezervuotas jums dar{' '}
      <span
        role="timer"
        aria-live="off"
        aria-label={`${minutes} min. ${seconds % 60} s`}
        className="font-semibold text-zinc-900 tabular-nums"
        // The server's second and the browser's differ by the time the page took to arrive.
        suppressHydrationWarning
      >
        {text}
      </span>
    </p>
  );
}
