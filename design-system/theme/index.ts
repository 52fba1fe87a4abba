import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The product's UI fonts (Inter, then Noto Sans SC for Chinese), bundled with the app. */
export const FONT_FAMILY = "'Inter', 'Noto Sans SC', sans-serif";

// Chakra's status text colours on a white or light page fall short of WCAG AA's 4.5:1 for body
// text (red.500 3.8:1, orange.600 3.6:1, green.600 3.3:1); one shade darker meets it on white
// and on the status's own light background (red.700 6.5:1 and 5.9:1 on red.50), as Chakra's
// `red.fg` and the like already do.
const statusText = {
  error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
};

// Chakra's base (conditions, utilities) with its tokens and only the recipes of the Chakra
// components the design system renders: the full default theme carries about sixty more. The
// design system's own components pass their recipes to useSharedRecipe/useSharedSlotRecipe
// (sharedRecipe.ts), so each recipe loads with its component rather than with the first page.
const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // Users who ask their system for less motion get none: menus, dialogs, toasts and colour
    // changes appear at once (WCAG 2.3.3).
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        ...tokens.fonts,
        heading: { value: FONT_FAMILY },
        body: { value: FONT_FAMILY },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...semanticTokens.colors, fg: { ...semanticTokens.colors?.fg, ...statusText } },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      // The swatches of Chakra's chart legends and tooltips.
      colorSwatch: colorSwatchRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The Chakra system (tokens and recipes) every screen and story renders with. */
export const system = createSystem(defaultBaseConfig, config);
