import {
  Button,
  ChangePasswordDialog,
  type ChangePasswordValues,
  Icon,
  type IconName,
  LanguageSwitch,
  type ThemeName,
  themeNames,
  useChangeOwnPassword,
  useDamTranslation,
} from 'damtherm';
import { useState } from 'react';
import { Button as AriaButton, Link, Radio, RadioGroup } from 'react-aria-components';
import { useApp } from '../../AppContext';
import {
  isAdministrator,
  isVisitor,
  useSessionPhoto,
  useSessionUserInfo,
  useWriteRefusal,
} from '../../api/account';
import { changeOwnPasswordWith } from '../../api/password';
import { switchLanguage } from '../../session/language';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import * as styles from './SettingScreen.css';

function Row({ icon, label, children }: { icon: IconName; label: string; children?: React.ReactNode }) {
  return (
    <>
      <span className={styles.rowIcon}>
        <Icon name={icon} size={22} />
      </span>
      <span className={styles.rowLabel}>{label}</span>
      {children}
    </>
  );
}

/**
 * /setting, the My tab (part 1 §2): avatar, user name and department, change-password dialog, feedback link,
 * registration review and the external admin page for administrators, display theme, language, version 1.0,
 * logout (clears the session and goes to /login).
 */
export function SettingScreen() {
  const { t } = useDamTranslation();
  const { config, logout, notify, theme, setTheme } = useApp();
  const session = useSession();
  const info = useSessionUserInfo();
  const photo = useSessionPhoto();
  const changeOwnPassword = useChangeOwnPassword();
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const name = info.data?.name || session?.userName || '';
  const avatar = photo.data || info.data?.avatar || '';
  const admin = isAdministrator(info.data);
  const visitor = isVisitor(info.data);
  const passwordRefusal = useWriteRefusal('operate');

  const changePassword = (values: ChangePasswordValues) =>
    changeOwnPasswordWith(changeOwnPassword.trigger, session?.loginId ?? '', values, t);

  return (
    <Page back={false} width="narrow">
      <section className={styles.profile} aria-label={name}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt={t('account.setting.avatar', { name })} />
        ) : (
          <span className={styles.avatar} role="img" aria-label={t('account.setting.avatar', { name })}>
            {name.slice(0, 1).toUpperCase() || <Icon name="user" size={32} />}
          </span>
        )}
        <div className={styles.who}>
          <span className={styles.name} data-testid="setting-name">
            {name}
          </span>
          <span className={styles.meta}>
            {session?.loginId}
            {visitor ? ` · ${t('account.setting.visitor')}` : ''}
          </span>
          {info.data?.department ? (
            <span className={styles.meta}>
              {t('account.setting.group')}: {info.data.department}
            </span>
          ) : null}
        </div>
      </section>

      <ul className={styles.list}>
        <li>
          <AriaButton className={styles.row} onPress={() => setChanging(true)}>
            <Row icon="key" label={t('account.setting.changePassword')}>
              <Icon className={styles.chevron} name="chevronRight" size={20} />
            </Row>
          </AriaButton>
        </li>
        <li>
          <Link className={styles.row} href="/feedback">
            <Row icon="feedback" label={t('account.setting.feedback')}>
              <Icon className={styles.chevron} name="chevronRight" size={20} />
            </Row>
          </Link>
        </li>
        {admin ? (
          <li>
            <Link className={styles.row} href="/check/user">
              <Row icon="userCheck" label={t('account.setting.checkUser')}>
                <Icon className={styles.chevron} name="chevronRight" size={20} />
              </Row>
            </Link>
          </li>
        ) : null}
        {admin ? (
          <li>
            <Link className={styles.row} href="/audit">
              <Row icon="list" label={t('app.route.auditLog')}>
                <Icon className={styles.chevron} name="chevronRight" size={20} />
              </Row>
            </Link>
          </li>
        ) : null}
        {config.adminUrl ? (
          <li>
            <Link className={styles.row} href={config.adminUrl} target="_blank" rel="noopener noreferrer">
              <Row icon="shield" label={t('account.setting.admin')}>
                <span className={styles.hint}>{t('account.setting.adminHint')}</span>
                <Icon className={styles.chevron} name="external" size={20} />
              </Row>
            </Link>
          </li>
        ) : (
          <li className={styles.row} data-static="" data-testid="admin-link-unset">
            <Row icon="shield" label={t('account.setting.admin')}>
              <span className={styles.hint}>{t('account.setting.adminUnset')}</span>
            </Row>
          </li>
        )}
      </ul>

      <ul className={styles.list}>
        <li className={styles.row} data-static="">
          <Row icon="globe" label={t('account.setting.language')}>
            <LanguageSwitch onChange={switchLanguage} />
          </Row>
        </li>
        <li className={styles.themeRow}>
          <RadioGroup
            className={styles.themeGroup}
            value={theme}
            onChange={(value) => setTheme(value as ThemeName)}
            orientation="horizontal"
            aria-label={t('account.setting.theme')}
          >
            <span className={styles.themeLabel} aria-hidden="true">
              <span className={styles.rowIcon}>
                <Icon name="sun" size={22} />
              </span>
              {t('account.setting.theme')}
            </span>
            <div className={styles.segments}>
              {themeNames.map((name) => (
                <Radio key={name} value={name} className={styles.segment}>
                  {t(`common.theme.${name}`)}
                </Radio>
              ))}
            </div>
          </RadioGroup>
        </li>
        <li className={styles.row} data-static="">
          <Row icon="info" label={t('account.setting.version')}>
            <span className={styles.value}>{config.version || t('account.setting.versionValue')}</span>
          </Row>
        </li>
      </ul>

      <Button
        variant="danger"
        size="lg"
        fullWidth
        isPending={leaving}
        pendingLabel={t('account.setting.loggingOut')}
        onPress={async () => {
          setLeaving(true);
          await logout();
        }}
      >
        <Icon name="logout" size={20} />
        {t('account.setting.logout')}
      </Button>

      <ChangePasswordDialog
        isOpen={changing}
        onOpenChange={setChanging}
        onSubmit={changePassword}
        refusal={passwordRefusal}
        onSuccess={(message) => notify(message, 'success')}
      />
    </Page>
  );
}
