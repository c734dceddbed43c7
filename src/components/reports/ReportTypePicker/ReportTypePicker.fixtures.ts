import type { ReportType } from '../../../domain';

/** The types that come with a chart: a portal that shows only charts would offer these. */
export const CHARTED_TYPES: readonly ReportType[] = ['weekDrop', 'outletEntryPouring', 'damControl'];
