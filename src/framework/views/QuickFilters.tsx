// Quick filters beside a generated list (react-admin's FilterList in a card): one click sets a ready-made filter,
// e.g. 'Prestadas' or 'Vencidos'. Hidden on small screens, where the filter button remains.
import type { ReactElement } from 'react';
import { Card, CardContent } from '@mui/material';
import { FilterList, FilterListItem } from 'react-admin';
import type { MessageKey } from '../../i18n/keys';

export interface QuickFilter {
  readonly label: MessageKey;
  /** The list filter it sets; a key set to undefined is cleared. */
  readonly value: Readonly<Record<string, unknown>>;
}

export function QuickFilters({
  title,
  icon,
  items,
}: {
  readonly title: MessageKey;
  readonly icon: ReactElement;
  readonly items: readonly QuickFilter[];
}) {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 200, display: { xs: 'none', md: 'block' }, alignSelf: 'flex-start' }}>
      <CardContent>
        <FilterList label={title} icon={icon}>
          {items.map((item) => (
            <FilterListItem key={item.label} label={item.label} value={item.value} />
          ))}
        </FilterList>
      </CardContent>
    </Card>
  );
}
