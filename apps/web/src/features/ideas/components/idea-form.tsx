import { Alert, Button, Group, Loader, Modal, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IDEA_CATEGORIES } from '@ideamatch/shared/constants';
import { IconDeviceFloppy, IconHistory, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { charLimit } from '../../../components/ui/char-limit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AchievementListInput } from '../../../components/ui/achievement-list-input';
import { formError, parseFieldErrors } from '../../../lib/errors';
import { notifyErrorKey, notifySuccess } from '../../../lib/notify';
import { offerInstallOnce } from '../../../lib/install-offer';
import { ideaKeys } from '../api/idea-keys';
import { createIdea, updateIdea } from '../api/save-idea';
import { UploadsFailedError, useGalleryUploads } from '../api/use-gallery-uploads';
import type { UploadAcl } from '../api/use-gallery-uploads';
import type { IdeaDetail } from '@ideamatch/shared';
import { IDEA_LIMITS } from '@ideamatch/shared/schemas/idea';
import {
  clearDraft,
  draftKey,
  EMPTY_IDEA_FORM,
  ideaFormRules,
  isIdeaFormDirty,
  loadDraft,
  saveDraft,
  toCreateBody,
  toIdeaFormValues,
  toUpdateBody,
} from '../utils/idea-form-values';
import type { IdeaFormValues } from '../utils/idea-form-values';
import { IdeaGalleryInput } from './idea-gallery-input';
import { VisibilityField } from './visibility-field';
import { useSession } from '../../auth/hooks/use-session';

type IdeaFormProps = { idea: IdeaDetail | null };

/** A confidential idea's images go up private: the server makes the cover public on save. */
const aclOf = (values: IdeaFormValues): UploadAcl => (values.visibility === 'confidential' ? 'private' : 'public');

/** Server field names as form paths: the same but for achievements (`achievements.1` → `achievements.1.name`). */
function toFormErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(parseFieldErrors(error)).map(([field, message]) => {
      const achievement = /^achievements\.(\d+)/.exec(field);
      if (achievement) return [`achievements.${achievement[1]}.name`, 'IDEA_ACHIEVEMENT_EMPTY'];
      return [field, message];
    }),
  );
}

/**
 * Create and edit form of an idea. Each image is uploaded as soon as it is picked; posting waits for
 * those still running, then posts or patches the idea with their keys. The draft lives in local
 * storage until it is saved.
 */
export function IdeaForm({ idea }: IdeaFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A draft is the signed-in account's own: another account on this browser never sees it.
  const accountId = useSession().profile?.id;
  const storageKey = draftKey(accountId, idea?.id ?? null);
  const [initial] = useState<IdeaFormValues>(() => (idea ? toIdeaFormValues(idea) : EMPTY_IDEA_FORM));
  const [restored] = useState(() => loadDraft(storageKey));
  const [isDraftNoticeShown, setIsDraftNoticeShown] = useState(restored !== null);
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [isWaitingForUploads, setIsWaitingForUploads] = useState(false);
  const uploads = useGalleryUploads();
  const form = useForm<IdeaFormValues>({
    initialValues: restored ?? initial,
    validate: ideaFormRules,
    onValuesChange: (values) => {
      if (isIdeaFormDirty(initial, values)) saveDraft(storageKey, values);
      else clearDraft(storageKey);
    },
  });
  const inputProps = (path: string) => ({ ...form.getInputProps(path), error: formError(form.errors[path]) });

  const save = useMutation({
    mutationFn: async (values: IdeaFormValues) => {
      // Only the uploads still running are waited for; the gallery stays editable meanwhile, so it is
      // read again once they are done.
      setIsWaitingForUploads(true);
      let uploaded: Map<string, string>;
      try {
        uploaded = await uploads.settle(() => form.getValues().ideaAttachments, aclOf(values));
      } finally {
        setIsWaitingForUploads(false);
      }
      const latest = { ...values, ideaAttachments: form.getValues().ideaAttachments };
      const keys = latest.ideaAttachments.map((item) => item.key ?? uploaded.get(item.uid) ?? '').filter(Boolean);
      if (!idea) return createIdea(toCreateBody(latest, keys));
      const changes = toUpdateBody(idea, latest, keys);
      return Object.keys(changes).length ? updateIdea(idea.id, changes) : idea;
    },
    onSuccess: async (saved) => {
      clearDraft(storageKey);
      await queryClient.invalidateQueries({ queryKey: ideaKeys.all });
      notifySuccess(t(idea ? 'ideaForm.updated' : 'ideaForm.created'));
      // A good moment to offer the app on the home screen: their first idea is out.
      if (!idea) offerInstallOnce();
      void navigate(`/idea/${saved?.id ?? idea?.id ?? ''}`);
    },
    onError: (error) => {
      // Left the form while waiting: nothing to tell.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof UploadsFailedError) {
        form.setFieldError('ideaAttachments', 'IDEA_IMAGES_NOT_UPLOADED');
        return;
      }
      const fieldErrors = toFormErrors(error);
      form.setErrors(fieldErrors);
      notifyErrorKey(idea ? 'updateIdeaFailed' : 'createIdeaFailed');
    },
  });

  const leave = () => {
    clearDraft(storageKey);
    void navigate(idea ? `/idea/${idea.id}` : '/idea');
  };
  const handleCancel = () => (isIdeaFormDirty(initial, form.getValues()) ? setIsConfirmingCancel(true) : leave());
  const values = form.getValues();
  // Saving the idea itself; while it only waits for uploads, the gallery and Cancel stay usable.
  const isPending = save.isPending && !isWaitingForUploads;
  const changeGallery = (next: IdeaFormValues['ideaAttachments']) => {
    form.setFieldValue('ideaAttachments', next);
    uploads.sync(next, aclOf(form.getValues()));
  };

  return (
    <form onSubmit={form.onSubmit((next) => save.mutate(next))} noValidate>
      <Stack gap="lg">
        {isDraftNoticeShown && (
          <Alert
            color="brand"
            variant="light"
            icon={<IconHistory size={18} aria-hidden />}
            title={t('ideaForm.draftRestored')}
            withCloseButton
            closeButtonLabel={t('ideaForm.keepDraft')}
            onClose={() => setIsDraftNoticeShown(false)}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('ideaForm.draftRestoredBody')}</Text>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  clearDraft(storageKey);
                  form.setValues(initial);
                  form.resetDirty(initial);
                  // Images picked since are dropped, so their uploads stop.
                  uploads.sync(initial.ideaAttachments, aclOf(initial));
                  setIsDraftNoticeShown(false);
                }}
              >
                {t('ideaForm.discardDraft')}
              </Button>
            </Group>
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <TextInput
              label={t('ideaForm.name')}
              placeholder={t('ideaForm.namePlaceholder')}
              withAsterisk
              {...inputProps('name')}
              {...charLimit(values.name, IDEA_LIMITS.nameMax)}
              key={form.key('name')}
            />
            <Select
              label={t('ideaForm.category')}
              placeholder={t('ideaForm.categoryPlaceholder')}
              withAsterisk
              data={IDEA_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
              allowDeselect={false}
              {...inputProps('categoryId')}
              key={form.key('categoryId')}
            />
            <Textarea
              label={t('ideaForm.description')}
              placeholder={t('ideaForm.descriptionPlaceholder')}
              withAsterisk
              autosize
              minRows={2}
              maxRows={5}
              {...inputProps('description')}
              {...charLimit(values.description, IDEA_LIMITS.descriptionMax)}
              key={form.key('description')}
            />
            <AchievementListInput
              count={values.achievements.length}
              labels={{
                legend: t('ideaForm.achievements'),
                item: (index) => t('ideaForm.achievementLabel', { index }),
                remove: (index) => t('ideaForm.removeAchievement', { index }),
                add: t('ideaForm.addAchievement'),
                placeholder: t('ideaForm.achievementPlaceholder'),
              }}
              inputProps={(index) => inputProps(`achievements.${index}.name`)}
              rowKey={(index) => form.key(`achievements.${index}`)}
              onAdd={() => form.insertListItem('achievements', { name: '' })}
              onRemove={(index) => form.removeListItem('achievements', index)}
              maxRows={IDEA_LIMITS.achievementsMax}
              maxLength={IDEA_LIMITS.achievementMax}
            />
            <Textarea
              label={t('ideaForm.detail')}
              placeholder={t('ideaForm.detailPlaceholder')}
              autosize
              minRows={5}
              maxRows={14}
              {...inputProps('detail')}
              {...charLimit(values.detail, IDEA_LIMITS.detailMax)}
              key={form.key('detail')}
            />
            <Textarea
              label={`${t('ideaForm.businessModel')} (${t('ideaForm.optional')})`}
              placeholder={t('ideaForm.businessModelPlaceholder')}
              autosize
              minRows={3}
              maxRows={10}
              {...inputProps('businessModel')}
              {...charLimit(values.businessModel, IDEA_LIMITS.businessModelMax)}
              key={form.key('businessModel')}
            />
            <IdeaGalleryInput
              value={values.ideaAttachments}
              onChange={changeGallery}
              error={form.errors.ideaAttachments ? String(form.errors.ideaAttachments) : null}
              onError={(message) => form.setFieldError('ideaAttachments', message)}
              disabled={isPending}
              uploads={uploads.states}
              onRetry={(item) => {
                form.clearFieldError('ideaAttachments');
                uploads.retry(item, aclOf(form.getValues()));
              }}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <VisibilityField
            value={values.visibility}
            onChange={(next) => form.setFieldValue('visibility', next)}
            terms={values.accessTerms}
            onTermsChange={(next) => form.setFieldValue('accessTerms', next)}
            termsError={formError(form.errors.accessTerms)}
            disabled={save.isPending}
          />
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleCancel} disabled={isPending}>
            {idea ? t('ideaForm.cancelChange') : t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={isPending}
            disabled={isWaitingForUploads}
            leftSection={
              isWaitingForUploads ? (
                <Loader size={16} aria-hidden />
              ) : idea ? (
                <IconDeviceFloppy size={18} aria-hidden />
              ) : (
                <IconSend size={18} aria-hidden />
              )
            }
          >
            {isWaitingForUploads
              ? t('ideaForm.waitingForUploads', { count: Math.max(uploads.runningCount, 1) })
              : idea
                ? t('ideaForm.saveChange')
                : t('ideaForm.post')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isConfirmingCancel}
        onClose={() => setIsConfirmingCancel(false)}
        title={t('ideaForm.cancelTitle')}
        centered
        radius="lg"
      >
        <Text size="sm" c="dimmed">
          {t('ideaForm.cancelBody')}
        </Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setIsConfirmingCancel(false)} data-autofocus>
            {t('ideaForm.keepEditing')}
          </Button>
          <Button color="red" onClick={leave}>
            {t('ideaForm.discard')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
