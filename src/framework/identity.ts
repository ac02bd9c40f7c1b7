/** The logged-in user as the browser keeps it in local storage under `identity` (seed §3); the server builds it. */
export interface Identity {
  readonly sub: number;
  readonly nombre: string;
  readonly apellido: string;
  readonly tipo: string;
  readonly imagenmini: string;
  readonly usuario?: string;
  readonly email?: string;
}
