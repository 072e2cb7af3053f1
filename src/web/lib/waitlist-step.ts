/**
 * What the booking flow tells the waitlist's form ("Pranešti, jei atsilaisvins") about the choice so far.
 * The two features do not import each other: the booking page hands one to the other, both typed by this.
 */
export interface WaitlistStepProps {
  service: string;
  /** null: any specialist. */
  specialist: string | null;
  specialistName: string | null;
  /** The day chosen in the calendar (or the one being looked at), preset in the form. */
  date: string;
  firstDate: string;
  lastDate: string;
  /** The day has no free times at all (rather than none that suits). */
  dayIsFull: boolean;
  signInHref: string;
}
