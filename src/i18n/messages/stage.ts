/** Concrete temperature-control stages 1..7 and aggregate cooling stages 1..2 (part 2 §4). */
export const stage = {
  zh: {
    label: '温控阶段',
    s1: '一期控温',
    s2: '一期降温',
    s3: '中期一次控温',
    s4: '中期降温',
    s5: '中期二次控温',
    s6: '二期降温',
    s7: '二期一次控温',
    unknown: '未知阶段',
    aggregate: {
      label: '冷却阶段',
      s1: '一次冷却',
      s2: '二次冷却',
    },
  },
  en: {
    label: 'Temperature control stage',
    s1: 'First-phase control',
    s2: 'First-phase cooling',
    s3: 'Mid-phase first control',
    s4: 'Mid cooling',
    s5: 'Mid-phase second control',
    s6: 'Second cooling',
    s7: 'Second-phase first control',
    unknown: 'Unknown stage',
    aggregate: {
      label: 'Cooling stage',
      s1: 'First cooling',
      s2: 'Second cooling',
    },
  },
} as const;
