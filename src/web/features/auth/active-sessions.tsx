/** The person's signed-in devices, with "sign out everywhere else" (better-auth `/revoke-other-sessions`). */
import { useCallback, useEffect, useState } from 'react';
import type { ActiveSession, ActiveSessions as ActiveSessionsAnswer } from '../../../contracts/profile.ts';
import { toast } from '../../shell/toast-store.ts';
import { authGet, authPost } from './auth-api.ts';
import { describeDevice } from './device-name.ts';
import { SubmitButton } from './form-fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { formatDateWithYear, formatTime, localDateOf } from '../../../core/format/lithuanian-dates.ts';
import { Spinner } from '../../components/spinner.tsx';
import { LITHUANIA_TIME_ZONE } from '../../../core/time/lithuania.ts';

/** `2026 m. lapkričio 24 d. 09:51` (the browser's "lt-LT" writes an ISO date). */
function lastSeen(value: string | Date): string {
  const instant = { epochMilliseconds: new Date(value).getTime() };
  // The viewer's own sessions, of no business: the platform's zone (an account carries none).
  const zone = LITHUANIA_TIME_ZONE;
  return `${formatDateWithYear(localDateOf(instant, zone))} ${formatTime(instant, zone)}`;
}

export function ActiveSessions({ refreshKey = 0 }: { refreshKey?: number }) {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);

  const load = useCallback(async () => {
    const result = await authGet<ActiveSessionsAnswer>('/api/user/profile/sessions');
    if (result.ok) {
      setSessions(result.data.sessions);
      setError(null);
    } else setError(result.message);
  }, []);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  async function revokeOthers() {
    setRevoking(true);
    const result = await authPost('/api/auth/revoke-other-sessions');
    setRevoking(false);
    if (result.ok) {
      toast('success', 'Atsijungėte visuose kituose įrenginiuose.');
      await load();
    } else toast('danger', result.message);
  }

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!sessions) {
    return (
      <p className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner /> Įkeliama...
      </p>
    );
  }
  const others = sessions.filter((s) => !s.current).length;
  return (
    <div>
      <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200" data-testid="active-sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium text-zinc-900">
                {describeDevice(session.userAgent)}
                {session.current ? (
                  <span className="ml-2 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 align-middle text-xs font-semibold text-emerald-800">
                    Šis įrenginys
                  </span>
                ) : null}
              </p>
              <p className="mt-0.5 text-sm text-zinc-600">
                {session.ipAddress ? `${session.ipAddress} · ` : ''}aktyvus {lastSeen(session.updatedAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        {others > 0 ? (
          <SubmitButton
            type="button"
            variant="secondary"
            onPress={() => void revokeOthers()}
            pending={revoking}
            pendingLabel="Atjungiama..."
          >
            Atsijungti kituose įrenginiuose
          </SubmitButton>
        ) : (
          <p className="text-sm text-zinc-600">Kituose įrenginiuose neprisijungta.</p>
        )}
      </div>
    </div>
  );
}
