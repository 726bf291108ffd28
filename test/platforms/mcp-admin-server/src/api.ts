const BASE = process.env.TEAMADMIN_URL ?? "https://api.teamadmin.example";

/** Calls the team API with the server's own token. */
export async function api(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${process.env.TEAMADMIN_TOKEN}`, "Content-Type": "application/json" },
  });
  return res.json();
}
