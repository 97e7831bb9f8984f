/**
 * How every alert reaches ALERT_WEBHOOK_URL (the pending-lead alarm, retention's warning before an
 * undelivered lead is deleted): one JSON POST, never following a redirect (it would send the alert
 * somewhere nobody configured, as the forwarder refuses to for leads), its answer's body discarded.
 */
export async function postAlert(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<{ ok: boolean; status: number }> {
  const response = await fetchImpl(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    redirect: "error",
    signal,
  });
  await response.body?.cancel().catch(() => {});
  return { ok: response.ok, status: response.status };
}
