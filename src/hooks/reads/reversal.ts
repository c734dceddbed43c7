import {
  adaptListPage,
  adaptReversalLog,
  adaptReversalSetting,
  adaptReversalSettingDetail,
  intOf,
} from '../../domain/adapters/index.ts';
import {
  type PagedReadOptions,
  type PageRequest,
  pagedReadDefinition,
  usePagedRead,
} from '../definePagedRead';
import { defineRead } from '../defineRead';
import { idNumber, isKnown, type MaybeId } from './args';

/** The reversible loops of a cabinet with their current setting. */
export const useReversalSettings = defineRead('/pqt/getReverseData', {
  query: (cabinetId: MaybeId) => (isKnown(cabinetId) ? { c_rack: idNumber(cabinetId) } : null),
  adapt: (answer) => answer.data.map(adaptReversalSetting),
});

/** The reversal setting of one loop and when it next reverses by itself. */
export const useReversalSetting = defineRead('/pqt/getReverseDataDetails', {
  query: (cabinetId: MaybeId, loop: MaybeId) =>
    isKnown(cabinetId) && isKnown(loop) ? { c_rack: idNumber(cabinetId), c_loop: idNumber(loop) } : null,
  adapt: (answer) => adaptReversalSettingDetail(answer.data),
});

/** Number of reversal logs of a cabinet, or of one of its loops (the total of the log list). */
export const useReversalLogCount = defineRead('/pqt/auto_reverse_logs_count', {
  query: (cabinetId: MaybeId, loop?: MaybeId) =>
    isKnown(cabinetId)
      ? { c_rack: idNumber(cabinetId), ...(isKnown(loop) ? { c_loop: idNumber(loop) } : {}) }
      : null,
  adapt: (answer) => intOf(answer.data),
});

/** Reversal logs of a cabinet, or of one of its loops (10 per page), with the total from the count call. */
export const REVERSAL_LOG_PAGES = {
  cabinet: pagedReadDefinition('/pqt/auto_reverse_logs', {
    query: ({ page, pageSize }: PageRequest, cabinetId: MaybeId, _loop?: MaybeId) =>
      isKnown(cabinetId) ? { c_rack: idNumber(cabinetId), current_page: page, page_size: pageSize } : null,
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    total: useReversalLogCount.read,
  }),
  loop: pagedReadDefinition('/pqt/auto_reverse_log_info', {
    query: ({ page, pageSize }: PageRequest, cabinetId: MaybeId, loop?: MaybeId) =>
      isKnown(cabinetId) && isKnown(loop)
        ? { c_rack: idNumber(cabinetId), c_loop: idNumber(loop), current_page: page, page_size: pageSize }
        : null,
    adapt: (answer) => adaptListPage(answer.data, adaptReversalLog),
    pageSize: 10,
    total: useReversalLogCount.read,
  }),
};

/** Reversal logs of a cabinet, or of one of its loops, 10 per page. */
export function useReversalLogPages(cabinetId: MaybeId, loop?: MaybeId, options?: PagedReadOptions) {
  const list = isKnown(loop) ? REVERSAL_LOG_PAGES.loop : REVERSAL_LOG_PAGES.cabinet;
  return usePagedRead(list, cabinetId, loop, options);
}
