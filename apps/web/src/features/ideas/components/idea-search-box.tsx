import { Button, Group, Highlight, Loader, Paper, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { IdeaCard } from '@ideamatch/shared';
import { provinceName } from '@ideamatch/shared/provinces';
import type { ProvinceCode } from '@ideamatch/shared/provinces';
import { IconBulb, IconCategory, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useIdeaSuggestions } from '../api/get-idea-suggestions';
import { foldName, matchCategories, matchProvinces, SUGGEST_MIN_LENGTH } from '../utils/search-suggestions';
import type { IdeaCategory } from '../utils/search-suggestions';
import classes from './idea-search-box.module.css';

type IdeaSearchBoxProps = {
  /** The text searched now (the address's `q`); the box shows it and follows it when it changes. */
  value: string;
  /** Filters the plain form carries along when sent without JavaScript, by their address names. */
  hiddenFields?: Record<string, string>;
  /** Enter (or the button) on the text as typed. */
  onSearch: (q: string) => void;
  onPickCategory: (category: IdeaCategory) => void;
  /** A province, by its name in the page's language. */
  onPickPlace: (name: string) => void;
  /** The home hero's larger box, its label read only by screen readers. */
  isProminent?: boolean;
};

type Suggestion =
  | { kind: 'idea'; key: string; idea: IdeaCard }
  | { kind: 'category'; key: string; category: IdeaCategory }
  | { kind: 'place'; key: string; province: ProvinceCode };

/** How long typing must pause before ideas are asked for. */
const DEBOUNCE_MS = 250;

/**
 * The keyword box with search as you type (the WAI-ARIA combobox pattern with a listbox popup):
 * from two letters it suggests ideas (from the server), categories and provinces (matched here in
 * Thai and English, any case); arrows move through them, Enter or a click chooses, Escape closes.
 * It is a plain GET form to `/idea?q=`, so it searches without JavaScript too.
 */
export function IdeaSearchBox({
  value,
  hiddenFields = {},
  onSearch,
  onPickCategory,
  onPickPlace,
  isProminent = false,
}: IdeaSearchBoxProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = language === 'EN' ? 'en' : 'th';
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // The address changed (back button, a did-you-mean): show what is searched now.
    setShownValue(value);
    setText(value);
  }
  const [isOpen, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const typed = text.trim();
  const isLongEnough = [...foldName(typed)].length >= SUGGEST_MIN_LENGTH;
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const isDebouncedLongEnough = [...foldName(debounced)].length >= SUGGEST_MIN_LENGTH;
  const ideas = useIdeaSuggestions(debounced, isOpen && isDebouncedLongEnough);
  const isLoadingIdeas = isLongEnough && (debounced !== typed || ideas.isFetching);

  const suggestions: Suggestion[] = isLongEnough
    ? [
        ...(ideas.data?.result ?? []).map((idea) => ({ kind: 'idea' as const, key: `idea-${idea.id}`, idea })),
        ...matchCategories(typed).map((category) => ({
          kind: 'category' as const,
          key: `category-${category}`,
          category,
        })),
        ...matchProvinces(typed).map((province) => ({ kind: 'place' as const, key: `place-${province}`, province })),
      ]
    : [];
  const isShown = isOpen && isLongEnough;
  const isExpanded = isShown && suggestions.length > 0;
  const active = isExpanded ? suggestions.find((suggestion) => suggestion.key === activeKey) : undefined;
  const optionId = (key: string) => `${baseId}-${key}`;

  const activeId = active ? optionId(active.key) : undefined;

  // The active option stays in view as the arrows move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    if (suggestion.kind === 'idea') {
      void navigate(`/idea/${suggestion.idea.id}`);
    } else if (suggestion.kind === 'category') {
      setText('');
      onPickCategory(suggestion.category);
    } else {
      const name = provinceName(suggestion.province, locale);
      setText(name);
      onPickPlace(name);
    }
  };

  const move = (step: 1 | -1) => {
    if (!suggestions.length) return;
    const index = active ? suggestions.indexOf(active) : step === 1 ? -1 : suggestions.length;
    const next = (index + step + suggestions.length) % suggestions.length;
    setActiveKey(suggestions[next]!.key);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isShown) {
        setOpen(true);
        setActiveKey(null);
        return;
      }
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (isShown) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    onSearch(typed);
  };

  const status = !isShown
    ? ''
    : suggestions.length
      ? t('ideaSearch.count', { count: suggestions.length })
      : isLoadingIdeas
        ? t('ideaSearch.loading')
        : t('ideaSearch.empty', { q: typed });

  /** What an option is called: its visible text, without the marks of the typed letters. */
  const nameOf = (suggestion: Suggestion): string =>
    suggestion.kind === 'idea'
      ? `${suggestion.idea.name}, ${t(`categories.${suggestion.idea.category}`)}`
      : suggestion.kind === 'category'
        ? t(`categories.${suggestion.category}`)
        : provinceName(suggestion.province, locale);

  const group = (kind: Suggestion['kind'], title: string, render: (s: Suggestion) => ReactNode) => {
    const items = suggestions.filter((suggestion) => suggestion.kind === kind);
    if (!items.length) return null;
    const titleId = `${baseId}-${kind}-title`;
    return (
      <div role="group" aria-labelledby={titleId} className={classes.group}>
        <Text id={titleId} role="presentation" className={classes.groupTitle}>
          {title}
        </Text>
        {items.map((suggestion) => (
          <div
            key={suggestion.key}
            id={optionId(suggestion.key)}
            role="option"
            aria-label={nameOf(suggestion)}
            aria-selected={suggestion === active}
            data-active={suggestion === active || undefined}
            className={classes.option}
            // The input keeps the focus (and the list stays open) while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveKey(suggestion.key)}
            onClick={() => choose(suggestion)}
          >
            {render(suggestion)}
          </div>
        ))}
      </div>
    );
  };

  return (
    <form
      role="search"
      method="get"
      action="/idea"
      aria-label={t('ideaSearch.label')}
      onSubmit={handleSubmit}
      className={classes.form}
      data-prominent={isProminent || undefined}
    >
      {Object.entries(hiddenFields).map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <div className={classes.row}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <div className={classes.field}>
            <TextInput
              id={inputId}
              name="q"
              // A text box: HTML allows the combobox role on a text input, not on type="search".
              type="text"
              inputMode="search"
              enterKeyHint="search"
              size={isProminent ? 'lg' : 'md'}
              radius={isProminent ? 'xl' : 'md'}
              label={isProminent ? <VisuallyHidden>{t('filters.q')}</VisuallyHidden> : t('filters.q')}
              placeholder={t('filters.qPlaceholder')}
              leftSection={<IconSearch size={18} aria-hidden />}
              rightSection={isShown && isLoadingIdeas ? <Loader size="xs" aria-hidden /> : null}
              value={text}
              maxLength={100}
              autoComplete="off"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={isExpanded}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setActiveKey(null);
                setOpen(true);
              }}
              onClick={() => setOpen(true)}
              onBlur={close}
              onKeyDown={handleKeyDown}
              classNames={{ input: classes.input }}
              data-testid="idea-search-input"
            />
          </div>
          <Button
            type="submit"
            size={isProminent ? 'lg' : 'md'}
            radius={isProminent ? 'xl' : 'md'}
            // On the hero's coloured background a white button stands out, as its other buttons do.
            variant={isProminent ? 'white' : 'filled'}
            className={classes.submit}
            aria-label={t('ideaSearch.label')}
          >
            <IconSearch size={18} aria-hidden className={classes.submitIcon} />
            <span className={classes.submitText}>{t('filters.search')}</span>
          </Button>
        </Group>
        <Paper
          className={classes.popup}
          shadow="lg"
          withBorder
          radius="md"
          hidden={!isShown}
          data-testid="idea-search-popup"
        >
          <div id={listboxId} role="listbox" aria-label={t('ideaSearch.suggestions')}>
            {group(
              'idea',
              // Ideas found for a corrected spelling say so (what was typed found none).
              ideas.data?.correctedQuery
                ? t('ideaSearch.ideasFor', { q: ideas.data.correctedQuery })
                : t('ideaSearch.ideas'),
              (s) =>
                s.kind === 'idea' ? (
                  <Group gap="sm" wrap="nowrap">
                    <IconBulb size={18} aria-hidden className={classes.icon} />
                    <div className={classes.optionText}>
                      <Highlight highlight={typed} size="sm" fw={600} lineClamp={2}>
                        {s.idea.name}
                      </Highlight>
                      <Text size="xs" c="dimmed" truncate>
                        {t(`categories.${s.idea.category}`)}
                      </Text>
                    </div>
                  </Group>
                ) : null,
            )}
            {group('category', t('ideaSearch.categories'), (s) =>
              s.kind === 'category' ? (
                <Group gap="sm" wrap="nowrap">
                  <IconCategory size={18} aria-hidden className={classes.icon} />
                  <Highlight highlight={typed} size="sm">
                    {t(`categories.${s.category}`)}
                  </Highlight>
                </Group>
              ) : null,
            )}
            {group('place', t('ideaSearch.places'), (s) =>
              s.kind === 'place' ? (
                <Group gap="sm" wrap="nowrap">
                  <IconMapPin size={18} aria-hidden className={classes.icon} />
                  <Highlight highlight={typed} size="sm">
                    {provinceName(s.province, locale)}
                  </Highlight>
                  <Text size="xs" c="dimmed" aria-hidden>
                    {provinceName(s.province, locale === 'th' ? 'en' : 'th')}
                  </Text>
                </Group>
              ) : null,
            )}
          </div>
          {isShown && !suggestions.length && (
            <Text size="sm" c="dimmed" className={classes.message} data-testid="idea-search-message">
              {isLoadingIdeas ? t('ideaSearch.loading') : t('ideaSearch.empty', { q: typed })}
            </Text>
          )}
        </Paper>
      </div>
      <VisuallyHidden role="status" aria-live="polite" data-testid="idea-search-status">
        {status}
      </VisuallyHidden>
    </form>
  );
}
