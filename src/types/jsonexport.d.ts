declare module 'jsonexport/dist' {
  type Callback = (err: Error | null, csv: string) => void;
  export default function jsonExport(data: unknown, options: Record<string, unknown>, callback: Callback): void;
}
