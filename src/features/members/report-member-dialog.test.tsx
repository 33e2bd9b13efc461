import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetMemberQueryKey, getSearchMembersQueryKey } from '../../../generated/hooks/members/members';
import type { ReportCreated } from '../../../generated/model';
import TypesafeI18n from '../../../locales/i18n-react';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { reports } from '../../../mocks/db/reports';
import { blocks } from '../../../mocks/db/social';
import { translations } from '../../../tests/utils/i18n';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';
import { createQueryClient } from '../../api';
import { reportDetailsMaxLength } from '../../domain/report-rules';
import { ReportMemberDialog } from './report-member-dialog';

const LL = translations('en');
const t = LL.report;

// The simulation loads its seed on first use: compiled once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await import('../../../mocks/seed/seed');
}, 30_000);

/** A generated profile free@sim.test may report (shown in their search). */
const reportedId = 111;

const memberNamed = (id: number) => {
  const found = members.findFirst((q) => q.where({ id }));
  if (found === undefined) throw new Error(`member ${String(id)} is not seeded`);
  return { id, name: found.name };
};

const reportsOfFree = () => reports.findMany((q) => q.where({ reporterId: 1 }));

const reportCalls = () => simulation.log().filter((entry) => entry.operationId === 'reportMember');

/** The dialog as the profile view opens it: controlled, open, with the app's providers. */
const openDialog = (member = memberNamed(reportedId)) => {
  const queryClient = createQueryClient();
  const onReported = vi.fn<(result: ReportCreated) => void>();
  const Opened = () => {
    const [isOpen, setOpen] = useState(true);
    return (
      <ReportMemberDialog member={member} isOpen={isOpen} onOpenChange={setOpen} onReported={onReported} />
    );
  };
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <TypesafeI18n locale="en">
        <Opened />
      </TypesafeI18n>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: t.title({ name: member.name }) });
  return { user, queryClient, onReported, dialog, member };
};

const reasonRadio = (dialog: HTMLElement, reason: keyof typeof t.reasons) =>
  within(dialog).getByRole('radio', { name: t.reasons[reason]() });

const detailsField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: t.details() });

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: t.send() });

/** Types the quick way (a paste): these tests are about the form, not the keystrokes. */
const fillDetails = async (user: UserEvent, dialog: HTMLElement, text: string) => {
  await user.click(detailsField(dialog));
  await user.paste(text);
};

describe('report a member', () => {
  it('files a report and shows its reference, saying the team reviews it', async () => {
    await loginAs('free');
    const { user, dialog, onReported } = openDialog();
    await user.click(reasonRadio(dialog, 'fake_profile'));
    await fillDetails(user, dialog, 'The photos are of a well-known actress.');
    await user.click(sendButton(dialog));

    const [filed] = reportsOfFree();
    const reference = filed?.reference ?? 'none';
    expect(await within(dialog).findByText(t.thanks({ reference }))).toBeVisible();
    expect(within(dialog).getByText(t.reviewing())).toBeVisible();
    expect(filed).toMatchObject({
      reportedId,
      reason: 'fake_profile',
      details: 'The photos are of a well-known actress.',
    });
    expect(onReported).toHaveBeenCalledOnce();
    expect(onReported.mock.calls[0]?.[0]).toMatchObject({ report: { reference }, blocked: false });
    expect(blocks.findFirst((q) => q.where({ blockerId: 1, blockedId: reportedId }))).toBeUndefined();
    // The form the focus was in is gone; the confirmation has it, so it is read out.
    expect(within(dialog).getByText(t.thanks({ reference })).closest('[tabindex="-1"]')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: t.done() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each field’s error beside it and sends nothing until the form is right', async () => {
    await loginAs('free');
    const { user, dialog } = openDialog();
    await user.click(sendButton(dialog));
    expect(within(dialog).getByText(t.reasonRequired())).toBeVisible();
    expect(reasonRadio(dialog, 'fake_profile')).toHaveFocus();

    await user.click(reasonRadio(dialog, 'other'));
    expect(within(dialog).queryByText(t.reasonRequired())).not.toBeInTheDocument();
    await user.click(sendButton(dialog));
    expect(detailsField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(detailsField(dialog)).toHaveAccessibleDescription(expect.stringContaining(t.detailsRequired()));
    expect(detailsField(dialog)).toHaveFocus();

    await user.paste('x'.repeat(reportDetailsMaxLength + 1));
    expect(detailsField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: reportDetailsMaxLength })),
    );
    await user.click(sendButton(dialog));
    expect(reportCalls()).toHaveLength(0);

    // A named reason needs no details: choosing one takes the "required" away.
    await user.clear(detailsField(dialog));
    await user.click(reasonRadio(dialog, 'scam_or_spam'));
    expect(detailsField(dialog)).not.toHaveAttribute('aria-invalid');
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByText(t.reviewing())).toBeVisible();
    expect(reportCalls()).toHaveLength(1);
  });

  it('shows the earlier reference when this member was reported before and it is still open', async () => {
    await loginAs('free');
    const { data } = await simulationClient().POST('/api/report.php', {
      body: { profile_id: reportedId, reason: 'harassment' },
    });
    const reference = data?.report.reference ?? 'none';
    const { user, dialog, member, onReported } = openDialog();
    await user.click(reasonRadio(dialog, 'fake_profile'));
    await user.click(sendButton(dialog));
    expect(
      await within(dialog).findByText(t.alreadyReported({ name: member.name, reference })),
    ).toBeVisible();
    expect(reportsOfFree()).toHaveLength(1);
    expect(onReported).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the answer is lost, and sending again files nothing twice', async () => {
    await loginAs('free');
    // The rules run and the report is filed, but no answer ever arrives: the app's retries with
    // the same key all get lost too.
    simulation.fault({ operationId: 'reportMember', loseAnswer: 'drop' });
    const { user, dialog, member } = openDialog();
    await user.click(reasonRadio(dialog, 'other'));
    await fillDetails(user, dialog, 'Asks everyone for money.');
    await user.click(within(dialog).getByRole('checkbox', { name: t.alsoBlock({ name: member.name }) }));
    await user.click(sendButton(dialog));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.failed());
    expect(reasonRadio(dialog, 'other')).toBeChecked();
    expect(detailsField(dialog)).toHaveValue('Asks everyone for money.');
    expect(within(dialog).getByRole('checkbox', { name: t.alsoBlock({ name: member.name }) })).toBeChecked();
    expect(reportsOfFree()).toHaveLength(1);

    // The connection is back: the same attempt gets the report that arrived, not "already reported".
    simulation.clearFaults();
    await user.click(sendButton(dialog));
    const reference = reportsOfFree()[0]?.reference ?? 'none';
    expect(await within(dialog).findByText(t.thanks({ reference }))).toBeVisible();
    expect(within(dialog).getByText(t.blocked({ name: member.name }))).toBeVisible();
    expect(reportsOfFree()).toHaveLength(1);
  });

  it('blocks with the report when asked, and the profile and lists it was in are fetched afresh', async () => {
    await loginAs('free');
    const { user, dialog, member, queryClient } = openDialog();
    const memberKey = getGetMemberQueryKey({ id: reportedId });
    const searchKey = getSearchMembersQueryKey({ page: 1 });
    queryClient.setQueryData(memberKey, { stale: false });
    queryClient.setQueryData(searchKey, { stale: false });

    await user.click(reasonRadio(dialog, 'harassment'));
    await user.click(within(dialog).getByRole('checkbox', { name: t.alsoBlock({ name: member.name }) }));
    await user.click(sendButton(dialog));

    expect(await within(dialog).findByText(t.blocked({ name: member.name }))).toBeVisible();
    expect(blocks.findFirst((q) => q.where({ blockerId: 1, blockedId: reportedId }))).toBeDefined();
    expect(queryClient.getQueryState(memberKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
  });

  it('leaves the cached profile and lists alone when nothing was blocked', async () => {
    await loginAs('free');
    const { user, dialog, queryClient } = openDialog();
    const memberKey = getGetMemberQueryKey({ id: reportedId });
    queryClient.setQueryData(memberKey, { stale: false });
    await user.click(reasonRadio(dialog, 'harassment'));
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByText(t.reviewing())).toBeVisible();
    expect(queryClient.getQueryState(memberKey)?.isInvalidated).toBe(false);
  });

  it('says a member cannot report themselves', async () => {
    await loginAs('free');
    const self = openDialog(memberNamed(1));
    await self.user.click(reasonRadio(self.dialog, 'fake_profile'));
    await self.user.click(sendButton(self.dialog));
    expect(await within(self.dialog).findByRole('alert')).toHaveTextContent(t.notYourself());
  });

  it('says the profile is gone when it no longer exists', async () => {
    await loginAs('free');
    const { user, dialog } = openDialog({ id: 999_999, name: 'Gone' });
    await user.click(reasonRadio(dialog, 'fake_profile'));
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.gone());
  });

  it('shows a member’s name as text, never as markup', async () => {
    await loginAs('free');
    const name = '<img src=x onerror=alert(1)><b>Eve</b>';
    const { dialog } = openDialog({ id: reportedId, name });
    expect(within(dialog).getByRole('heading', { name: t.title({ name }) })).toHaveTextContent(name);
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  it('closes on Cancel without sending', async () => {
    await loginAs('free');
    const { user, dialog } = openDialog();
    await user.click(reasonRadio(dialog, 'harassment'));
    await user.click(within(dialog).getByRole('button', { name: t.cancel() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reportCalls()).toHaveLength(0);
  });
});
