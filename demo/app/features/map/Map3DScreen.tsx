import { DamMap3DFrame, useMapBays } from 'damtherm';
import { useNavigate } from 'react-router';
import { Page } from '../../shell/Page';
import { bayFrom3DPath, MAP3D_SRC } from './paths';
import * as styles from './screens.css';

/** The 3D map shows the whole dam: every area at once (area 0). */
const WHOLE_DAM = 0;

/**
 * /map: the 3D map page (part 2 §2.11) in a frame. The screen hands the frame the bays of the whole dam when
 * it is ready (the page fetches them itself otherwise); a bay tapped in the frame (`goHive`) opens its
 * detail with `from=5`.
 */
export function Map3DScreen() {
  const navigate = useNavigate();
  const bays = useMapBays(WHOLE_DAM);
  return (
    <Page backFallback="/main_new" width="full">
      <div className={styles.screen}>
        <DamMap3DFrame
          className={styles.frame}
          src={`${MAP3D_SRC}?area_id=${WHOLE_DAM}`}
          bays={bays.data}
          height="auto"
          onBaySelect={(id) => void navigate(bayFrom3DPath(id))}
        />
      </div>
    </Page>
  );
}
