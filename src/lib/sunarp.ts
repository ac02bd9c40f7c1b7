/**
 * SUNARP's oficinas registrales grouped by the 14 zonas registrales (órganos desconcentrados), for the
 * 'oficina_registral' select of Legal › Control de registros. Plain data, shared by the browser and the server.
 *
 * The stored value is the office's `id` (stable, ASCII); the select shows `name` and groups by zona.
 * Source: SUNARP's zonal organisation (each Zona Registral N.° and its sede, with the oficinas registrales under
 * its jurisdiction). Offices opened later can be added here without a migration (the column is text).
 */

export interface OficinaRegistral {
  readonly id: string;
  readonly name: string;
  /** The zona's Roman numeral, e.g. 'IX'. */
  readonly zona: string;
}

export interface ZonaRegistral {
  readonly numero: string;
  readonly sede: string;
  /** 'Zona Registral N.° IX – Sede Lima'. */
  readonly nombre: string;
  readonly oficinas: readonly OficinaRegistral[];
}

const zona = (numero: string, sede: string, oficinas: readonly (readonly [id: string, name: string])[]): ZonaRegistral => ({
  numero,
  sede,
  nombre: `Zona Registral N.° ${numero} – Sede ${sede}`,
  oficinas: oficinas.map(([id, name]) => ({ id, name, zona: numero })),
});

export const ZONAS_REGISTRALES: readonly ZonaRegistral[] = [
  zona('I', 'Piura', [
    ['piura', 'Piura'],
    ['sullana', 'Sullana'],
    ['tumbes', 'Tumbes'],
  ]),
  zona('II', 'Chiclayo', [
    ['chiclayo', 'Chiclayo'],
    ['bagua', 'Bagua'],
    ['cajamarca', 'Cajamarca'],
    ['chachapoyas', 'Chachapoyas'],
    ['chota', 'Chota'],
    ['jaen', 'Jaén'],
  ]),
  zona('III', 'Moyobamba', [
    ['moyobamba', 'Moyobamba'],
    ['tarapoto', 'Tarapoto'],
    ['juanjui', 'Juanjuí'],
    ['yurimaguas', 'Yurimaguas'],
  ]),
  zona('IV', 'Iquitos', [['iquitos', 'Iquitos']]),
  zona('V', 'Trujillo', [
    ['trujillo', 'Trujillo'],
    ['chepen', 'Chepén'],
    ['huamachuco', 'Huamachuco'],
    ['otuzco', 'Otuzco'],
    ['san_pedro_de_lloc', 'San Pedro de Lloc'],
  ]),
  zona('VI', 'Pucallpa', [['pucallpa', 'Pucallpa']]),
  zona('VII', 'Huaraz', [
    ['huaraz', 'Huaraz'],
    ['casma', 'Casma'],
    ['chimbote', 'Chimbote'],
  ]),
  zona('VIII', 'Huancayo', [
    ['huancayo', 'Huancayo'],
    ['huanuco', 'Huánuco'],
    ['la_merced', 'La Merced (Selva Central)'],
    ['pasco', 'Pasco'],
    ['satipo', 'Satipo'],
    ['tarma', 'Tarma'],
    ['tingo_maria', 'Tingo María'],
  ]),
  zona('IX', 'Lima', [
    ['lima', 'Lima'],
    ['callao', 'Callao'],
    ['huaral', 'Huaral'],
    ['huacho', 'Huacho'],
    ['canete', 'Cañete'],
    ['barranca', 'Barranca'],
  ]),
  zona('X', 'Cusco', [
    ['cusco', 'Cusco'],
    ['abancay', 'Abancay'],
    ['andahuaylas', 'Andahuaylas'],
    ['espinar', 'Espinar'],
    ['madre_de_dios', 'Madre de Dios (Puerto Maldonado)'],
    ['quillabamba', 'Quillabamba'],
    ['sicuani', 'Sicuani'],
  ]),
  zona('XI', 'Ica', [
    ['ica', 'Ica'],
    ['chincha', 'Chincha'],
    ['pisco', 'Pisco'],
    ['nasca', 'Nasca'],
  ]),
  zona('XII', 'Arequipa', [
    ['arequipa', 'Arequipa'],
    ['camana', 'Camaná'],
    ['castilla_aplao', 'Castilla – Aplao'],
    ['islay_mollendo', 'Islay – Mollendo'],
  ]),
  zona('XIII', 'Tacna', [
    ['tacna', 'Tacna'],
    ['ilo', 'Ilo'],
    ['juliaca', 'Juliaca'],
    ['moquegua', 'Moquegua'],
    ['puno', 'Puno'],
  ]),
  zona('XIV', 'Ayacucho', [
    ['ayacucho', 'Ayacucho'],
    ['huanta', 'Huanta'],
    ['huancavelica', 'Huancavelica'],
  ]),
];

/** Every office, in zona order: the `choices` of an enum field (react-admin `{id, name}`). */
export const OFICINAS_REGISTRALES: readonly OficinaRegistral[] = ZONAS_REGISTRALES.flatMap((z) => z.oficinas);

/** The choices with the zona in the visible name, e.g. 'Lima (Zona IX – Lima)', for a plain select. */
export const OFICINA_CHOICES: readonly { readonly id: string; readonly name: string }[] = ZONAS_REGISTRALES.flatMap((z) =>
  z.oficinas.map((o) => ({ id: o.id, name: `${o.name} (Zona ${z.numero} – ${z.sede})` })),
);

export function oficinaRegistral(id: string): OficinaRegistral | undefined {
  return OFICINAS_REGISTRALES.find((o) => o.id === id);
}

export function zonaDeOficina(id: string): ZonaRegistral | undefined {
  return ZONAS_REGISTRALES.find((z) => z.oficinas.some((o) => o.id === id));
}
