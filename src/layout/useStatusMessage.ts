// The dropdowns' status message (seed §4): success or error, cleared after 3 seconds.
import { useCallback, useEffect, useRef, useState } from 'react';

export const STATUS_TIMEOUT_MS = 3000;

export interface StatusMessage {
  readonly type: 'success' | 'error';
  readonly text: string;
}

export function useStatusMessage(timeoutMs: number = STATUS_TIMEOUT_MS) {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (type: StatusMessage['type'], text: string) => {
      clearTimeout(timer.current);
      setStatus({ type, text });
      timer.current = setTimeout(() => setStatus(null), timeoutMs);
    },
    [timeoutMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [status, show] as const;
}
