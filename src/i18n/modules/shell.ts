// Spanish texts of the shell: the settings panel, 'volver arriba', the horizontal menu.

export const shellMessages = {
  ajustes: 'Ajustes de apariencia',
  abrir_ajustes: 'Abrir ajustes de apariencia',
  cerrar_ajustes: 'Cerrar ajustes',
  volver_arriba: 'Volver arriba',
  menu_principal: 'Menú principal',
  menu_mas: 'Más',
  restablecer: 'Restablecer todo',
  restablecido: 'Se restableció la apariencia predeterminada.',
  color_primario: 'Color principal',
  color_fondo: 'Color de fondo',
  grupos: {
    direccion: 'Dirección',
    menu: 'Menú',
    modo: 'Tema',
    estiloMenu: 'Estilo del menú',
    estiloCabecera: 'Estilo de la cabecera',
    ancho: 'Ancho',
    posicion: 'Posición',
  },
  opciones: {
    direccion: { ltr: 'Izquierda a derecha', rtl: 'Derecha a izquierda' },
    menu: { vertical: 'Vertical', horizontal: 'Horizontal', 'horizontal-hover': 'Horizontal (al pasar)' },
    modo: { light: 'Claro', dark: 'Oscuro' },
    estiloMenu: { light: 'Claro', color: 'Color', dark: 'Oscuro', gradient: 'Degradado' },
    estiloCabecera: { light: 'Claro', color: 'Color', dark: 'Oscuro', gradient: 'Degradado' },
    ancho: { full: 'Completo', boxed: 'Encajonado' },
    posicion: { fixed: 'Fija', scrollable: 'Desplazable' },
  },
};
