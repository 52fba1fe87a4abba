/** Side effects of the submission wizard (draft, autosave, import, submit). */
export function* submissionSaga() {
  // Filled in by its module.
}
