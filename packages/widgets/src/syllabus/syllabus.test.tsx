import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { json, localProvider } from '../../test/local-provider.ts';
import { INSTITUTES } from './fixtures.ts';
import { Syllabus } from './syllabus.tsx';

const provider = localProvider('/api/institute');

beforeEach(() => {
  provider.answer = json(200, INSTITUTES);
});

describe('Syllabus', () => {
  it("shows the provider's names under its heading", async () => {
    render(<Syllabus api={provider.api} />);
    expect(screen.getByRole('heading', { name: 'Syllabus' })).toBeTruthy();
    expect(await screen.findByText(INSTITUTES[0]?.institute_name ?? '-')).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    provider.answer = json(200, []);
    render(<Syllabus api={provider.api} />);
    expect(await screen.findByText('Nothing to show yet.')).toBeTruthy();
  });

  it('speaks Bengali', async () => {
    provider.answer = json(200, []);
    render(<Syllabus api={provider.api} lang="bn" />);
    expect(await screen.findByText('এখনো দেখানোর মতো কিছু নেই।')).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Syllabus api={provider.api} />);
    await screen.findByText(INSTITUTES[0]?.institute_name ?? '-');
    await expectNoAxeViolations(container);
  });
});
