import { ApiError, type SeatPlan } from '@school/api';
import { describe, expect, it } from 'vitest';
import { SEAT_PLANS } from './fixtures.ts';
import { createSeatPlanStore, type SeatPlanApi } from './seat-plan.store.ts';

function fakeApi(answer: unknown[] | Error): SeatPlanApi {
  return {
    getSeatPlans: async () => {
      if (answer instanceof Error) throw answer;
      return answer as SeatPlan[];
    },
  };
}

describe('createSeatPlanStore', () => {
  it('gives each plan its rooms in roll order', async () => {
    const store = createSeatPlanStore(fakeApi(SEAT_PLANS));
    await store.start();
    expect(store.chosen.value?.label).toBe(
      'Annual Examination: Class Six, Section A, Morning shift',
    );
    expect(store.chosen.value?.rooms).toEqual([
      { room: '101', from: 110001, to: 110040 },
      { room: '102', from: 110041, to: 110080 },
    ]);
  });

  it('leaves out a room without a name or a roll range, and a plan with none left', async () => {
    const store = createSeatPlanStore(
      fakeApi([
        {
          exam_id: 1,
          class_id: 1,
          session: '2026',
          rooms: [
            { room: '', roll_from: 1, roll_to: 2 },
            { room: '9', roll_from: 'x', roll_to: 2 },
          ],
        },
      ]),
    );
    await store.start();
    expect([store.state.value, store.absent.value]).toEqual(['empty', false]);
  });

  it('is absent without /seat-plans', async () => {
    const store = createSeatPlanStore(
      fakeApi(new ApiError({ kind: 'http', status: 404, url: '/seat-plans', message: 'No.' })),
    );
    await store.start();
    expect([store.state.value, store.absent.value]).toEqual(['empty', true]);
  });
});
