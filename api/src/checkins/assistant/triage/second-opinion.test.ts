import { opinionFromReply, raisedBy, type SecondOpinion } from './second-opinion.js';
import type { TriageResult } from './taxonomy.js';

const rules = (over: Partial<TriageResult> = {}): TriageResult => ({
  tier: 'none',
  categories: [],
  medication: false,
  ambiguousReadings: [],
  aboutSomeoneElse: false,
  lowMeasured: false,
  overdoseTaken: false,
  ...over,
});
const opinion = (over: Partial<SecondOpinion> = {}): SecondOpinion => ({
  categories: ['stroke'],
  aboutSomeoneElse: false,
  ...over,
});

describe('raisedBy: a second opinion only ever raises the tier', () => {
  it('raises an ordinary message to the emergency the opinion saw, keeping what the rules found', () => {
    const result = raisedBy(rules({ medication: true, ambiguousReadings: [12] }), opinion());
    expect(result).toEqual(
      rules({
        tier: 'emergency',
        categories: ['stroke'],
        medication: true,
        ambiguousReadings: [12],
      }),
    );
  });

  it('puts a more urgent category first and keeps the rules’ own after it', () => {
    const result = raisedBy(
      rules({ tier: 'review_soon', categories: ['past_episode'] }),
      opinion({ categories: ['foot', 'repeated_lows'], aboutSomeoneElse: true }),
    );
    expect(result.tier).toBe('same_day');
    expect(result.categories).toEqual(['foot', 'past_episode']);
    expect(result.aboutSomeoneElse).toBe(true);
  });

  it.each<[string, TriageResult, SecondOpinion | null]>([
    ['no opinion', rules({ tier: 'same_day', categories: ['foot'] }), null],
    [
      'a lower tier',
      rules({ tier: 'same_day', categories: ['foot'] }),
      opinion({ categories: ['past_episode'] }),
    ],
    [
      'the same tier',
      rules({ tier: 'same_day', categories: ['foot'] }),
      opinion({ categories: ['pregnancy'] }),
    ],
    [
      'nothing found',
      rules({ tier: 'review_soon', categories: ['repeated_lows'] }),
      opinion({ categories: [] }),
    ],
  ])('leaves the rules’ triage as it is with %s', (_case, ruled, said) => {
    expect(raisedBy(ruled, said)).toBe(ruled);
  });
});

describe('opinionFromReply: only a reply grounded in the message counts', () => {
  const message = 'Mi abuelita amaneció con la boca chueca y no le entiendo nada';
  const reply = (body: unknown) => JSON.stringify(body);

  it('reads the categories and who it is about when the quote is in the message', () => {
    expect(
      opinionFromReply(
        reply({ categorias: ['stroke'], cita: 'la boca chueca', otraPersona: true }),
        message,
      ),
    ).toEqual({ opinion: { categories: ['stroke'], aboutSomeoneElse: true } });
  });

  it('reads the JSON inside a fenced block, and the quote without accents or case', () => {
    expect(
      opinionFromReply(
        '```json\n' +
          reply({ categorias: ['stroke'], cita: 'AMANECIÓ con la boca', otraPersona: true }) +
          '\n```',
        'mi abuelita amanecio con la boca chueca',
      ).opinion?.categories,
    ).toEqual(['stroke']);
  });

  it('answers no signs for an empty list', () => {
    expect(
      opinionFromReply(reply({ categorias: [], cita: '', otraPersona: false }), message),
    ).toEqual({
      opinion: { categories: [], aboutSomeoneElse: false },
    });
  });

  it.each<[string, string]>([
    [
      'a quote not in the message',
      reply({ categorias: ['stroke'], cita: 'se desmayó', otraPersona: true }),
    ],
    [
      'a quote too short to show anything',
      reply({ categorias: ['stroke'], cita: 'la', otraPersona: true }),
    ],
    [
      'an unknown category',
      reply({ categorias: ['infarto'], cita: 'la boca chueca', otraPersona: true }),
    ],
    ['no JSON', 'Parece un derrame, llamen al 911.'],
    ['broken JSON', '{"categorias": ["stroke"'],
  ])('refuses %s', (_case, text) => {
    const read = opinionFromReply(text, message);
    expect(read.opinion).toBeNull();
    expect(read.problem).toEqual(expect.any(String));
  });
});
