/** See pageQuiet.cjs. */
export function quietInPage(options: {
  quiet: number;
  timeout: number;
  busyWithin?: string;
}): Promise<number | null>;
