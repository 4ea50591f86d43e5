import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-panel.module.css';

type EmptyPanelProps = {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** Without the dashed frame, for use inside another card. */
  isFrameless?: boolean;
};

/** Empty state of a list or a page whose content has not arrived yet. */
export function EmptyPanel({ icon, title, description, actions, isFrameless }: EmptyPanelProps) {
  const content = (
    <EmptyState variant="light" size="md" icon={icon} title={title} description={description}>
      {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
    </EmptyState>
  );
  if (isFrameless) return content;
  return (
    <Paper className={classes.frame} py={{ base: 40, sm: 64 }} px="md">
      {content}
    </Paper>
  );
}
