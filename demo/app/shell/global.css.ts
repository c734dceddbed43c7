import { globalKeyframes, globalStyle, style } from '@vanilla-extract/css';

/**
 * Page-wide styles of the demo (the library itself sets none). `rootClass` goes on #root: using an export
 * keeps this module in the build (the package marks its .ts files free of side effects).
 */
export const rootClass = style({ minHeight: '100dvh' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'auto',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  WebkitFontSmoothing: 'antialiased',
  overscrollBehaviorY: 'none',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Page transitions (View Transitions, where the browser has them): slide by the route depth.
globalKeyframes('dam-slide-in-from-right', { from: { transform: 'translateX(100%)' } });
globalKeyframes('dam-slide-out-to-left', { to: { transform: 'translateX(-30%)', opacity: 0.6 } });
globalKeyframes('dam-slide-in-from-left', { from: { transform: 'translateX(-30%)', opacity: 0.6 } });
globalKeyframes('dam-slide-out-to-right', { to: { transform: 'translateX(100%)' } });

globalStyle('::view-transition-old(root), ::view-transition-new(root)', {
  animationDuration: '180ms',
  animationTimingFunction: 'cubic-bezier(0.2, 0, 0, 1)',
});
globalStyle(':root[data-dam-nav="forward"]::view-transition-old(root)', {
  animationName: 'dam-slide-out-to-left',
  animationDuration: '260ms',
});
globalStyle(':root[data-dam-nav="forward"]::view-transition-new(root)', {
  animationName: 'dam-slide-in-from-right',
  animationDuration: '260ms',
});
globalStyle(':root[data-dam-nav="back"]::view-transition-old(root)', {
  animationName: 'dam-slide-out-to-right',
  animationDuration: '260ms',
  zIndex: 1,
});
globalStyle(':root[data-dam-nav="back"]::view-transition-new(root)', {
  animationName: 'dam-slide-in-from-left',
  animationDuration: '260ms',
});
globalStyle('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*)', {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});
