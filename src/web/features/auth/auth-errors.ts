/** What the auth forms say when the server could not answer at all (the codes' texts live in the contracts). */
export const NETWORK_ERROR =
  'Nepavyko susisiekti su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.';
