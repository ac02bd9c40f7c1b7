// The day of an instant taken from its UTC ISO text is the UTC day: between 19:00 and 24:00 in Lima it is already
// tomorrow. Product code asks src/lib/limaTime.ts instead (limaToday, limaDayOf, limaDayStart/End, addDays…).
const MESSAGE =
  'Día en UTC: use src/lib/limaTime.ts (limaToday, limaDayOf, limaDayStart/limaDayEnd, addDays) para el día de Lima. ' +
  '/ UTC day: use src/lib/limaTime.ts (limaToday, limaDayOf, limaDayStart/limaDayEnd, addDays) for the Lima day.';

const ON_ISO = "[callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString']";

/** `no-restricted-syntax` entries: `.toISOString().slice(0, 10)`, `.substring(0, 10)`, `.substr(…)`, `.split('T')[0]`. */
export const limaDaySyntax = [
  { selector: `CallExpression[callee.property.name=/^(slice|substring|substr)$/]${ON_ISO}`, message: MESSAGE },
  { selector: `CallExpression[callee.property.name='split']${ON_ISO}`, message: MESSAGE },
];
