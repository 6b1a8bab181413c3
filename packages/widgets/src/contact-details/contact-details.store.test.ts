import { type ApiClient, ApiError, type Contact } from '@school/api';
import { describe, expect, it } from 'vitest';
import { mapOf } from './contact.ts';
import { createContactDetailsStore } from './contact-details.store.ts';
import { contact, MAP_EMBED, sparse } from './fixtures.ts';

/** A fake provider: answers the contacts call with `answer` (or throws it). */
function fakeApi(answer: unknown[] | Error): Pick<ApiClient, 'getContacts'> {
  return {
    getContacts: async () => {
      if (answer instanceof Error) throw answer;
      return answer as Contact[];
    },
  };
}

async function loaded(answer: unknown[] | Error) {
  const store = createContactDetailsStore(fakeApi(answer));
  await store.start();
  return store;
}

describe('createContactDetailsStore', () => {
  it('shows the first contact: address, each number as tel:, the email as mailto:, the map', async () => {
    const store = await loaded([contact, { ...contact, office_address: 'Another office' }]);
    expect(store.state.value).toBe('ready');
    expect(store.contact.value).toBe(contact);
    expect(store.details.value).toEqual({
      address: contact.office_address,
      phones: [
        { text: '+8801711428536', href: 'tel:+8801711428536' },
        { text: '+880 2-9014735', href: 'tel:+88029014735' },
      ],
      emails: [{ text: 'info@shaplamodel.edu.bd', href: 'mailto:info@shaplamodel.edu.bd' }],
      map: { kind: 'frame', src: MAP_EMBED },
      image: contact.image,
    });
  });

  it('leaves out what a provider sends blank, with only the contract’s fields', async () => {
    const store = await loaded([sparse]);
    expect(store.state.value).toBe('ready');
    expect(store.details.value).toEqual({
      address: 'Mirpur, Dhaka',
      phones: [{ text: '01711428536', href: 'tel:01711428536' }],
      emails: [],
      map: null,
      image: null,
    });
  });

  it('survives fields a provider leaves out or sends as null', async () => {
    const store = await loaded([{ mobile: null, email: 'office@school.example' }]);
    expect(store.details.value).toMatchObject({
      address: null,
      phones: [],
      emails: [{ href: 'mailto:office@school.example' }],
      map: null,
      image: null,
    });
  });

  it('shows provider text as text: a number or address that is no link stays plain', async () => {
    const store = await loaded([
      { ...sparse, mobile: 'Ask at the gate', email: 'javascript:alert(1)//@x.bd' },
    ]);
    expect(store.details.value?.phones).toEqual([{ text: 'Ask at the gate', href: null }]);
    expect(store.details.value?.emails).toEqual([
      { text: 'javascript:alert(1)//@x.bd', href: null },
    ]);
  });

  it("is 'empty' for an empty list, and for a contact with nothing to show", async () => {
    expect((await loaded([])).state.value).toBe('empty');
    const blank = {
      google_map: 'None',
      image: contact.image,
      mobile: ' ',
      office_address: '',
      email: '',
    };
    expect((await loaded([blank])).state.value).toBe('empty');
  });

  it("is 'error' with a readable message when the call fails", async () => {
    const store = await loaded(
      new ApiError({ kind: 'timeout', url: '/contacts', message: 'Too slow.' }),
    );
    expect(store.state.value).toBe('error');
    expect(store.error.value).toBe('Too slow.');
    expect(store.details.value).toBeNull();
  });

  it("is 'loading' while the call runs", () => {
    const store = createContactDetailsStore({ getContacts: () => new Promise(() => {}) });
    void store.start();
    expect(store.state.value).toBe('loading');
    store.dispose();
  });
});

describe('mapOf', () => {
  it.each([
    [MAP_EMBED, MAP_EMBED],
    [
      'https://maps.google.com/maps?q=Mirpur&output=embed',
      'https://maps.google.com/maps?q=Mirpur&output=embed',
    ],
    [
      'https://www.google.com/maps?q=Mirpur&output=embed',
      'https://www.google.com/maps?q=Mirpur&output=embed',
    ],
    // google.com would answer with a redirect to www.google.com: framed there directly.
    ['https://google.com/maps/embed?pb=!1m2', 'https://www.google.com/maps/embed?pb=!1m2'],
  ])('frames the Google Maps embed address %s', (value, src) => {
    expect(mapOf(value)).toEqual({ kind: 'frame', src });
  });

  it.each([
    // Google refuses to be framed on these: a link works.
    ['https://www.google.com/maps/place/Mirpur'],
    ['https://maps.app.goo.gl/AbCdEf'],
    ['https://www.google.com/search?q=maps&output=embed'],
    ['https://www.google.com.evil.example/maps/embed?pb=1'],
    ['https://www.google.com:8443/maps/embed?pb=1'],
    ['https://www.openstreetmap.org/export/embed.html?bbox=90.35,23.81,90.37,23.82'],
  ])('links, without a frame, to the https address %s', (value) => {
    expect(mapOf(value)).toEqual({ kind: 'link', href: new URL(value).href });
  });

  it.each([
    ['http://www.google.com/maps/embed?pb=1'],
    ['javascript:alert(1)'],
    ['<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>'],
    ['/maps/embed?pb=1'],
    ['None'],
    [''],
    [null],
  ])('shows nothing at all for %j', (value) => {
    expect(mapOf(value)).toBeNull();
  });
});
