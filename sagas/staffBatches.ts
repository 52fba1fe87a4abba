/** Side effects of the staff's receive, QC and lifecycle pages. */
export function* staffBatchesSaga() {
  // Filled in by its module.
}
