// Autoresponder: the queue (list with estado chips and send / discard), the message detail, the edit form of the
// schema (asunto, cuerpo) with the same actions, and 'Nuevo' as the generate page.
import type { ResourceViews } from '../../framework/resource';
import { SchemaEdit } from '../../framework/views/ResourceViews';
import { DiscardButton, SendButton, useEditableMessage } from './actions';
import { AutoresponderList } from './AutoresponderList';
import { AutoresponderShow } from './AutoresponderShow';
import { GeneratePage } from './GeneratePage';
import schema from './schema';

const views: ResourceViews = {
  list: AutoresponderList,
  show: AutoresponderShow,
  create: GeneratePage,
  edit: () => (
    <SchemaEdit
      schema={schema}
      useWritable={useEditableMessage}
      extraActions={
        <>
          <SendButton />
          <DiscardButton />
        </>
      }
    />
  ),
};

export default views;
