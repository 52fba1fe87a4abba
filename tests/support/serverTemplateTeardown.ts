/** Global teardown of the node project: removes the seeded template (see serverTemplate.ts). */
export { teardown as default } from './serverTemplate';
