import { radiationSeries, toSecondsQuery } from '../../domain/adapters/index.ts';
import { solarDayWindow } from '../../domain/instruments.ts';
import { definePagedRead, type PageRequest } from '../definePagedRead';
import { PERIOD } from './args';

/**
 * Solar radiation day by day (part 2 §9: the query window steps back one day per page): page 1 is the site
 * day that holds `lastDay` (epoch ms; null waits), each further page the day before, W/m². An item is one
 * day's series; a day without readings ends the list ('no more'), which is why a page "holds" one item.
 */
export const useSolarRadiationDays = definePagedRead('/pqt/solar_radiation', {
  query: ({ page }: PageRequest, lastDay: number | null, timeZone?: string) =>
    lastDay === null ? null : toSecondsQuery(solarDayWindow(lastDay, page, timeZone), PERIOD),
  adapt: (answer) => {
    const day = radiationSeries(answer.data);
    return { items: day.time.length > 0 ? [day] : [], total: null };
  },
  pageSize: 1,
});
