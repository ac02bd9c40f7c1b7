// Argumentos de venta: one page, edited in place (no separate form or detail pages).
import type { ResourceViews } from '../../framework/resource';
import { InlineArguments } from './InlineArguments';

const views: ResourceViews = { list: InlineArguments, create: InlineArguments, edit: InlineArguments, show: InlineArguments };

export default views;
