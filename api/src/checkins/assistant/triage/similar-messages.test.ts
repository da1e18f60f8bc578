import { similarMessages } from './similar-messages.js';

describe('similarMessages', () => {
  const reader = similarMessages([
    {
      text: 'siento que me aprietan el pecho y sudo frio',
      tier: 'emergency',
      category: 'chest_pain',
    },
    {
      text: 'me aprieta el pecho cuando subo escaleras',
      tier: 'emergency',
      category: 'chest_pain',
    },
    { text: 'no tengo dolor de pecho, solo cansancio', tier: 'none', category: null },
    { text: 'que puedo cenar esta noche', tier: 'none', category: null },
    { text: 'que cenar si llego tarde', tier: 'none', category: null },
  ]);

  it('recognises a new wording, typos included, by the labelled messages it resembles', () => {
    expect(reader.categoryOf('sientoo q me apretan el pexo y sudo friio')).toBe('chest_pain');
  });

  it('adds nothing for a message that resembles ordinary ones, or nothing at all', () => {
    expect(reader.categoryOf('que puedo cenar si llego tarde')).toBeUndefined();
    expect(reader.categoryOf('xyz')).toBeUndefined();
    // Too few words to resemble anything.
    expect(reader.categoryOf('pecho frio')).toBeUndefined();
    expect(reader.categoryOf('semana tranquila 2')).toBeUndefined();
  });
});
