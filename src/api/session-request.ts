/** The session's read: who is logged in (spec §7, GET /api/user.php). */
export const userPath = '/api/user.php';

/** The spec's marker on that read, which the server expects on the app's own calls. */
export const userReadHeaders: Readonly<Record<string, string>> = { 'X-Request-Type': 'client' };
