import type { BayFile } from '../../../domain';

/** 2025-07-15 12:00 in Shanghai: the fixtures' "now". */
export const FIXTURE_NOW = Date.UTC(2025, 6, 15, 4, 0, 0);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a site keeps for one bay: pour records, reports, drawings and photos, newest first. */
export function bayFiles(bayId = 57): BayFile[] {
  const files: [string, number, number][] = [
    ['3-014仓 浇筑记录.csv', 14_862, 2 * HOUR],
    ['温控日报_2025-07-14.pdf', 386_214, 20 * HOUR],
    ['仓面照片_IMG_20250713_0932.jpg', 4_812_509, 2 * DAY + 3 * HOUR],
    ['冷却水管布置图（修订版）.dwg', 1_932_114, 5 * DAY],
    ['混凝土配合比试验报告.docx', 96_410, 9 * DAY],
    ['通水记录表 第2期.xlsx', 48_217, 12 * DAY + 6 * HOUR],
  ];
  return files.map(([name, size, age], i) => ({
    id: String(files.length - i),
    name,
    url: `${bayId}/${(0x3f9c1e0a + i).toString(16).padStart(8, '0')}7b2d4c6e8f01a2b3c4d5e6f7`,
    size,
    uploadedAt: FIXTURE_NOW - age,
  }));
}

/** Names as people really give them: very long, without spaces, with dots and brackets; one with no size or time. */
export function longNameFiles(bayId = 57): BayFile[] {
  return [
    {
      id: '31',
      name: '白鹤滩水电站左岸坝段3-014仓混凝土浇筑温度控制专项施工方案（第三次修订，含冷却通水计划与应急预案）.pdf',
      url: `${bayId}/aa01e0a7b2d4c6e8f01a2b3c4d5e6f70`,
      size: 12_884_901,
      uploadedAt: FIXTURE_NOW - 3 * HOUR,
    },
    {
      id: '30',
      name: 'temperature_control_report_block03_lift014_2025-07-01_to_2025-07-14_final_v3_reviewed.xlsx',
      url: `${bayId}/aa02e0a7b2d4c6e8f01a2b3c4d5e6f70`,
      size: 1_048_576,
      uploadedAt: FIXTURE_NOW - 30 * HOUR,
    },
    {
      id: '29',
      name: '旧系统导入的文件.txt',
      url: `${bayId}/aa03e0a7b2d4c6e8f01a2b3c4d5e6f70`,
      size: null,
      uploadedAt: null,
    },
  ];
}

/** The download address a screen would build (here without a backend: a data-free hash link). */
export const fixtureHref = (file: BayFile) =>
  `#/cytFile/downloadFile?fileName=${encodeURIComponent(file.name)}&path=${encodeURIComponent(file.url)}`;
