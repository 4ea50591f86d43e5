import { ChatPage } from '../../features/chat/components/chat-page';

/** `/chat` */
export const Component = () => <ChatPage />;
