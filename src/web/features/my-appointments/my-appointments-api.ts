import { appointmentSchema, type Appointment } from '../../../contracts/booking.ts';
import { callApi } from '../../lib/api-client.ts';

/** POST /api/user/appointment/decline: the client cancels their own visit. */
export async function cancelAppointment(id: string, reason: string): Promise<Appointment> {
  const data: Record<string, string> = { id };
  if (reason.trim()) data.reason = reason.trim();
  const body = await callApi<{ appointment: unknown }>('POST', 'user_appointment_decline', { data });
  return appointmentSchema.parse(body.appointment);
}
