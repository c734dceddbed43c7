import { createContext, useContext } from 'react';

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** What components need to show text and times: the site's time zone (times are never shifted by hand). */
export interface DamLocale {
  /** IANA time zone of the construction site. */
  timeZone: string;
}

export const LocaleContext = createContext<DamLocale>({ timeZone: DEFAULT_TIME_ZONE });

export function useDamLocale(): DamLocale {
  return useContext(LocaleContext);
}
