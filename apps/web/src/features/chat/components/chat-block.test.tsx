import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatApi } from '@ideamatch/shared/api/chat';
import { partnerApi } from '@ideamatch/shared/api/partner';
import {
  chatInfo,
  chatPartner,
  chatScreenHandlers,
  partnerMessage,
  partnerRelation,
  signedInChatTests,
} from '../../../testing/chat-fixtures';
import { callsTo, envelope, mockApi, on, renderApp, serve } from '../../../testing/render-app';

signedInChatTests();

describe('block and report from the chat', () => {
  it('blocks after a confirmation; the composer then says so and offers unblock', async () => {
    const fetchMock = mockApi(
      ...chatScreenHandlers(),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage], hasMore: false })),
      serve(chatApi.info, [envelope(chatInfo), envelope({ ...chatInfo, isBlocked: true })], { id: 'chat-1' }),
      serve(partnerApi.relation, [envelope(partnerRelation(false)), envelope(partnerRelation(true))], {
        accountId: chatPartner.id,
      }),
      on('/api/partner/block', envelope(partnerRelation(true)), 'POST'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Report this person' })).toBeInTheDocument();
    // Not a partner: no questions to agree on.
    expect(screen.queryByRole('menuitem', { name: 'Questions to agree on' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block this person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/partner/block', 'POST')).toHaveLength(1));
    const notice = await screen.findByTestId('chat-blocked-by-me');
    expect(notice).toHaveTextContent('You blocked Malee Sukjai');
    expect(within(notice).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeDisabled();
  });

  it('opens the questions to agree on from the menu when the person is a partner', async () => {
    mockApi(
      ...chatScreenHandlers(),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(chatInfo)),
      serve(partnerApi.relation, envelope({ ...partnerRelation(false), state: 'partner' }), {
        accountId: chatPartner.id,
      }),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Questions to agree on' })).toHaveAttribute(
      'href',
      `/partner/questions/${chatPartner.id}`,
    );
  });

  it('reports the person with the report dialog and its reasons', async () => {
    const fetchMock = mockApi(
      ...chatScreenHandlers(),
      on('/api/chat/chat-1', envelope({ result: [partnerMessage], hasMore: false })),
      on('/api/chat/chat-1/info', envelope(chatInfo)),
      on(`/api/partner/relation/${chatPartner.id}`, envelope(partnerRelation(false))),
      on(`/api/account/${chatPartner.id}/report`, envelope({ id: 'report-1' }), 'POST'),
    );
    const user = userEvent.setup();
    renderApp('/chat');
    await user.click(await screen.findByRole('button', { name: /Malee Sukjai/ }));
    await screen.findByText('Send me the menu?');
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Malee Sukjai' });
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(callsTo(fetchMock, `/api/account/${chatPartner.id}/report`, 'POST')).toHaveLength(1));
  });
});
