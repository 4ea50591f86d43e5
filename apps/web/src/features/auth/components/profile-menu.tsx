import { IMAGE_SIZES } from '@ideamatch/shared/constants';
import { Badge, Box, Button, Divider, Group, Popover, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { displayName } from '@ideamatch/shared/format';
import { IconBookmark, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useAccountQuery } from '../../accounts/api/get-account';
import { useLogoutDialog } from '../hooks/use-logout-dialog';
import { useSession } from '../hooks/use-session';
import { useLiveSubAccountCounts } from '../hooks/use-live-sub-account-counts';
import { BackToMainAccountButton, SubAccountsSection } from './sub-accounts-section';
import classes from './profile-menu.module.css';

/** Avatar button of the header and its popover. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { profile, isLoading, isSubAccount } = useSession();
  const { openLogoutDialog } = useLogoutDialog();
  const [opened, { toggle, close }] = useDisclosure(false);
  useLiveSubAccountCounts();

  const subAccountInfo = profile?.subAccountInfo ?? null;
  const persona = useAccountQuery(subAccountInfo?.id ?? null).data;

  if (isLoading) return <Skeleton circle height={38} />;
  // In a sub-account session the popover shows the persona being acted as.
  const shown = subAccountInfo ? (persona ?? { ...subAccountInfo, profileImageUrl: null }) : profile;
  const person = shown ?? { username: t('profileMenu.fallbackName') };
  const name = displayName(person);
  const miniBio = shown && 'miniBio' in shown ? shown.miniBio : null;
  const backgroundImageUrl = shown && 'backgroundImageUrl' in shown ? shown.backgroundImageUrl : null;

  return (
    <Popover
      opened={opened}
      onChange={(next) => {
        if (!next) close();
      }}
      width={300}
      position="bottom-end"
      shadow="lg"
      radius="lg"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          onClick={toggle}
          aria-label={t('profileMenu.open')}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <UserAvatar person={person} src={shown?.profileImageUrl} size={38} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p={0} className={classes.dropdown}>
        <SafeImage
          src={backgroundImageUrl}
          alt=""
          h={75}
          radius={0}
          decorative
          intrinsicSize={IMAGE_SIZES.profileBackground}
        />
        <Stack gap="sm" p="md" pt={0}>
          <Box className={classes.avatarWrap}>
            <UserAvatar person={person} src={shown?.profileImageUrl} size={64} className={classes.avatar} />
          </Box>
          <Box>
            <Text fw={700} lineClamp={1}>
              {name}
            </Text>
            {shown?.username && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                @{shown.username}
              </Text>
            )}
            {subAccountInfo && profile ? (
              <Group gap={6} mt={6} wrap="nowrap">
                <Badge size="sm" variant="light" color="grape" style={{ flexShrink: 0 }}>
                  {t('profileMenu.subAccountBadge')}
                </Badge>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {t('profileMenu.ownedBy', { name: displayName(profile) })}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c={miniBio ? undefined : 'dimmed'} mt={4} lineClamp={2}>
                {miniBio || t('profileMenu.noMiniBio')}
              </Text>
            )}
          </Box>
          <Button
            component={Link}
            to="/profile"
            variant="light"
            leftSection={<IconUserCircle size={18} aria-hidden />}
            onClick={close}
            fullWidth
          >
            {t('profileMenu.myProfile')}
          </Button>
          {!isSubAccount && (
            <Button
              component={Link}
              to="/saved"
              variant="subtle"
              leftSection={<IconBookmark size={18} aria-hidden />}
              onClick={close}
              fullWidth
            >
              {t('engagement.saved.menu')}
            </Button>
          )}
          {!isSubAccount && (
            <Button
              component={Link}
              to="/settings"
              variant="subtle"
              leftSection={<IconSettings size={18} aria-hidden />}
              onClick={close}
              fullWidth
            >
              {t('settings.menu')}
            </Button>
          )}
          <Divider />
          {isSubAccount ? (
            <BackToMainAccountButton onDone={close} />
          ) : (
            <>
              <SubAccountsSection onSwitch={close} />
              <Divider />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconLogout size={18} aria-hidden />}
                onClick={() => {
                  close();
                  openLogoutDialog();
                }}
                fullWidth
              >
                {t('profileMenu.logout')}
              </Button>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
