import { AREAS, areaLoaderOf } from '../../app/areas/loaders';

/** The loader of the area whose first segment is `segment`. */
const loaderOf = (segment: string) => AREAS.find(([own]) => own === segment)![1];

/** The entry starts the area of the address it opens at; the router shows the same one. */
describe('areaLoaderOf', () => {
  it.each([
    ['/pub/home', 'pub'],
    ['/pub', 'pub'],
    ['/public/sample-info', 'public'],
    ['/private/x', 'private'],
    ['/workplace', ''],
    ['/hpfm/country/list', ''],
    ['/publications', ''],
    ['/', ''],
  ])('%s loads the area %j', (pathname, segment) => {
    expect(areaLoaderOf(pathname)).toBe(loaderOf(segment));
  });
});
