/**
 * How much one user may keep in the action plan (issue #35): enough for any real use, a ceiling on
 * storage and on the page's one Query. Checked by counting before the write, so two writes at the very
 * same moment may pass the ceiling by one; nothing costly depends on them (decision 0045).
 */
export const ACTION_PLAN_LIMITS = {
  plansPerUser: 50,
  tasksPerPlan: 200,
  notesPerTask: 100,
} as const;
