/** The four status families of SPEC.md section 3. */
export type StatusTone = 'success' | 'error' | 'processing' | 'default';

const TONES: Record<string, StatusTone> = {
  S: 'success',
  SUCCESS: 'success',
  COMPLETE: 'success',
  F: 'error',
  ERROR: 'error',
  FAILED: 'error',
  RUNNING: 'processing',
  RUNING: 'processing',
  PART: 'processing',
  P: 'default',
  PENDING: 'default',
  NEW: 'default',
  UNEXECUTE: 'default',
};

/** Maps a server status code (any case) to its tone; unknown codes are `default`. */
export function statusTone(status: string | null | undefined): StatusTone {
  return TONES[(status ?? '').trim().toUpperCase()] ?? 'default';
}
