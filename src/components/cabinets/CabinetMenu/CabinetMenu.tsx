import { forwardRef, type ReactNode, useState } from 'react';
import { useDamText } from '../../../i18n/useDamText';
import { Button, LinkButton } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { useSendOnce } from '../../ui/useSendOnce';
import * as styles from './CabinetMenu.css';
import { cabinetMenuTexts } from './texts';

/** Where each entry of the cabinet menu leads (the demo's routes of part 1 §2). */
export interface CabinetMenuLinks {
  /** Flow loops: `/tab/racksId/{id}/loops`. */
  loops: string;
  /** Thermometers: `/tab/racksId/{id}/temps`. */
  temps: string;
  /** Loop settings (control of all or chosen loops): `/tab/racksId/{id}/loops/0/loopctrl`. */
  settings: string;
  /** Auto-reversing valve: `/tab/racksId/{id}/auto_reversal`; shown only with main power. */
  autoReversal: string;
}

export interface CabinetMenuProps extends StyleProps {
  /** The entries' targets. */
  links: CabinetMenuLinks;
  /**
   * Count badges: loops, thermometers and loop settings; a missing count shows no badge.
   * @selector [data-zero="true"]
   */
  counts?: { loops?: number; temps?: number; settings?: number } | undefined;
  /** Main power right (the main-power call returned a number > 0): adds auto reversal and restart. */
  hasMainPower: boolean;
  /**
   * Restarts the cabinet; resolves on success, rejects (with the server's message) on failure. It gets the
   * restart's request id (the same on a retry after a failure), for an `Idempotency-Key`. While it runs the
   * menu is `data-restarting`; the result line is `data-tone="ok"` or `data-tone="error"`.
   * @selector [data-restarting] [data-tone="ok" | "error"]
   */
  onRestart?: (requestId: string) => Promise<unknown>;
}

type Status = { tone: 'ok' | 'error'; text: ReactNode } | null;

const RESTART = 'restart';

/**
 * The menu of one smart cabinet (part 1 §2 `/tab/racksId/{id}`): loops, thermometers and settings with count
 * badges; the auto-reversing valve and the restart entry only for a user with main power (part 1 §6). Restart
 * asks 'restart the smart cabinet?' and says 'restart succeeded'; it is never sent twice by a double tap.
 */
export const CabinetMenu = /* @__PURE__ */ forwardRef<HTMLElement, CabinetMenuProps>(function CabinetMenu(
  { links, counts = {}, hasMainPower, onRestart, className, style },
  ref,
) {
  const { t } = useDamText(cabinetMenuTexts);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const restarter = useSendOnce({
    send: (_command: typeof RESTART, requestId) => onRestart?.(requestId) ?? Promise.resolve(),
  });
  const restarting = restarter.status === 'sending';

  const restart = async () => {
    setConfirming(false);
    setStatus(null);
    const result = await restarter.send(RESTART);
    if (result.status === 'succeeded') {
      setStatus({ tone: 'ok', text: t('rack.menu.restartSucceeded') });
    } else if (result.status !== 'skipped') {
      const error = result.status === 'failed' ? result.error : null;
      const message = error instanceof Error && error.message ? error.message : null;
      setStatus({ tone: 'error', text: message ?? t('rack.menu.restartFailed') });
    }
  };

  const badge = (count: number | undefined) =>
    count === undefined ? null : (
      <span className={styles.count} data-zero={count === 0}>
        {t('rack.menu.count', { count })}
      </span>
    );

  const entry = (href: string, icon: string, label: string, count?: ReactNode) => (
    <li className={styles.item}>
      <LinkButton variant="row" href={href}>
        <Icon d={icon} />
        <span className={styles.label}>{label}</span>
        {count}
        <Chevron />
      </LinkButton>
    </li>
  );

  return (
    <nav
      ref={ref}
      className={joinClassNames(styles.root, className)}
      style={style}
      aria-label={t('rack.menu.title')}
      data-restarting={restarting || undefined}
    >
      <ul className={styles.list}>
        {entry(links.loops, LOOP_ICON, t('rack.menu.loops'), badge(counts.loops))}
        {entry(links.temps, THERMOMETER_ICON, t('rack.menu.temps'), badge(counts.temps))}
        {entry(links.settings, SETTINGS_ICON, t('rack.menu.settings'), badge(counts.settings))}
        {hasMainPower && entry(links.autoReversal, REVERSAL_ICON, t('rack.menu.autoReversal'))}
        {hasMainPower && onRestart && (
          <li className={styles.item}>
            <Button
              variant="row"
              className={styles.restart}
              isDisabled={restarting}
              onPress={() => {
                // A restart the user asks for again is a new command, not a repeat of the last one.
                restarter.reset();
                setConfirming(true);
              }}
            >
              <Icon d={RESTART_ICON} />
              <span className={styles.label}>
                {restarting ? t('rack.menu.restarting') : t('rack.menu.restart')}
              </span>
            </Button>
          </li>
        )}
      </ul>
      <p className={styles.status} role="status" data-tone={status?.tone}>
        {status?.text}
      </p>
      <Dialog
        title={t('rack.menu.restartConfirm')}
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={setConfirming}
        hideCloseButton
      >
        <DialogActions>
          <Button variant="secondary" onPress={() => setConfirming(false)} autoFocus>
            {t('ui.cancel')}
          </Button>
          <Button variant="danger" onPress={() => void restart()}>
            {t('ui.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </nav>
  );
});

function Icon({ d }: { d: string }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

function Chevron() {
  return (
    <span className={styles.chevron} aria-hidden="true">
      ›
    </span>
  );
}

const LOOP_ICON = 'M4 7h12a4 4 0 0 1 0 8H8a4 4 0 0 0 0 8M4 7l3-3M4 7l3 3';
const THERMOMETER_ICON = 'M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0zM12 9v8';
const SETTINGS_ICON = 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4';
const REVERSAL_ICON = 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7';
const RESTART_ICON = 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5';
