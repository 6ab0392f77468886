/** The per-user "welcome seen" flag the spec keeps in the browser. */
const key = (userId: string) => `onboarding-completed:${userId}`;

export function hasSeenOnboarding(userId: string): boolean {
  return localStorage.getItem(key(userId)) === 'true';
}

export function markOnboardingSeen(userId: string): void {
  localStorage.setItem(key(userId), 'true');
}

/** Clears the flag so the modal shows again (admin preview); only allowed while onboarding is enabled. */
export function resetOnboarding(userId: string, enabled: boolean): boolean {
  if (!enabled) return false;
  localStorage.removeItem(key(userId));
  return true;
}
