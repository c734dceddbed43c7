import type { DateSegment } from 'react-aria-components';
import { dateFieldLiteral } from '../../../domain/time';

type Segment = Parameters<typeof DateSegment>[0]['segment'];

/** A date field's segment with its literal written as the texts write dates ('2026/11/29' → '2026-11-29'). */
export function fieldSegment(segment: Segment): Segment {
  return segment.type === 'literal' ? { ...segment, text: dateFieldLiteral(segment.text) } : segment;
}
