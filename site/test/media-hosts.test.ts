import { describe, expect, it } from 'vitest';
import { parseMediaHosts } from '../media-hosts.ts';

describe('MEDIA_HOSTS', () => {
  it('reads origins and host names (https unless said), subdomains with *.', () => {
    expect(
      parseMediaHosts(
        ' https://CDN.School.edu.bd/ , files.school.edu.bd,*.school.edu.bd, http://127.0.0.1:8081,,',
      ),
    ).toEqual([
      'https://cdn.school.edu.bd',
      'https://files.school.edu.bd',
      'https://*.school.edu.bd',
      'http://127.0.0.1:8081',
    ]);
    expect(parseMediaHosts(undefined)).toEqual([]);
    expect(parseMediaHosts('')).toEqual([]);
  });

  it.each([
    ['*'],
    ['https://'],
    ['https://*'],
    ['cdn.school.edu.bd/photos'],
    ['ftp://cdn.school.edu.bd'],
    ['https://user@cdn.school.edu.bd'],
    ["cdn.school.edu.bd; script-src 'unsafe-inline'"],
    ["'unsafe-inline'"],
    ['data:'],
    ['cdn.school.edu.bd:99999'],
    ['-cdn.school.edu.bd'],
  ])('refuses %j at start-up, naming it', (entry) => {
    expect(() => parseMediaHosts(`cdn.example.org, ${entry}`)).toThrow(
      `MEDIA_HOSTS lists the addresses of hosts that serve the school's pictures and documents, such as https://cdn.school.edu.bd or *.school.edu.bd, separated by commas; "${entry}" is not one.`,
    );
  });
});
