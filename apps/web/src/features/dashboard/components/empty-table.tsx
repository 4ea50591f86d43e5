import { Box, Paper, ScrollArea, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';

type EmptyTableProps = {
  caption: string;
  columns: string[];
  icon: ReactNode;
  emptyTitle: string;
  emptyBody: string;
  /** Search box, filters or buttons above the table. */
  toolbar?: ReactNode;
};

/** A management table with its headers and an empty state below them. */
export function EmptyTable({ caption, columns, icon, emptyTitle, emptyBody, toolbar }: EmptyTableProps) {
  return (
    <Paper withBorder p={0}>
      {toolbar && <Box p="md">{toolbar}</Box>}
      <ScrollArea>
        <Table miw={640} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Caption hidden>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        </Table>
      </ScrollArea>
      {/* Outside the scrolling table so the message stays centred and whole on a phone. */}
      <Box py="xl" px="md">
        <EmptyPanel isFrameless icon={icon} title={emptyTitle} description={emptyBody} />
      </Box>
    </Paper>
  );
}
