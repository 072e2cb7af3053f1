// Its own module, so the public pages' error views take these texts without the admin error view.

/** What every error view says when the server failed (or the cause is unknown). */
export const SERVER_ERROR_TEXTS = Object.freeze({
  title: 'Įvyko klaida',
  text: 'Atsiprašome, kažkas nepavyko. Pabandykite atnaujinti puslapį po kelių akimirkų.',
});
