let loading: Promise<unknown> | null = null;

/**
 * Loads the faces of Noto Sans SC (the product's Chinese font) once: call it when Chinese text
 * is shown. Until they arrive the browser shows the system's Chinese font.
 */
export function loadChineseFont(): Promise<unknown> {
  loading ??= Promise.all([
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/700.css'),
  ]);
  return loading;
}
