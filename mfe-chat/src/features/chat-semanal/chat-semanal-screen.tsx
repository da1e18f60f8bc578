import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function ChatSemanalScreen() {
  return <ScreenPlaceholder title="Chat Semanal" />;
}
