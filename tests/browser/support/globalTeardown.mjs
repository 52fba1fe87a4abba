export default async function globalTeardown() {
  await Promise.all((globalThis.__BROWSER_SERVERS__ ?? []).map((server) => server.stop()));
}
