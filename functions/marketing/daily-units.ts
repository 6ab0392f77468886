/** What a failed run leaves for the user (message) and the operator (reason, never shown). */
export interface RunFailure {
  message: string;
  reason?: string;
}
