/** The path to go to after sign-in: a same-site path from the `redirect` query, else /home. */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/home';
  if (value === '/login' || value.startsWith('/login?')) return '/home';
  return value;
}
