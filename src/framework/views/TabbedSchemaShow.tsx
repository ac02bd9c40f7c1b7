// A show view in tabs: the record's data in the schema's sections, module-specific tabs, and — when the module
// keeps a change log and the user may read it — the record's history.
import { msg, type MessageKey } from '../../i18n/keys';
import type { ReactElement } from 'react';
import { Labeled, Show, TabbedShowLayout, useCanAccess } from 'react-admin';
import { useT } from '../../i18n/useT';
import type { ModuleSchema } from '../schema';
import { DateText } from './fields';
import { RelatedList } from './related';
import { SectionedFields } from './sections';
import { RecordActions } from './RecordActions';

export interface ShowTab {
  readonly label: MessageKey;
  readonly path: string;
  readonly content: ReactElement;
}

export function TabbedSchemaShow({
  schema,
  log,
  actions,
  tabs = [],
}: {
  readonly schema: ModuleSchema;
  /** The module of the record's change log (schema.changeLog), handed in by the module: the framework knows no registry. */
  readonly log?: ModuleSchema;
  readonly actions?: ReactElement;
  readonly tabs?: readonly ShowTab[];
}) {
  const translate = useT();
  // TabbedShowLayout needs its Tab elements as direct children: decide here whether the history tab exists.
  const { canAccess: canReadLog } = useCanAccess({ resource: log?.name ?? schema.name, action: 'list' });
  return (
    <Show title={schema.label.one} actions={<RecordActions schema={schema} extra={actions} kind="show" />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label={translate('app.show.datos')}>
          <SectionedFields schema={schema} />
          <Labeled label={msg('app.framework.actualizado_en')}>
            <DateText source="actualizado_en" withTime />
          </Labeled>
        </TabbedShowLayout.Tab>
        {tabs.map((tab) => (
          <TabbedShowLayout.Tab key={tab.path} label={translate(tab.label)} path={tab.path}>
            {tab.content}
          </TabbedShowLayout.Tab>
        ))}
        {log && canReadLog ? (
          <TabbedShowLayout.Tab label={translate('app.show.historial')} path="historial">
            <RelatedList schema={log} target="id_registro" empty="app.show.sin_historial" />
          </TabbedShowLayout.Tab>
        ) : null}
      </TabbedShowLayout>
    </Show>
  );
}
