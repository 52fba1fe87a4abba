import type { Language } from '../../../domain/engine/text';
import type { ResourceHooks } from '../../engine/hooks';
import type { Condition } from '../../engine/store';
import { visibleFiles } from './support/visibleFiles';

/** A size for people: bytes, KB, MB or GB with one decimal. */
export function shownSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

const STORAGE_MESSAGE: Readonly<Record<Language, (files: number, size: string) => string>> = {
  en_US: (files, size) => `${files} ${files === 1 ? 'file' : 'files'}, ${size} in total`,
  zh_CN: (files, size) => `共 ${files} 个文件，合计 ${size}`,
};

/**
 * File Management (a read-only view over the stored files): the engine keeps every read to the
 * caller's current tenant (`tenancy: 'tenant'`: the platform's administrators see the tenant
 * they work in, whose files are the only ones the download gives them); this hook keeps it to
 * the files the download would give the caller (support/visibleFiles.ts), so that a portal
 * team's file or a record's file is listed only to those who may read it already.
 */
const hooks: ResourceHooks = {
  scope(context): Condition[] {
    const { visible, hidden } = visibleFiles(context);
    // The shorter list of the two, as the store binds one parameter a value.
    return visible.length <= hidden.length
      ? [{ field: 'fileId', op: 'in', values: visible.map((file) => file.fileId) }]
      : [{ field: 'fileId', op: 'notIn', values: hidden }];
  },
  actions: {
    /** The storage the caller's listed files take, by bucket, largest first. */
    storage(context) {
      const { visible } = visibleFiles(context);
      const byBucket = new Map<string, { fileCount: number; totalSize: number }>();
      for (const file of visible) {
        const entry = byBucket.get(file.bucket) ?? { fileCount: 0, totalSize: 0 };
        entry.fileCount += 1;
        entry.totalSize += file.size;
        byBucket.set(file.bucket, entry);
      }
      const data = [...byBucket.entries()]
        .map(([bucketName, entry]) => ({
          bucketName,
          ...entry,
          shownSize: shownSize(entry.totalSize),
        }))
        .sort((a, b) => b.totalSize - a.totalSize || a.bucketName.localeCompare(b.bucketName));
      const total = visible.reduce((sum, file) => sum + file.size, 0);
      return {
        message: STORAGE_MESSAGE[context.scope.lang](visible.length, shownSize(total)),
        data,
      };
    },
  },
};

export default hooks;
