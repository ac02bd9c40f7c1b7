// Where each district of Lima Metropolitana and Callao lies: the coordinates of its capital (used as the district's
// centre by the map and 'Buscar calle') and its area, for the 50 districts of ./ubigeo.ts.
//
// Data: «ubigeo-peru-aumentado», ubigeo_distrito.csv (columns inei, latitude, longitude, superficie), by Jesús M.
// Castagnetto, https://github.com/jmcastagnetto/ubigeo-peru-aumentado, MIT License, Copyright (c) 2021 Jesus M.
// Castagnetto (original sources: CEPLAN and MINSA REUNIS). Latitude and longitude rounded to 4 decimals (≈ 11 m).
import { distritoPorUbigeo, type Distrito } from './ubigeo';

export interface DistritoGeo extends Distrito {
  readonly lat: number;
  readonly lng: number;
  /** km² */
  readonly superficie: number;
}

/** ubigeo (INEI), latitude, longitude, area in km². */
const ROWS: ReadonlyArray<readonly [string, number, number, number]> = [
  ['070101', -12.0631, -77.1469, 45.65],
  ['070102', -12.0625, -77.1292, 4.56],
  ['070103', -12.0394, -77.0903, 2.12],
  ['070104', -12.0658, -77.1081, 2.75],
  ['070105', -12.0728, -77.1633, 18.38],
  ['070106', -11.8772, -77.1278, 69.93],
  ['070107', -11.855, -77.125, 2.52],
  ['150101', -12.0453, -77.0308, 21.98],
  ['150102', -11.7739, -77.1764, 285.45],
  ['150103', -12.0264, -76.9214, 77.72],
  ['150104', -12.1492, -77.0217, 3.33],
  ['150105', -12.0589, -77.0461, 3.22],
  ['150106', -11.8903, -77.0269, 303.31],
  ['150107', -11.9753, -76.7689, 39.5],
  ['150108', -12.1769, -77.0164, 38.94],
  ['150109', -12.1203, -76.8142, 240.33],
  ['150110', -11.9572, -77.0494, 48.75],
  ['150111', -12.0483, -77.0006, 12.54],
  ['150112', -11.9972, -77.0547, 14.56],
  ['150113', -12.0756, -77.0433, 4.57],
  ['150114', -12.0781, -76.9167, 65.75],
  ['150115', -12.065, -77.0308, 8.74],
  ['150116', -12.0844, -77.0303, 3.03],
  ['150117', -11.9914, -77.0708, 18.25],
  ['150118', -11.9358, -76.6972, 236.47],
  ['150119', -12.2747, -76.8703, 180.26],
  ['150120', -12.0917, -77.0672, 3.61],
  ['150121', -12.0781, -77.0625, 4.38],
  ['150122', -12.1217, -77.0292, 9.62],
  ['150123', -12.1872, -76.8667, 160.23],
  ['150124', -12.4817, -76.7975, 37.39],
  ['150125', -11.8667, -77.0769, 72.81],
  ['150126', -12.3336, -76.8242, 119.5],
  ['150127', -12.3653, -76.7956, 130.5],
  ['150128', -12.0422, -77.0269, 11.87],
  ['150129', -12.3892, -76.7808, 45.01],
  ['150130', -12.1072, -76.9989, 9.96],
  ['150131', -12.0978, -77.0272, 11.1],
  ['150132', -12.0297, -77.01, 131.25],
  ['150133', -12.1636, -76.9636, 22.97],
  ['150134', -12.0756, -76.9936, 3.49],
  ['150135', -12.03, -77.0575, 36.82],
  ['150136', -12.0922, -77.0794, 10.72],
  ['150137', -12.0439, -76.9714, 10.69],
  ['150138', -12.4019, -76.7733, 9.81],
  ['150139', -11.7872, -77.1569, 21.35],
  ['150140', -12.145, -77.005, 35.89],
  ['150141', -12.1186, -77.0217, 3.46],
  ['150142', -12.2133, -76.9372, 35.46],
  ['150143', -12.1625, -76.9436, 70.57],
];

export const DISTRITOS_GEO: readonly DistritoGeo[] = ROWS.flatMap(([ubigeo, lat, lng, superficie]) => {
  const d = distritoPorUbigeo(ubigeo);
  return d ? [Object.freeze({ ...d, lat, lng, superficie })] : [];
});

const BY_UBIGEO = new Map(DISTRITOS_GEO.map((d) => [d.ubigeo, d]));

/** The district's centre, or undefined when the ubigeo is not one of the 50. */
export function centroDistrito(ubigeo: string | null | undefined): DistritoGeo | undefined {
  return ubigeo ? BY_UBIGEO.get(ubigeo) : undefined;
}
