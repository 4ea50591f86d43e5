import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';

/** Mantine's Select (of string values) as its own module, so pages can load its dropdown code on first use. */
export default function SelectInput(props: SelectProps<string>) {
  return <Select<string> {...props} />;
}
