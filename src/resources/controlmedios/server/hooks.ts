// The media control's server rule: the cost per lead of an ad.
import type { ModuleHooks } from '#server/crud/hooks';

/** Cents per lead (rounded), or null while there are no leads or no cost. */
export function costPerLead(costo: unknown, contactos: unknown): number | null {
  const cents = Number(costo ?? 0);
  const leads = Number(contactos ?? 0);
  if (!Number.isFinite(cents) || !Number.isFinite(leads) || leads <= 0 || cents <= 0) return null;
  return Math.round(cents / leads);
}

export const controlmediosHooks: ModuleHooks = {
  async beforeWrite({ data, current }) {
    const costo = 'costo' in data ? data.costo : current?.costo;
    const contactos = 'contactos' in data ? data.contactos : current?.contactos;
    data.costo_por_contacto = costPerLead(costo, contactos);
  },
};
