import { damTexts } from '../../../i18n/damTexts';
import { exportTexts } from '../../../i18n/messages/export';

/** The message areas ExportProgress's files read (both languages); see `damTexts`. */
export const exportProgressTexts = damTexts({ export: exportTexts });
