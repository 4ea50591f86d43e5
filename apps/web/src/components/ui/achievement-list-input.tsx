import { ActionIcon, Button, Group, Stack, TextInput, type TextInputProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import classes from './achievement-list-input.module.css';

export type AchievementListLabels = {
  /** The list's legend, e.g. "Accomplishments". */
  legend: string;
  /** Accessible name of row `index` (1-based), e.g. "Accomplishment 2". */
  item: (index: number) => string;
  /** Accessible name of row `index`'s remove button. */
  remove: (index: number) => string;
  add: string;
  placeholder: string;
};

type AchievementListInputProps = {
  /** How many rows there are. */
  count: number;
  labels: AchievementListLabels;
  /** Props of row `index`'s text input (value, onChange, translated error …), from the form. */
  inputProps: (index: number) => TextInputProps;
  /** A stable key of row `index` (`form.key('achievements.<index>')`). */
  rowKey: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** At least one row is required: the legend gets an asterisk and the last row cannot be removed. */
  isRequired?: boolean;
  maxRows: number;
  maxLength: number;
  disabled?: boolean;
};

/** An editable list of achievements: one text box per row, remove buttons, and "add" up to `maxRows`. */
export function AchievementListInput({
  count,
  labels,
  inputProps,
  rowKey,
  onAdd,
  onRemove,
  isRequired = false,
  maxRows,
  maxLength,
  disabled = false,
}: AchievementListInputProps) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>
        {labels.legend}
        {isRequired && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </legend>
      <Stack gap="xs">
        {Array.from({ length: count }, (_, index) => (
          <Group key={rowKey(index)} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={labels.item(index + 1)}
              placeholder={labels.placeholder}
              maxLength={maxLength}
              {...inputProps(index)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={labels.remove(index + 1)}
              disabled={disabled || (isRequired && count <= 1)}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || count >= maxRows}
          onClick={onAdd}
        >
          {labels.add}
        </Button>
      </Stack>
    </fieldset>
  );
}
