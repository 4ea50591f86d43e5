import { SimpleGrid as MantineSimpleGrid } from '@mantine/core';
import type { SimpleGridProps } from '@mantine/core';
import classes from './simple-grid.module.css';

/**
 * Mantine's SimpleGrid in a box of its own that takes no part in the layout (`display: contents`).
 * SimpleGrid renders its column rules as a `<style>` element just before the grid; in the body such
 * an element is valid HTML only as its parent's first child, which the box makes it.
 */
export function SimpleGrid(props: SimpleGridProps) {
  return (
    <div className={classes.contents}>
      <MantineSimpleGrid {...props} />
    </div>
  );
}
