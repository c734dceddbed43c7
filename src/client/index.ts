/** damtherm/client: the typed API client of the site backend. No React here. */
export { HTTP_TIMEOUT_MS } from '../domain/constants.ts';
