/** The pages a client on a phone meets first, as the demo data has them (page checks and `npm run bench`). */
export const PUBLIC_PAGES = [
  '/',
  '/apie/saule',
  '/naujas-vizitas/saule',
  '/grozio-specialistai/kirpejai/vilnius',
  '/saule/',
] as const;
