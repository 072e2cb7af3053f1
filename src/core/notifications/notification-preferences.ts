/**
 * What a client may turn off, per kind of message and per channel. In-app notifications always come
 * (they are the record of what happened); e-mail and push follow the person's choice. No stored choice
 * means on.
 */

export const PREFERENCE_CHANNELS = ['email', 'push'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

export const NOTIFICATION_KINDS = Object.freeze({
  reminder: Object.freeze({
    label: 'Priminimai apie vizitus',
    description: 'Prieš vizitą – su laiku, adresu ir kalendoriaus failu.',
    /** "Priminimus el. paštu siųsime." / "Priminimų el. paštu nebesiųsime." */
    accusative: 'Priminimus',
    genitive: 'Priminimų',
  }),
  appointment_change: Object.freeze({
    label: 'Vizitų patvirtinimai ir pakeitimai',
    description: 'Kai salonas patvirtina, perkelia ar atšaukia jūsų vizitą.',
    accusative: 'Žinias apie vizitų pakeitimus',
    genitive: 'Žinių apie vizitų pakeitimus',
  }),
});

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** The toast after a switch: "Priminimus el. paštu siųsime." or "Priminimų el. paštu nebesiųsime.". */
export function preferenceChangedMessage(
  kind: NotificationKind,
  channelWords: string,
  enabled: boolean,
): string {
  const forms = NOTIFICATION_KINDS[kind];
  return enabled
    ? `${forms.accusative} ${channelWords} siųsime.`
    : `${forms.genitive} ${channelWords} nebesiųsime.`;
}

export interface StoredPreference {
  kind: string;
  channel: string;
  enabled: boolean;
}

export interface KindPreference {
  kind: NotificationKind;
  label: string;
  description: string;
  email: boolean;
  push: boolean;
}

/** Every kind with both channels, the stored choices applied over the default (on). */
export function resolvePreferences(stored: readonly StoredPreference[]): KindPreference[] {
  const choice = (kind: string, channel: PreferenceChannel) =>
    stored.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
  return (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).map((kind) => ({
    kind,
    label: NOTIFICATION_KINDS[kind].label,
    description: NOTIFICATION_KINDS[kind].description,
    email: choice(kind, 'email'),
    push: choice(kind, 'push'),
  }));
}
