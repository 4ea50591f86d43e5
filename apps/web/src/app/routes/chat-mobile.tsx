import { ChatPage } from '../../features/chat/components/chat-page';

/** `/chat/mobile`: the single-column phone layout of chat. */
export const Component = () => <ChatPage isMobile />;
