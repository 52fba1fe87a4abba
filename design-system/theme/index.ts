import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from './recipes';

/** The product's UI fonts (Inter, then Noto Sans SC for Chinese), bundled with the app. */
export const FONT_FAMILY = "'Inter', 'Noto Sans SC', sans-serif";

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT_FAMILY },
        body: { value: FONT_FAMILY },
      },
    },
    recipes,
    slotRecipes,
  },
});

/** The Chakra system (tokens and recipes) every screen and story renders with. */
export const system = createSystem(defaultConfig, config);
