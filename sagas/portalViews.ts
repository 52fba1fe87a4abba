/** Side effects of the customer's overview, catalogue, project and batch pages. */
export function* portalViewsSaga() {
  // Filled in by its module.
}
