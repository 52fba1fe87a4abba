import { useMemo } from 'react';
import { useRead } from './useRead';

/** A value of a value list as `lovs/value/batch` answers it (CONTRACT.md). */
export interface LovValue {
  value: string;
  meaning: string;
  description?: string | null;
  parentValue?: string | null;
  orderSeq?: number | null;
}

/** The batch read of value lists. */
export const LOV_BATCH_PATH = '/hpfm/v1[/{tenantId}]/lovs/value/batch';

/** The key a value list is asked for under in the batch read. */
function batchKey(index: number): string {
  return `lov${index}`;
}

/**
 * The values of value lists by code, read in one batch through the cached-read saga (meanings
 * in the user's language); an empty list for a code until they arrive.
 */
export function useLovValues(codes: readonly string[]): Record<string, readonly LovValue[]> {
  const unique = [...new Set(codes)].sort();
  // KEY=LOV_CODE: a key is a name (no dots), so each code is asked for under its position.
  const query = Object.fromEntries(unique.map((code, index) => [batchKey(index), code]));
  const entry = useRead(unique.length > 0 ? LOV_BATCH_PATH : undefined, query);
  const data = entry?.data as Record<string, LovValue[]> | undefined;
  const codesKey = unique.join('|');
  return useMemo(
    () =>
      Object.fromEntries(
        (codesKey ? codesKey.split('|') : []).map((code, index) => [
          code,
          data?.[batchKey(index)] ?? [],
        ]),
      ),
    [data, codesKey],
  );
}
