// Mantine's tooltip (and the floating-ui code it positions with) as a chunk of its own: see `InfoHint`.
export { Tooltip as default } from '@mantine/core';
