import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { useContractForm } from '../../lib/forms/use-contract-form.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

function NameForm() {
  const form = useContractForm({ initialValues: { name: '' }, rules: {} });
  return (
    <>
      <TextInput label="名前" {...form.getInputProps('name')} />
      <Button component={Link} to="/elsewhere">
        ほかのページ
      </Button>
      <UnsavedChangesGuard when={form.isDirty()} />
    </>
  );
}

describe('UnsavedChangesGuard (spec §8 leaving unsaved work)', () => {
  it('lets a page with nothing typed go without asking', async () => {
    const { user } = renderWithProviders(<NameForm />, { route: '/form' });
    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(await screen.findByText('moved to /elsewhere')).toBeInTheDocument();
  });

  it('asks 保存していない内容があります … 本当に移動しますか？ and stays on キャンセル, leaves on 移動する', async () => {
    const { user, router } = renderWithProviders(<NameForm />, { route: '/form' });
    await user.type(screen.getByLabelText('名前'), '山田');
    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));

    const dialog = await screen.findByRole('dialog', { name: '保存していない内容があります' });
    expect(dialog).toHaveTextContent('このページから移動すると、入力した内容は失われます。本当に移動しますか？');
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('名前')).toHaveValue('山田');

    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    await user.click(await screen.findByRole('button', { name: '移動する' }));
    expect(await screen.findByText('moved to /elsewhere')).toBeInTheDocument();
  });
});
