import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { AdmissionInfo } from './admission-info.tsx';
import { ADMISSION_INFO } from './fixtures.ts';

const provider = localProvider('/admission-info');

beforeEach(() => {
  provider.answer = json(200, ADMISSION_INFO);
});

describe('AdmissionInfo', () => {
  it('gives the dates, the fee, the documents and what comes next', async () => {
    render(<AdmissionInfo api={provider.api} />);
    expect(
      await screen.findByRole('heading', { name: 'Admission 2027: Class Six and Class XI' }),
    ).toBeTruthy();
    expect(screen.getByText('Last day to apply').nextElementSibling?.textContent).toBe(
      '23 December 2026',
    );
    expect(screen.getByText('Application fee').nextElementSibling?.textContent).toBe('৳500');
    expect(screen.queryByText('Result published')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Documents to bring' })).toBeTruthy();
    expect(screen.getByText('Pay the fee within three days.')).toBeTruthy();
  });

  it('speaks Bengali, in Bengali digits', async () => {
    render(<AdmissionInfo api={provider.api} lang="bn" />);
    expect(
      await screen.findByRole('heading', { name: 'ভর্তি ২০২৭: ষষ্ঠ ও একাদশ শ্রেণি' }),
    ).toBeTruthy();
    expect(screen.getByText('আবেদন ফি').nextElementSibling?.textContent).toBe('৳৫০০');
    expect(screen.getByText('দুই কপি ছবি')).toBeTruthy();
  });

  it('shows nothing at all when the provider has no /admission-info', async () => {
    provider.answer = json(404, { message: 'Not found.' });
    const onLoad = vi.fn();
    const { container } = render(<AdmissionInfo api={provider.api} onLoad={onLoad} />);
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith([]));
    expect(container.textContent).toBe('');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<AdmissionInfo api={provider.api} />);
    await screen.findAllByRole('heading');
    await expectNoAxeViolations(container);
  });
});
