export default async function globalTeardown() {
  await globalThis.__BROWSER_SERVER__?.stop();
}
