import { routeIndexOf } from '../../domain/engine/routeIndex';
import type { ResourceDescription } from '../../domain/engine/resource';

/** `virtual:resource-index` under Jest: the route index of every description, as Vite builds it. */
const descriptions = import.meta.glob<ResourceDescription>('../../domain/resources/*/*.ts', {
  eager: true,
  import: 'default',
});

export default routeIndexOf(Object.values(descriptions));
