// The agency settings (DOMAIN.md "Agency settings"): one value per key in the configuracion table.
// Plain data, shared by the settings screen and the server.
import type { FieldDef } from '../../../framework/schema';

export const SETTINGS = {
  agencia_nombre: { type: 'text', label: 'Nombre de la agencia', max: 120, default: 'Inmobiliaria Lima Norte & Sur S.A.C.' },
  agencia_ruc: { type: 'text', label: 'RUC', max: 11, default: '20601234565' },
  agencia_direccion: { type: 'text', label: 'Dirección', max: 200, default: 'Av. José Larco 1150, of. 402, Miraflores, Lima' },
  agencia_telefono: { type: 'phone', label: 'Teléfono', default: '(01) 445-7812' },
  agencia_email: { type: 'email', label: 'Correo', default: 'contacto@inmobiliaria.pe' },
  agencia_logo: { type: 'image', label: 'Logo' },
  url_presentacion: { type: 'url', label: 'Documento de presentación (enlace)', default: 'https://www.inmobiliaria.pe/presentacion.pdf' },
  tipo_cambio: { type: 'decimal', label: 'Tipo de cambio (S/ por US$)', min: 0.5, max: 20, default: 3.75 },
  smtp_host: { type: 'text', label: 'Servidor SMTP', max: 200 },
  smtp_port: { type: 'integer', label: 'Puerto SMTP', min: 1, max: 65535, default: 587 },
  smtp_secure: { type: 'boolean', label: 'SMTP con TLS directo (puerto 465)', default: false },
  smtp_user: { type: 'text', label: 'Usuario SMTP', max: 200 },
  smtp_pass: { type: 'password', label: 'Contraseña SMTP', writeOnly: true, min: 1, max: 200 },
  smtp_from: { type: 'email', label: 'Remitente de los correos', default: 'no-responder@inmobiliaria.pe' },
} as const satisfies Record<string, FieldDef>;

export type SettingKey = keyof typeof SETTINGS;
export type Settings = { [K in SettingKey]: string | number | boolean | null };
