import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import type { MapBay } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { statusCover } from '../../ui/StatusMessage/StatusMessage.css';
import * as styles from './DamMap3DFrame.css';
import { frameBayId, frameOrigin, isReady } from './message';
import { damMap3DFrameTexts } from './texts';

export interface DamMap3DFrameProps extends StyleProps {
  /**
   * URL of the 3D map page (the demo ships `/map3d/index.html`); messages are accepted from its origin only.
   * Until the page has loaded the frame says it is loading.
   * @selector [data-loaded="true" | "false"]
   */
  src: string;
  /** A bay was tapped in the frame: the demo opens `/areas/hives?id={id}&from=5`. */
  onBaySelect: (id: string) => void;
  /** Bays to hand to the page when it is ready (the message `{ type: 'hives', hives }`); without them it fetches its own. */
  bays?: readonly MapBay[] | undefined;
  /** Accessible name of the frame; defaults to '3D temperature control map'. */
  title?: string | undefined;
  /** Height of the frame (CSS length); default 70vh. */
  height?: number | string | undefined;
  /** The iframe's sandbox, when the portal wants one (it needs at least allow-scripts and allow-same-origin). */
  sandbox?: string | undefined;
}

/**
 * Hosts the 3D map page in an iframe (part 2 §2.11). A `{ type: 'goHive', id }` message calls `onBaySelect`
 * only when it comes from this iframe's window, from the origin of `src`, and carries a well-formed id;
 * everything else is ignored. Its `ref` is the frame's root element (the `<div>` around the iframe).
 */
export const DamMap3DFrame = /* @__PURE__ */ forwardRef<HTMLDivElement, DamMap3DFrameProps>(
  function DamMap3DFrame(
    { src, onBaySelect, bays, title, height = '70vh', sandbox, className, style },
    rootRef,
  ) {
    const { t } = useDamText(damMap3DFrameTexts);
    const ref = useRef<HTMLIFrameElement>(null);
    const [loaded, setLoaded] = useState(false);
    const origin = useMemo(
      () => frameOrigin(src, typeof window === 'undefined' ? 'http://localhost/' : window.location.href),
      [src],
    );
    const latest = useRef({ onBaySelect, bays });
    latest.current = { onBaySelect, bays };

    // biome-ignore lint/correctness/useExhaustiveDependencies: a new src loads a new page
    useEffect(() => setLoaded(false), [src]);

    useEffect(() => {
      const sendBays = () => {
        const frame = ref.current?.contentWindow;
        const data = latest.current.bays;
        if (frame && origin && data) frame.postMessage({ type: 'hives', hives: data }, origin);
      };
      const onMessage = (event: MessageEvent) => {
        const frame = ref.current?.contentWindow;
        if (!frame || event.source !== frame || origin === null || event.origin !== origin) return;
        if (isReady(event.data)) {
          sendBays();
          return;
        }
        const id = frameBayId(event.data);
        if (id !== null) latest.current.onBaySelect(id);
      };
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    }, [origin]);

    // New bays for a page that is already showing: hand them over.
    useEffect(() => {
      const frame = ref.current?.contentWindow;
      if (loaded && frame && origin && bays) frame.postMessage({ type: 'hives', hives: bays }, origin);
    }, [bays, loaded, origin]);

    return (
      <div
        ref={rootRef}
        className={joinClassNames(styles.root, className)}
        style={{ height: typeof height === 'number' ? `${height}px` : height, ...style }}
        aria-busy={!loaded || undefined}
        data-loaded={loaded}
      >
        <iframe
          ref={ref}
          className={styles.frame}
          src={src}
          title={title ?? t('map.frame.title')}
          sandbox={sandbox}
          onLoad={() => setLoaded(true)}
        />
        {!loaded && (
          <div className={statusCover}>
            <StatusMessage tone="loading" framed>
              {t('map.frame.loading')}
            </StatusMessage>
          </div>
        )}
      </div>
    );
  },
);
