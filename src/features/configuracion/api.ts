// The agency settings calls: GET /configuracion (everyone: the agency data; administrators: everything but the
// SMTP password) and POST /configuracion/actualizar (administrators).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryTransient, useGuardedCall, useUserId } from '../../dataProvider/hooks';
import { apiGet, apiPostJson, type Envelope } from '../../dataProvider/http';
import type { Settings } from './shared/settings';

/** What GET /configuracion returns: a part of the settings, and for administrators whether an SMTP password is stored. */
export type SettingsView = Partial<Omit<Settings, 'smtp_pass'>> & { readonly smtp_pass_definida?: boolean };

export const settingsKeys = {
  all: ['configuracion'] as const,
  view: (idUsuario: unknown) => ['configuracion', idUsuario] as const,
};

export function useAgencySettings() {
  const uid = useUserId();
  const guarded = useGuardedCall();
  return useQuery({
    queryKey: settingsKeys.view(uid),
    queryFn: async () => (await guarded(() => apiGet<SettingsView>('/configuracion'))).data,
    enabled: uid !== undefined,
    retry: retryTransient,
    staleTime: 5 * 60_000,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  const guarded = useGuardedCall();
  return useMutation<Envelope<SettingsView>, Error, Partial<Settings>>({
    mutationFn: (values) => guarded(() => apiPostJson<SettingsView>('/configuracion/actualizar', values)),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
