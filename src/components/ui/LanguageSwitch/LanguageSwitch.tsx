import { forwardRef } from 'react';
import {
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  type Selection,
} from 'react-aria-components';
import { isLanguage, type Language, languages } from '../../../i18n/language';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useThemedPortalContainer } from '../portal';
import { joinClassNames, type StyleProps } from '../props';
import * as styles from './LanguageSwitch.css';
import { languageSwitchTexts } from './texts';

export interface LanguageSwitchProps extends StyleProps {
  /**
   * The language in use; defaults to the provider's. In the open menu its entry is `data-selected`.
   * @selector [data-selected]
   */
  value?: Language | undefined;
  /**
   * Called with the chosen language when it differs from the current one. The demo stores it under
   * `language` and reloads the page, as the seed asks; a portal may switch in place instead.
   */
  onChange: (language: Language) => void;
  /** `full` shows the language name next to the globe (default); `icon` only the globe. */
  display?: 'full' | 'icon' | undefined;
}

/**
 * The language popup: a button with a globe that opens a menu of the languages (中文, English), each named in
 * its own language so anyone can find theirs.
 */
export const LanguageSwitch = /* @__PURE__ */ forwardRef<HTMLButtonElement, LanguageSwitchProps>(
  function LanguageSwitch({ value, onChange, display = 'full', className, style }, ref) {
    const { t, language } = useDamText(languageSwitchTexts);
    const current = value ?? language;
    const currentName = t(`common.languageNames.${current}`);
    const { anchorRef, container } = useThemedPortalContainer();
    const select = (keys: Selection) => {
      if (keys === 'all') return;
      const [key] = [...keys];
      if (isLanguage(key) && key !== current) onChange(key);
    };
    return (
      <MenuTrigger>
        <span ref={anchorRef} hidden />
        <Button
          ref={ref}
          variant="secondary"
          size="sm"
          className={joinClassNames(styles.trigger, className)}
          style={style}
          aria-label={`${t('common.language')}: ${currentName}`}
        >
          <Icon name="globe" size={20} />
          {display === 'full' ? <span lang={current === 'zh' ? 'zh-CN' : 'en'}>{currentName}</span> : null}
        </Button>
        <Popover className={styles.popover} placement="bottom end" UNSTABLE_portalContainer={container}>
          <Menu
            className={styles.menu}
            selectionMode="single"
            selectedKeys={[current]}
            onSelectionChange={select}
            disallowEmptySelection
          >
            <MenuSection>
              <Header className={styles.heading}>{t('common.language')}</Header>
              {languages.map((lang) => (
                <MenuItem
                  key={lang}
                  id={lang}
                  className={styles.item}
                  textValue={t(`common.languageNames.${lang}`)}
                  lang={lang === 'zh' ? 'zh-CN' : 'en'}
                >
                  {({ isSelected }) => (
                    <>
                      <span>{t(`common.languageNames.${lang}`)}</span>
                      {isSelected ? <Icon name="check" size={20} /> : null}
                    </>
                  )}
                </MenuItem>
              ))}
            </MenuSection>
          </Menu>
        </Popover>
      </MenuTrigger>
    );
  },
);
