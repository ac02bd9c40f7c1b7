// The base URL of the agency API: VITE_API_URL, else '/api' (the same origin).
export const apiUrl: string = (import.meta.env.VITE_API_URL as string | undefined) ?? '/api';
