import type { TranslationMessages } from 'react-admin';

/**
 * Strict shape of a react-admin message catalogue.
 *
 * `ra-language-english` declares its default export as `TranslationMessages`, so
 * `typeof englishMessages` is that loose type: it carries `[key: string]` index
 * signatures at almost every level and marks `guesser`/`configurable` as optional.
 * Checking against it would let missing or misspelt keys go unnoticed.
 *
 * `StrictCatalogue` derives the exact key tree from that type instead: it drops the
 * index signatures, makes every key required and requires every leaf to be a string.
 * With `satisfies`, a missing key or an extra (for example, misspelt) key fails typecheck.
 * `tests/unit/i18n.test.ts` also checks the keys against the real English object at
 * runtime, so keys the upstream type does not list yet are caught as well.
 */
export type StrictCatalogue<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : StrictCatalogue<NonNullable<T[K]>>;
};

export type RaMessageCatalogue = StrictCatalogue<TranslationMessages>;

/**
 * react-admin UI messages in Spanish (Peru, es-PE).
 * Uses the "usted" form and the wording common in Peruvian business software.
 * Polyglot variables (`%{…}`) and plural forms (` |||| `) match `ra-language-english`.
 */
export const raSpanish = {
  ra: {
    action: {
      add_filter: 'Agregar filtro',
      add: 'Agregar',
      back: 'Regresar',
      bulk_actions: '%{smart_count} elemento seleccionado |||| %{smart_count} elementos seleccionados',
      cancel: 'Cancelar',
      clear_array_input: 'Vaciar la lista',
      clear_input_value: 'Borrar valor',
      clone: 'Duplicar',
      confirm: 'Confirmar',
      create: 'Crear',
      create_item: 'Crear %{item}',
      delete: 'Eliminar',
      edit: 'Editar',
      export: 'Exportar',
      list: 'Listado',
      refresh: 'Recargar',
      remove_filter: 'Quitar este filtro',
      remove_all_filters: 'Quitar todos los filtros',
      remove: 'Quitar',
      reset: 'Restablecer',
      save: 'Guardar',
      search: 'Buscar',
      search_columns: 'Buscar columnas',
      select_all: 'Seleccionar todo',
      select_all_button: 'Seleccionar todos',
      select_row: 'Seleccionar esta fila',
      show: 'Ver',
      sort: 'Ordenar',
      undo: 'Deshacer',
      unselect: 'Quitar selección',
      expand: 'Expandir',
      close: 'Cerrar',
      open_menu: 'Abrir menú',
      close_menu: 'Cerrar menú',
      update: 'Actualizar',
      move_up: 'Mover hacia arriba',
      move_down: 'Mover hacia abajo',
      open: 'Abrir',
      toggle_theme: 'Cambiar entre modo claro y oscuro',
      select_columns: 'Columnas',
      update_application: 'Recargar la aplicación',
    },
    boolean: {
      true: 'Sí',
      false: 'No',
      null: ' ',
    },
    page: {
      create: 'Crear %{name}',
      dashboard: 'Panel de control',
      edit: '%{name} %{recordRepresentation}',
      error: 'Ocurrió un error',
      list: '%{name}',
      loading: 'Cargando',
      not_found: 'No encontrado',
      show: '%{name} %{recordRepresentation}',
      empty: 'Todavía no hay %{name}.',
      invite: '¿Desea agregar un registro?',
      access_denied: 'Acceso denegado',
      authentication_error: 'Error de autenticación',
    },
    input: {
      file: {
        upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
        upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
      },
      image: {
        upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
        upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
      },
      references: {
        all_missing: 'No se encontraron los datos de referencia.',
        many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
        single_missing: 'La referencia asociada ya no parece estar disponible.',
      },
      password: {
        toggle_visible: 'Ocultar contraseña',
        toggle_hidden: 'Mostrar contraseña',
      },
    },
    message: {
      about: 'Acerca de',
      access_denied: 'No tiene los permisos necesarios para acceder a esta página',
      are_you_sure: '¿Está seguro?',
      authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
      auth_error: 'Ocurrió un error al validar el token de autenticación.',
      bulk_delete_content:
        '¿Está seguro de que desea eliminar este registro de %{name}? |||| ¿Está seguro de que desea eliminar estos %{smart_count} registros?',
      bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
      bulk_update_content:
        '¿Está seguro de que desea actualizar %{name} %{recordRepresentation}? |||| ¿Está seguro de que desea actualizar estos %{smart_count} registros?',
      bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
      clear_array_input: '¿Está seguro de que desea vaciar toda la lista?',
      delete_content: '¿Está seguro de que desea eliminar este registro de %{name}?',
      delete_title: 'Eliminar %{name} %{recordRepresentation}',
      details: 'Detalles',
      error: 'Ocurrió un error en el cliente y no se pudo completar su solicitud.',
      invalid_form: 'El formulario no es válido. Por favor, revise los errores.',
      loading: 'Por favor, espere',
      no: 'No',
      // react-admin's NotFound page adds the final period itself.
      not_found: 'La dirección que ingresó es incorrecta o el enlace que siguió no es válido',
      select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max} elementos.',
      unsaved_changes: 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?',
      yes: 'Sí',
      placeholder_data_warning: 'Problema de red: no se pudieron actualizar los datos.',
    },
    navigation: {
      clear_filters: 'Limpiar filtros',
      no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
      no_results: 'No se encontraron %{name}',
      no_more_results: 'La página %{page} está fuera de rango. Intente con la página anterior.',
      page_out_of_boundaries: 'La página %{page} está fuera de rango',
      page_out_from_end: 'No se puede avanzar más allá de la última página',
      page_out_from_begin: 'No se puede retroceder antes de la página 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
      current_page: 'Página %{page}',
      page: 'Ir a la página %{page}',
      first: 'Ir a la primera página',
      last: 'Ir a la última página',
      next: 'Ir a la página siguiente',
      previous: 'Ir a la página anterior',
      page_rows_per_page: 'Filas por página:',
      skip_nav: 'Saltar al contenido',
    },
    sort: {
      sort_by: 'Ordenar por %{field_lower_first} en orden %{order}',
      ASC: 'ascendente',
      DESC: 'descendente',
    },
    auth: {
      auth_check_error: 'Por favor, inicie sesión para continuar',
      user_menu: 'Perfil',
      username: 'Usuario',
      password: 'Contraseña',
      email: 'Correo electrónico',
      sign_in: 'Iniciar sesión',
      sign_in_error: 'Error de autenticación. Por favor, inténtelo nuevamente.',
      logout: 'Cerrar sesión',
    },
    notification: {
      updated: 'Registro actualizado |||| %{smart_count} registros actualizados',
      created: 'Registro creado',
      deleted: 'Registro eliminado |||| %{smart_count} registros eliminados',
      bad_item: 'Registro incorrecto',
      item_doesnt_exist: 'El registro no existe',
      http_error: 'Error de comunicación con el servidor',
      data_provider_error: 'Error del dataProvider. Revise la consola para ver los detalles.',
      i18n_error: 'No se pudieron cargar las traducciones del idioma especificado',
      canceled: 'Acción cancelada',
      logged_out: 'Su sesión ha finalizado. Por favor, vuelva a iniciar sesión.',
      not_authorized: 'No está autorizado para acceder a este recurso.',
      application_update_available: 'Hay una nueva versión disponible.',
      offline: 'Sin conexión. No se pudieron obtener los datos.',
    },
    validation: {
      required: 'Obligatorio',
      minLength: 'Debe tener al menos %{min} caracteres',
      maxLength: 'Debe tener como máximo %{max} caracteres',
      minValue: 'Debe ser como mínimo %{min}',
      maxValue: 'Debe ser como máximo %{max}',
      number: 'Debe ser un número',
      email: 'Debe ser un correo electrónico válido',
      oneOf: 'Debe ser uno de los siguientes valores: %{options}',
      regex: 'Debe coincidir con un formato específico (regexp): %{pattern}',
      unique: 'Debe ser único',
    },
    saved_queries: {
      label: 'Consultas guardadas',
      query_name: 'Nombre de la consulta',
      new_label: 'Guardar la consulta actual...',
      new_dialog_title: 'Guardar la consulta actual como',
      remove_label: 'Eliminar consulta guardada',
      remove_label_with_name: 'Eliminar la consulta "%{name}"',
      remove_dialog_title: '¿Eliminar la consulta guardada?',
      remove_message: '¿Está seguro de que desea eliminar este elemento de su lista de consultas guardadas?',
      help: 'Filtre la lista y guarde esta consulta para usarla más adelante',
    },
    guesser: {
      empty: {
        title: 'No hay datos para mostrar',
        message: 'Por favor, revise su proveedor de datos (dataProvider)',
      },
    },
    configurable: {
      customize: 'Personalizar',
      configureMode: 'Configurar esta página',
      inspector: {
        title: 'Inspector',
        content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
        reset: 'Restablecer configuración',
        hideAll: 'Ocultar todo',
        showAll: 'Mostrar todo',
      },
      Datagrid: {
        title: 'Tabla de datos',
        unlabeled: 'Columna sin etiqueta #%{column}',
      },
      SimpleForm: {
        title: 'Formulario',
        unlabeled: 'Campo sin etiqueta #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Texto principal',
        secondaryText: 'Texto secundario',
        tertiaryText: 'Texto terciario',
      },
    },
  },
} satisfies RaMessageCatalogue;
