// The known districts (name + INEI ubigeo), handed in by the app: the framework names no country's districts.
export interface KnownDistrict {
  readonly nombre: string;
  readonly ubigeo: string;
}

let catalog: readonly KnownDistrict[] = [];

/** Called once by the app (src/resources/common.ts) before any schema is used. */
export function setDistrictCatalog(list: readonly KnownDistrict[]): void {
  catalog = list;
}

export function districtCatalog(): readonly KnownDistrict[] {
  return catalog;
}
