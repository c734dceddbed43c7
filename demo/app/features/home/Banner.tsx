import { Icon, useDamTranslation } from 'damtherm';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './Banner.css';

/** The banner turns every 3000 ms (part 2 §2.2). */
export const BANNER_INTERVAL_MS = 3000;

const SLIDES = [
  { id: 'dam', image: '/banner/dam.svg' },
  { id: 'water', image: '/banner/water.svg' },
  { id: 'warn', image: '/banner/warn.svg' },
] as const;

/** A reader who asks the system for less motion gets the banner paused; the play button still turns it. */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home banner: three slides that advance every 3 s. It pauses while a finger, the mouse or keyboard focus
 * is on it, and has a pause button (moving content must be stoppable); dots jump to a slide. It starts paused
 * under reduced motion.
 */
export function Banner() {
  const { t } = useDamTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [holding, setHolding] = useState(false);

  useEffect(() => {
    if (paused || holding) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, holding]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      onPointerEnter={() => setHolding(true)}
      onPointerLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
      data-slide={index}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={paused ? 'polite' : 'off'}
      >
        {SLIDES.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group.
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banner.slide', { index: i + 1, count: SLIDES.length })}
            aria-hidden={i !== index}
          >
            <img className={styles.image} src={slide.image} alt="" width={640} height={320} />
            <div className={styles.caption}>
              <strong className={styles.title}>{t(`home.banner.slides.${slide.id}.title`)}</strong>
              <span className={styles.text}>{t(`home.banner.slides.${slide.id}.text`)}</span>
            </div>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <Button
          className={styles.pause}
          onPress={() => setPaused((p) => !p)}
          aria-label={paused ? t('home.banner.play') : t('home.banner.pause')}
        >
          <Icon name={paused ? 'play' : 'pause'} size={16} />
        </Button>
        {SLIDES.map((slide, i) => (
          <Button
            key={slide.id}
            className={styles.dot}
            onPress={() => setIndex(i)}
            aria-label={t('home.banner.goTo', { index: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
          >
            <span className={styles.dotMark} />
          </Button>
        ))}
      </div>
    </section>
  );
}
