// Fetching a report PDF with the session's token: a Blob for the preview and the download.
import { getToken } from '../authProvider/session';
import { apiUrl } from '../dataProvider/http';

export async function fetchPdf(path: string, query: Record<string, string | number | undefined>): Promise<Blob> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, String(v));
  const res = await fetch(`${apiUrl}${path}?${qs}`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) throw new Error(((await res.json().catch(() => null)) as { msg?: string } | null)?.msg ?? `Error ${res.status}`);
  return res.blob();
}

export function downloadBlob(blob: Blob, file: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
