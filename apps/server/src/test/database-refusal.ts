/**
 * The reason the database gave for refusing a statement, or 'not refused'. Drizzle wraps the
 * database's error ("Failed query: ..."), so the reason is read from its cause as well.
 */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'not refused';
}
