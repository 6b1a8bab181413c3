import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { classLabel, type ResultVerification } from '@school/api';
import {
  type ParsedResultToken,
  parseResultToken,
  type ResultTokenPayload,
  sameFigures,
} from '@school/api/result-token';
import type { FastifyInstance } from 'fastify';
import { route } from '../contract.ts';
import { publishedKeys } from '../results/keys.ts';
import { tokenEiin } from '../results/publish.ts';
import { figuresOf } from '../results/signing.ts';
import { httpError } from './lib.ts';
import { examResult } from './results.ts';

const MALFORMED =
  'This is not a result code from a report card. Please check that it was copied completely.';
const NOT_GENUINE =
  'This result was not issued by this school: the report card may have been altered. Please ask the school office.';

/** Public keys by their `x`: made once, not on every check. As many as the school ever had. */
const publicKeys = new Map<string, KeyObject>();

function publicKey(x: string): KeyObject {
  let key = publicKeys.get(x);
  if (!key) {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
    publicKeys.set(x, key);
  }
  return key;
}

/** Both say the same of the result (the key and the day aside). */
const agrees = (a: ResultTokenPayload, b: ParsedResultToken | null) =>
  !!b && sameFigures(a, b.payload);

/**
 * Signed results, beyond spec §7: the school's public keys, and whether the result a report card's
 * token stands for is still the one the school publishes. The token is checked here against the
 * keys in the database; what it is compared with is the result as it stands now, not its stored
 * token, so a correction not yet signed (`npm run results -- sign`) already shows as one.
 */
export default async function resultVerificationRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  route(app, 'getResultKeys', async () => ({ keys: await publishedKeys(db) }));

  route(app, 'getResultVerification', async (request) => {
    const parsed = parseResultToken(request.params.token);
    if (!parsed) throw httpError(400, MALFORMED, { code: 'malformed' });
    const { payload } = parsed;
    const key = await db
      .selectFrom('result_keys')
      .select('x')
      .where('kid', '=', payload.kid)
      .executeTakeFirst();
    if (!key || !verify(null, parsed.signed, publicKey(key.x), parsed.signature)) {
      throw httpError(404, NOT_GENUINE, { code: 'not-genuine' });
    }
    const row = await db
      .selectFrom('results as r')
      .innerJoin('admission_years as y', 'y.id', 'r.admission_year_id')
      .innerJoin('exams as e', 'e.id', 'r.exam_id')
      .leftJoin('students as s', 's.id', 'r.student_id')
      .leftJoin('class_configs as c', 'c.id', 's.class_id')
      .select((eb) => [
        'r.roll_no',
        'r.admission_year_id',
        'r.exam_id',
        'r.student_id',
        'r.subjects_details',
        'r.is_pass',
        'r.gpa',
        'r.obtained_marks',
        'r.token',
        'r.published',
        's.name',
        'c.class_name',
        'c.group_name',
        'c.section_name',
        's.name_bn',
        'c.class_name_bn',
        'c.group_name_bn',
        'c.section_name_bn',
        'y.name as year_name',
        'e.name as exam_name',
        'e.name_bn as exam_name_bn',
        eb.selectFrom('institutes').select('institute_eiin_no').orderBy('id').limit(1).as('eiin'),
      ])
      .where('r.roll_no', '=', payload.roll)
      .where('r.admission_year_id', '=', payload.yearId)
      .where('r.exam_id', '=', payload.examId)
      .executeTakeFirst();
    // An unpublished set is withdrawn as long as it is: the school does not stand by it now.
    if (!row?.published) return { status: 'withdrawn' } satisfies ResultVerification;

    const now = { ...figuresOf(row, tokenEiin(row.eiin)), kid: '', issued: '' };
    const stored = row.token ? parseResultToken(row.token) : null;
    // The stored token is the current one only if it says what the row says.
    const signed = agrees(now, stored) ? stored : null;
    const current = sameFigures(now, payload);
    return {
      status: current ? 'current' : 'corrected',
      ...(!current && signed ? { corrected_on: signed.payload.issued } : {}),
      ...(signed ? { token: row.token as string } : {}),
      result: examResult({ ...row, token: signed ? row.token : null }),
      student_name: row.name ?? '',
      class_name: classLabel(row),
      year_name: row.year_name,
      exam_name: row.exam_name,
      student_name_bn: row.name_bn,
      class_name_bn: row.class_name_bn
        ? classLabel({
            class_name: row.class_name_bn,
            group_name: row.group_name_bn ?? row.group_name,
            section_name: row.section_name_bn ?? row.section_name,
          })
        : null,
      exam_name_bn: row.exam_name_bn,
    } satisfies ResultVerification;
  });
}
