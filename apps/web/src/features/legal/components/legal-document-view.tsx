import { Anchor, Container, List, Paper, Stack, Text, Title, rem } from '@mantine/core';
import type { LegalDocument, LegalLabels } from '../content/types';
import { LegalText } from './legal-text';

const CONTENTS_HEADING_ID = 'legal-contents';

type LegalDocumentViewProps = {
  content: LegalDocument;
  labels: LegalLabels;
};

/**
 * A legal document: its title (the page's only h1), effective date, introduction, a table of
 * contents linking to each section, then the numbered sections as h2 headings.
 */
export function LegalDocumentView({ content, labels }: LegalDocumentViewProps) {
  const { title, effectiveDate, intro, sections } = content;

  return (
    <Container
      component="article"
      size="md"
      px="md"
      py={{ base: 'lg', sm: 'xl' }}
      style={{ overflowWrap: 'break-word' }}
    >
      <Stack gap="xl">
        <Stack component="header" gap="xs">
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            {labels.effectiveDate}: {effectiveDate}
          </Text>
          <Text>{intro}</Text>
        </Stack>

        <Paper component="nav" aria-labelledby={CONTENTS_HEADING_ID} withBorder radius="md" p="md">
          <Text id={CONTENTS_HEADING_ID} fw={700} mb="xs">
            {labels.contents}
          </Text>
          <List type="ordered" size="sm" spacing={6} withPadding>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>

        {sections.map((section, index) => (
          <Stack key={section.id} component="section" aria-labelledby={section.id} gap="sm">
            <Title
              order={2}
              size="h3"
              id={section.id}
              // Leaves room for the sticky header when the page jumps to a section.
              style={{ scrollMarginTop: rem(80) }}
            >
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <Text key={paragraphIndex}>
                <LegalText text={paragraph} />
              </Text>
            ))}
            {section.items && section.items.length > 0 && (
              <List spacing="xs" withPadding>
                {section.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>
                    <LegalText text={item} />
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
