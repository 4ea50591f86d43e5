import { useSession } from '../../features/auth/hooks/use-session';
import { ChatPage } from '../../features/chat/components/chat-page';

/** `/chat/mobile`: the single-column phone layout of chat. */
export const Component = () => {
  const { profile } = useSession();
  return <ChatPage myId={profile ? (profile.subAccountInfo?.id ?? profile.id) : null} isMobile />;
};
