import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { damthermLayer } from './layer.css';
import { darkValues, lightValues, sunlightValues } from './themeValues';

/** Default light theme. */
export const lightTheme = createTheme(vars, { '@layer': damthermLayer, ...lightValues });

/** Dark theme for control rooms and night shifts. */
export const darkTheme = createTheme(vars, { '@layer': damthermLayer, ...darkValues });

/** High-contrast "sunlight" theme for phones read outdoors (see sunlightValues). */
export const sunlightTheme = createTheme(vars, { '@layer': damthermLayer, ...sunlightValues });
