import {
  PARTNER_QUESTION_IDS,
  PARTNER_QUESTIONS,
  type PartnerQuestion,
  type PartnerQuestionId,
  type PartnerQuestions,
} from '@ideamatch/shared';
import { accountApi } from '@ideamatch/shared/api/account';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  bodiesSentTo,
  buildProfile,
  buildPublicProfile,
  envelope,
  errorReply,
  mockApi,
  on,
  renderApp,
  serve,
  signedInInEnglish,
} from '../../../testing/render-app';

signedInInEnglish('member');

const MALEE = '01a220f9-2101-7ad6-9270-22b6914a6f48';
const profile = on('/api/account/profile', envelope(buildProfile()));
const malee = serve(accountApi.get, envelope(buildPublicProfile({ id: MALEE })), { id: MALEE });
const answeredAt = '2026-11-20T09:00:00.000Z';

const question = (id: PartnerQuestionId, overrides: Partial<PartnerQuestion> = {}): PartnerQuestion => ({
  id,
  choices: [...PARTNER_QUESTIONS[id]],
  mine: null,
  theirs: null,
  hasTheirs: false,
  status: 'open',
  ...overrides,
});
const pair = (
  overrides: Partial<Record<PartnerQuestionId, Partial<PartnerQuestion>>> = {},
  extra: Partial<PartnerQuestions> = {},
): PartnerQuestions => {
  const questions = PARTNER_QUESTION_IDS.map((id) => question(id, overrides[id]));
  return {
    accountId: MALEE,
    isConnected: true,
    questions,
    agreed: questions.filter((q) => q.status === 'agree').length,
    differ: questions.filter((q) => q.status === 'differ').length,
    deletion: { mine: false, theirs: false },
    ...extra,
  };
};
const cardOf = async (title: string) => within(await screen.findByRole('region', { name: title }));

describe('questions to agree on with a partner', () => {
  it('shows agreements and differences side by side, and keeps a partner’s answer hidden until I answer', async () => {
    mockApi(
      profile,
      malee,
      serve(
        partnerApi.questions,
        envelope(
          pair({
            equity: {
              status: 'agree',
              mine: { choice: 'equal', note: '50/50', answeredAt },
              theirs: { choice: 'equal', note: '', answeredAt },
              hasTheirs: true,
            },
            time: {
              status: 'differ',
              mine: { choice: 'bothFullTime', note: '', answeredAt },
              theirs: { choice: 'oneFullOnePart', note: 'I keep my job until March', answeredAt },
              hasTheirs: true,
            },
            ip: { status: 'waitingForYou', hasTheirs: true },
          }),
        ),
        { accountId: MALEE },
      ),
    );
    renderApp(`/partner/questions/${MALEE}`);
    expect(await screen.findByRole('heading', { name: 'Questions to agree on with Malee Sukjai' })).toBeInTheDocument();
    expect(screen.getAllByTestId('partner-question')).toHaveLength(10);
    expect(screen.getByTestId('questions-summary')).toHaveTextContent('1 agreed · 1 to talk about · 8 still open');

    const equity = await cardOf('How do you split the shares?');
    expect(equity.getByTestId('question-status')).toHaveTextContent('You agree');
    expect(equity.getByText('50/50')).toBeInTheDocument();
    expect(equity.getAllByText('Equally')).toHaveLength(2);

    const time = await cardOf('How much time does each of you give?');
    expect(time.getByTestId('question-status')).toHaveTextContent('You differ: talk it over');
    expect(time.getByText('Your answer').parentElement).toHaveTextContent('Both of us full time, from the start');
    expect(time.getByText("Malee's answer").parentElement).toHaveTextContent(
      'One of us full time, the other part timeI keep my job until March',
    );

    // Malee answered the IP question; I have not, so I see that she did, not what she said.
    const ip = await cardOf('Who owns the idea and what you build (intellectual property)?');
    expect(ip.getByTestId('question-status')).toHaveTextContent('Malee has answered: answer to see theirs');
    expect(ip.getByRole('radio', { name: 'The company owns all of it, the original idea included' })).not.toBeChecked();
  });

  it('saves my answer with a note, then shows both answers marked', async () => {
    const answered: Partial<PartnerQuestion> = {
      status: 'differ',
      mine: { choice: 'eachLeadsArea', note: 'I lead product', answeredAt },
      theirs: { choice: 'oneLeads', note: '', answeredAt },
      hasTheirs: true,
    };
    const fetchMock = mockApi(
      profile,
      malee,
      serve(
        partnerApi.questions,
        [envelope(pair({ roles: { status: 'waitingForYou', hasTheirs: true } })), envelope(pair({ roles: answered }))],
        { accountId: MALEE },
      ),
      serve(partnerApi.answerQuestion, envelope(question('roles', answered)), {
        accountId: MALEE,
        questionId: 'roles',
      }),
    );
    renderApp(`/partner/questions/${MALEE}`);
    const roles = await cardOf('Who does what, and with which titles?');
    const user = userEvent.setup();
    expect(roles.getByRole('button', { name: 'Save answer' })).toBeDisabled();
    await user.click(roles.getByRole('radio', { name: /Each of us leads an area/ }));
    await user.type(roles.getByRole('textbox', { name: 'A note (optional)' }), 'I lead product');
    await user.click(roles.getByRole('button', { name: 'Save answer' }));

    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, partnerApi.answerQuestion, { accountId: MALEE, questionId: 'roles' })).toEqual([
        { choice: 'eachLeadsArea', note: 'I lead product' },
      ]),
    );
    expect(await screen.findByText('Answer saved')).toBeInTheDocument();
    const after = await cardOf('Who does what, and with which titles?');
    expect(await after.findByText("Malee's answer")).toBeInTheDocument();
    expect(after.getByText('One of us leads the company as CEO; the other leads an area')).toBeInTheDocument();
    expect(after.getByText('I lead product')).toBeInTheDocument();
    expect(after.getByTestId('question-status')).toHaveTextContent('You differ: talk it over');
    expect(after.getByRole('button', { name: 'Change my answer' })).toBeInTheDocument();
    expect(screen.getByTestId('questions-summary')).toHaveTextContent('0 agreed · 1 to talk about · 9 still open');
  });

  it('asks for deletion at the end with a switch, and says whether the partner wants it too', async () => {
    const fetchMock = mockApi(
      profile,
      malee,
      serve(
        partnerApi.questions,
        [
          envelope(pair({}, { deletion: { mine: false, theirs: true } })),
          envelope(pair({}, { deletion: { mine: true, theirs: true } })),
        ],
        { accountId: MALEE },
      ),
      serve(partnerApi.questionsDeletion, envelope({ mine: true, theirs: true, isDeleted: false }), {
        accountId: MALEE,
      }),
    );
    renderApp(`/partner/questions/${MALEE}`);
    const deletion = await cardOf('When the partnership ends');
    expect(deletion.getByTestId('their-deletion-wish')).toHaveTextContent('Malee wants them deleted too.');
    const toggle = deletion.getByRole('switch', { name: /Delete our answers/ });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(bodiesSentTo(fetchMock, partnerApi.questionsDeletion, { accountId: MALEE })).toEqual([{ wanted: true }]),
    );
    expect(
      await screen.findByText('Your answers will be deleted when the partnership ends, if Malee agrees'),
    ).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('reads but no longer answers after the partnership ended, and refuses someone who is not a partner', async () => {
    mockApi(
      profile,
      malee,
      serve(
        partnerApi.questions,
        envelope(
          pair(
            {
              pay: {
                status: 'agree',
                mine: { choice: 'reinvest', note: '', answeredAt },
                theirs: { choice: 'reinvest', note: '', answeredAt },
                hasTheirs: true,
              },
            },
            { isConnected: false },
          ),
        ),
        { accountId: MALEE },
      ),
    );
    const { unmount } = renderApp(`/partner/questions/${MALEE}`);
    expect(
      await screen.findByText('You are no longer partners: the answers can be read but no longer changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change my answer' })).not.toBeInTheDocument();
    unmount();

    mockApi(
      profile,
      malee,
      serve(partnerApi.questions, errorReply(404, 'PARTNER_NOT_CONNECTED', 'You are not partners'), {
        accountId: MALEE,
      }),
    );
    renderApp(`/partner/questions/${MALEE}`);
    expect(await screen.findByText('You can answer these questions only with a partner.')).toBeInTheDocument();
  });
});
