// The booking's consent box, apart from the consent's schemas, so that the booking page loads no zod for it.
export function marketingConsentLabel(businessName: string): string {
  return `Sutinku gauti „${businessName}“ pasiūlymus ir priminimus apsilankyti vėl`;
}
