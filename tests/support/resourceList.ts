import { listPagesOf, resourceKey, type ResourceDescription } from '../../domain/engine/resource';

/** Every description, loaded at once (tests need their list before they run). */
export const ALL_RESOURCES: ResourceDescription[] = Object.values(
  import.meta.glob<ResourceDescription>('../../domain/resources/*/*.ts', {
    eager: true,
    import: 'default',
  }),
);

/** The keys of the resources that have a list page of their own. */
export function pageKeys(): string[] {
  return ALL_RESOURCES.filter(
    (resource) => listPagesOf(resource).length > 0 && !resource.parent,
  ).map(resourceKey);
}
