import { useAreas, useDamTranslation } from 'damtherm';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-aria-components';
import { useSession } from '../../session/useSession';
import { bayRankingPath, otherMapPath } from './paths';
import * as styles from './screens.css';

/**
 * The row above the map: every area's map and the whole dam's (area 0), the one shown marked as the current
 * page, and the dam-wide bay ranking at its end. Moving between areas replaces the map in history (back
 * leaves the map, it does not walk through every area seen); from the 2D tab's root it opens a new page.
 */
export function AreaSwitch({ areaId, tabRoot }: { areaId: number; tabRoot: boolean }) {
  const { t } = useDamTranslation();
  const session = useSession();
  const areas = useAreas(session?.loginId);
  const listRef = useRef<HTMLUListElement>(null);
  // The area shown is always in sight on a phone, however far along the row it is (again once the areas come).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chips change with the areas and the area shown
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const left = current.offsetLeft;
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
  }, [areas.data, areaId]);
  const choices = [
    { id: 0, name: t('map.area.wholeDam') },
    ...(areas.data ?? []).map((area) => ({ id: Number(area.id), name: area.name })),
  ];
  return (
    <nav className={styles.areaSwitch} aria-label={t('map.area.switch')}>
      <ul ref={listRef} className={styles.areaList}>
        {choices.map((choice) => {
          const current = choice.id === areaId;
          return (
            <li key={choice.id}>
              <Link
                className={styles.areaChip}
                href={otherMapPath(choice.id)}
                routerOptions={{ replace: !tabRoot }}
                aria-current={current ? 'page' : undefined}
                data-area={choice.id}
              >
                {choice.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className={styles.rankingLink} href={bayRankingPath()}>
        {t('map.ranking.link')}
      </Link>
    </nav>
  );
}
