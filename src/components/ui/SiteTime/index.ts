export { SiteTime, type SiteTimeProps } from './SiteTime';
