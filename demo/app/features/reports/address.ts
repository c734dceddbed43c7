/**
 * The report screen keeps its choices in the address, so back and reload show the same report:
 * `type=weekDrop` (absent: max temperature) and `from` / `to`, the period as site time `YYYY-MM-DDTHH:mm`
 * (absent: the last 7 days, part 2 §5). A period typed by hand is checked like one chosen on the screen.
 */
import {
  formatSiteDateTime,
  isReportType,
  parseSiteDateTime,
  type ReportType,
  reportDefaultRange,
} from 'damtherm/domain';

export const DEFAULT_REPORT_TYPE: ReportType = 'maxTemp';

/** The report type of `type=…`; the first type when absent or unknown. */
export function reportTypeOf(text: string | null): ReportType {
  return isReportType(text) ? text : DEFAULT_REPORT_TYPE;
}

/** The address form of an instant: site time to the minute. */
export function rangeParam(ms: number, timeZone: string): string {
  return formatSiteDateTime(ms, timeZone).replace(' ', 'T');
}

/**
 * The period of `from` / `to`: the default last 7 days when both are absent; an end that does not read as a
 * date is null (the screen refuses the period and fetches nothing).
 */
export function rangeOf(
  from: string | null,
  to: string | null,
  nowMs: number,
  timeZone: string,
): { start: number | null; end: number | null } {
  if (from === null && to === null) {
    const range = reportDefaultRange(nowMs, timeZone);
    return { start: range.startMs, end: range.endMs };
  }
  return {
    start: from === null ? null : parseSiteDateTime(from, timeZone),
    end: to === null ? null : parseSiteDateTime(to, timeZone),
  };
}
