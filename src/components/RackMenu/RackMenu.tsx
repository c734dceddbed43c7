import { type ReactNode, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Dialog } from '../ui/Dialog';
import * as styles from './RackMenu.css';

/** Where each entry of the cabinet menu leads (the demo's routes of part 1 §2). */
export interface RackMenuLinks {
  /** Flow loops: `/tab/racksId/{id}/loops`. */
  loops: string;
  /** Thermometers: `/tab/racksId/{id}/temps`. */
  temps: string;
  /** Loop settings (control of all or chosen loops): `/tab/racksId/{id}/loops/0/loopctrl`. */
  settings: string;
  /** Auto-reversing valve: `/tab/racksId/{id}/auto_reversal`; shown only with main power. */
  autoReversal: string;
}

export interface RackMenuProps {
  /** The entries' targets. */
  links: RackMenuLinks;
  /** Count badges: loops, thermometers and loop settings; a missing count shows no badge. */
  counts?: { loops?: number; temps?: number; settings?: number };
  /** Main power right (the main-power call returned a number > 0): adds auto reversal and restart. */
  hasMainPower: boolean;
  /** Restarts the cabinet; resolves on success, rejects (with the server's message) on failure. */
  onRestart?: () => Promise<unknown>;
}

type Status = { tone: 'ok' | 'error'; text: ReactNode } | null;

/**
 * The menu of one smart cabinet (part 1 §2 `/tab/racksId/{id}`): loops, thermometers and settings with count
 * badges; the auto-reversing valve and the restart entry only for a user with main power (part 1 §6). Restart
 * asks 'restart the smart cabinet?' and says 'restart succeeded'; it is never sent twice by a double tap.
 */
export function RackMenu({ links, counts = {}, hasMainPower, onRestart }: RackMenuProps) {
  const { t } = useDamTranslation();
  const [confirming, setConfirming] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const inFlight = useRef(false);

  const restart = async () => {
    if (!onRestart || inFlight.current) return;
    inFlight.current = true;
    setRestarting(true);
    setConfirming(false);
    setStatus(null);
    try {
      await onRestart();
      setStatus({ tone: 'ok', text: t('rack.menu.restartSucceeded') });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : null;
      setStatus({ tone: 'error', text: message ?? t('rack.menu.restartFailed') });
    } finally {
      inFlight.current = false;
      setRestarting(false);
    }
  };

  const badge = (count: number | undefined) =>
    count === undefined ? null : (
      <span className={styles.count} data-zero={count === 0}>
        {t('rack.menu.count', { count })}
      </span>
    );

  return (
    <nav className={styles.root} aria-label={t('rack.menu.title')}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link className={styles.entry} href={links.loops}>
            <Icon d={LOOP_ICON} />
            <span className={styles.label}>{t('rack.menu.loops')}</span>
            {badge(counts.loops)}
            <Chevron />
          </Link>
        </li>
        <li className={styles.item}>
          <Link className={styles.entry} href={links.temps}>
            <Icon d={THERMOMETER_ICON} />
            <span className={styles.label}>{t('rack.menu.temps')}</span>
            {badge(counts.temps)}
            <Chevron />
          </Link>
        </li>
        <li className={styles.item}>
          <Link className={styles.entry} href={links.settings}>
            <Icon d={SETTINGS_ICON} />
            <span className={styles.label}>{t('rack.menu.settings')}</span>
            {badge(counts.settings)}
            <Chevron />
          </Link>
        </li>
        {hasMainPower && (
          <li className={styles.item}>
            <Link className={styles.entry} href={links.autoReversal}>
              <Icon d={REVERSAL_ICON} />
              <span className={styles.label}>{t('rack.menu.autoReversal')}</span>
              <Chevron />
            </Link>
          </li>
        )}
        {hasMainPower && onRestart && (
          <li className={styles.item}>
            <Button
              className={styles.entry}
              data-tone="danger"
              isDisabled={restarting}
              onPress={() => setConfirming(true)}
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
        <div className={styles.actions}>
          <Button className={styles.button} onPress={() => setConfirming(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button className={styles.dangerButton} onPress={() => void restart()}>
            {t('common.confirm')}
          </Button>
        </div>
      </Dialog>
    </nav>
  );
}

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
