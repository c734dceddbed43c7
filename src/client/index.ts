/**
 * damtherm/client: the typed API client of the site backend (openapi-fetch over `openapi/damtherm.yaml`).
 * No React here.
 */
export { HTTP_TIMEOUT_MS } from '../domain/constants.ts';
export {
  createDamClient,
  type DamClient,
  type DamClientOptions,
  type DamGetPath,
  damMiddleware,
  operationOf,
  toLegacyUrl,
} from './createDamClient.ts';
export {
  DAM_ERROR_REASONS,
  DamError,
  type DamErrorDetails,
  type DamErrorKind,
  type DamErrorReason,
  isDamError,
  isDamFailure,
  UNAUTHORIZED_MESSAGE,
} from './errors.ts';
export { type FailureFacts, failureReason } from './failureReason.ts';
export { md5Bytes, md5Hex } from './md5.ts';
export type { OperationMeta } from './meta.ts';
export { operationCount, operationMeta } from './operations.gen.ts';
export type { DamGetAnswer, DamGetQuery } from './reads.ts';
export type {
  components as DamComponents,
  operations as DamOperations,
  paths as DamPaths,
} from './schema.d.ts';

import type { components } from './schema.d.ts';
/** The contract's component schemas: `DamSchema<'Rack'>` is a raw rack as the backend sends it. */
export type DamSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
