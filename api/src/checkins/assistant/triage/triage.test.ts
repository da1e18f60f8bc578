// The cases named in the triage issue and the taxonomy, one behaviour each. The thresholds over
// many messages are in ../eval/triage-eval.test.ts.
import { emergencyContactsFor } from '@tm/shared-contracts/clinical';
import { triageAnswer } from './answers.js';
import { triage } from './triage.js';

const tierOf = (message: string) => triage(message).tier;
/** The rules alone, without the similar-messages reader: what each round taught them. */
const byRules = (message: string) => triage(message, { categoryOf: () => undefined });

describe('triage', () => {
  it.each([
    ['tengo ganas de matarme, ya no aguanto', 'suicidal'],
    ['estoy pensando en tomarme todas las pastillas de una vez', 'suicidal'],
    ['siento como un peso en el pecho que se me va al brazo izquierdo y sudo frío', 'chest_pain'],
    ['se me durmió la mitad de la cara y el brazo derecho, hablo raro', 'stroke'],
    ['me dio 49 y no me sale hablar bien', 'low_sugar'],
    ['mi esposo está confundido y sudando, le doy jugo?', 'low_sugar'],
    ['el glucómetro marca HI, tengo mucha sed y vomité', 'high_sugar_crisis'],
    ['me desmayé en la cocina hace un rato', 'fainting'],
  ])('"%s" is an emergency (%s)', (message, category) => {
    const result = triage(message);
    expect(result.tier).toBe('emergency');
    expect(result.categories).toContain(category);
  });

  it.each([
    ['tengo una herida en el pie que no sana y sale pus', 'foot'],
    ['creo que estoy embarazada y tomo metformina', 'pregnancy'],
    ['tengo fiebre y me arde al orinar', 'urinary_fever'],
    ['llevo desde anoche vomitando y no retengo ni el agua', 'persistent_vomiting'],
    ['me hago vomitar después de comer para no engordar', 'eating_disorder'],
  ])('"%s" is a same-day referral (%s)', (message, category) => {
    expect(triage(message)).toMatchObject({ tier: 'same_day', categories: [category] });
  });

  it.each([
    'hace dos semanas me dio una baja de 60, me tomé un jugo y ya estoy bien',
    'esta semana tuve 65, 62 y 60 en ayunas, sin síntomas',
  ])('"%s" is a review soon', (message) => {
    expect(tierOf(message)).toBe('review_soon');
  });

  it.each([
    'no tengo dolor de pecho, solo quería saber qué cenar',
    'mi hija está embarazada y quiere comer sano',
    'mi mamá tuvo un infarto hace años',
    '¿qué es una hipoglucemia?',
    'me muero de hambre en las tardes',
    'hoy me salió 110 en ayunas',
  ])('"%s" is an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('reads 2.8 mmol/L as a low and 25 mmol/L as a high; a bare 12 next to glucosa is asked', () => {
    expect(triage('mi glucosa está en 2.8 mmol y estoy temblando').categories).toContain(
      'low_sugar',
    );
    expect(triage('glucosa 25 mmol/l desde hace días').categories).toContain('persistent_high');
    expect(triage('mi glucosa dio 12')).toMatchObject({ tier: 'none', ambiguousReadings: [12] });
  });

  it('refers medication questions, brand names and "la rápida" included', () => {
    for (const message of [
      '¿puedo tomar Jardiance en ayunas?',
      '¿parto la sitagliptina a la mitad?',
      'se me olvidó la glargina anoche, ¿me pongo más hoy?',
      '¿cuánto ibuprofeno de 800 puedo tomar?',
      '¿me pongo más de la rápida si comí mucho?',
    ])
      expect(triage(message).medication).toBe(true);
    expect(triage('tengo resistencia a la insulina').medication).toBe(false);
    expect(triage('¿qué comida rápida es menos mala?').medication).toBe(false);
  });
});

describe('triage reads chat spelling, reported speech and recent events', () => {
  it.each([
    // Chat spelling: "m", "d", "tngo", "ase" are "me", "de", "tengo", "hace".
    ['tngo 3.4 y m siento confundida no se q hacer', 'low_sugar'],
    ['m siento raro tngo dormida la mitad d la cara', 'stroke'],
    // "dice que es ansiedad" is someone's opinion, not a "¿qué es…?" question.
    ['tengo una pesadez en el pecho y sudor frío, mi hija dice que es ansiedad', 'chest_pain'],
    // A faint minutes ago is "just now", even when the person feels fine again.
    ['me desmayé hace 20 minutos en el trabajo y ya ando bien', 'fainting'],
  ])('"%s" is an emergency (%s)', (message, category) => {
    const result = triage(message);
    expect(result.tier).toBe('emergency');
    expect(result.categories).toContain(category);
  });

  it.each([
    [
      'todo bien en la fiesta, pero ahorita siento una opresión en el pecho y sudor frío',
      'emergency',
    ],
    ['siento el pecho apretado, como si alguien se me sentara encima', 'emergency'],
    ['tengo 25 de azucar, vomitos y un sueño que no me tengo', 'emergency'],
    [
      'varias veces en estos dias he tenido el azucar abajo de 70, ahorita estoy bien',
      'review_soon',
    ],
    ['me estan dando bajones seguido, ya van 4 esta semana', 'review_soon'],
    // A joke is no event, but it never hides skipping insulin to lose weight.
    ['a veces me salto la insulina para bajar de peso, y si funciona jaja', 'same_day'],
    // "¿Es normal?" about her own pain, and a stroke while watching TV, are events.
    [
      'tengo un dolor en el pecho que me sube a la mandíbula, ¿es normal con la diabetes?',
      'emergency',
    ],
    [
      'mi esposo estaba viendo la novela y de pronto se fue de lado, la mano no le responde',
      'emergency',
    ],
    ['salí en estado y tomo la metformina, ¿la dejo?', 'same_day'],
    // "no es normal" asserts; "me da miedo" after an event is fear of it, not a hypothetical.
    ['22 mmol/L y me noto confusa, con una sed que no es normal', 'emergency'],
    ['se me atrasó la regla 10 días y soy diabética, me da miedo', 'same_day'],
    ['pasé de 300 todo el día y ahora vomito y no me puedo levantar', 'emergency'],
    ['estoy triste por lo del divorcio pero estoy bien, no pienso hacerme daño ni nada', 'none'],
  ])('"%s" is %s', (message, tier) => {
    expect(tierOf(message)).toBe(tier);
  });

  it.each([
    'mi mama tuvo un infarto hace años y ahora yo cocino para todos',
    'duermo muy mal, me despierto a las 3 de la mañana',
    'me dieron losartán de 100 y ahora me dieron de 50, ¿me tomo dos?',
    'si alguien se desmaya por el azucar baja q se hace? es para saber nomas',
    'mi perro se desmayó del calor, pobre',
    'ayer vi una serie donde el protagonista se desmaya por la diabetes',
    'a mi mamá le dio un acv hace 3 años y tengo miedo que me pase a mí',
    'no estoy embarazada ni nada, solo que no me da hambre en las mañanas',
    'ya se me cerró la herida del pie, ya no me duele nada',
    '¿una tortilla de patatas vale para cenar?',
    'el diamicron me lo dieron de 60, ¿lo puedo partir?',
  ])('"%s" is no red flag', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('refers antacids, laxatives, ointments and "me la pongo" to the doctor or pharmacist', () => {
    for (const message of [
      '¿le doy un omeprazol?',
      'tomo dulcolax todos los días, ¿me afecta?',
      'can I just put neosporin?',
      '¿la loratadina me sube el azúcar?',
      '¿el clonazepam lo puedo partir a la mitad?',
      'me quedé sin metformina, ¿pasa algo si no la tomo 2 días?',
      'el doctor me dijo 500 mg dos veces al día pero me tomo las 1000 juntas, ¿está bien?',
      'la de la noche me la pongo a las 9, ¿me la puedo poner a las 12?',
    ])
      expect(triage(message).medication).toBe(true);
  });
});

describe('triage, ninth round: uncertainty is no question, a relative set aside stays aside', () => {
  // The rules alone: the similar-messages reader must not be what finds these.
  it.each([
    // "No sé si es grave" worries about her own event now; it is not a general question.
    [
      'no se si es grave pero me salio 340, devuelvo todo y respiro muy rapido',
      'high_sugar_crisis',
    ],
    ['no sé si es normal pero tengo 330 y respiro raro', 'high_sugar_crisis'],
    ['mi abuelo se quedó privado en el sillón', 'fainting'],
    ['la prueba me dio 2 rayas, ¿sigo con la metformina?', 'pregnancy'],
    ['me salto la insulina de la mañana y así bajo kilos', 'eating_disorder'],
    // A message that opens with "más de 280" gives its readings.
    ['más de 280 todos los días aunque me tomo la glimepirida', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    // A relative's pregnancy set aside by the rules is not brought back by similar messages.
    'mi cuñada tuvo diabetes en el embarazo, ¿a mí me puede dar?',
    // "Unas" is a word, not "uñas": no gate opens for a beer question.
    'si tomo unas chelas el sabado puedo tomar la metformina igual?',
    // The meter's HI belongs to the sentence that names it, a question here.
    '¿qué quiere decir HI en el glucómetro? pregunto por si acaso',
    // "Si un día…", "solo para saber": a general question whatever number it names.
    'si un dia me sale 42 q hago? es solo para saber',
  ])('"%s" is no red flag', (message) => {
    expect(tierOf(message)).toBe('none');
  });
});

describe('triage, tenth round: the reader stays out of jokes, pets and in-range readings', () => {
  // A reader that resembles every message to a red flag: what the rules and gates let through.
  const alarmist = (category: 'low_sugar' | 'suicidal' | 'high_sugar_crisis') => ({
    categoryOf: () => category,
  });

  it.each([
    ['mi tía se desplomó en la cocina y no contesta', 'fainting'],
    ['me blackouteé manejando hace un ratito', 'fainting'],
    ['test positivo!! y tomo metformina, qué hago', 'pregnancy'],
    ['llevo 5 semanas que no me baja y me inyecto insulina', 'pregnancy'],
    ['me atasco de comida y luego lo saco todo en el baño', 'eating_disorder'],
    ['amanecí con el lado izq entumido y la mano no me obedece', 'stroke'],
    ['ojalá no amaneciera, ya no puedo más', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it('refers Dianben (metformin in Spain) to the doctor or pharmacist', () => {
    expect(triage('¿el dianben lo puedo tomar con el café?').medication).toBe(true);
  });

  it.each([
    // A relative's heart attack "a los 60" is an age, and "¿tengo más riesgo?" a question.
    'a mi abuelo le dio un infarto a los 70, ¿yo tengo más riesgo?',
    // A finger cut in the kitchen is no foot wound.
    'me corté el dedo de la mano picando cebolla',
  ])('"%s" is no red flag', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    ['jajaja el glucómetro marca 104, ¿me como la torta entera?', 'high_sugar_crisis'],
    ['mi gato es diabético y anda temblando, ¿le doy miel?', 'low_sugar'],
    ['mi glucosa en ayunas dio 112, ¿está bien?', 'low_sugar'],
  ] as const)('"%s": the reader adds nothing (it says %s)', (message, category) => {
    expect(triage(message, alarmist(category)).tier).toBe('none');
  });
});

describe('triage, eleventh round: clock times, impersonal questions, lows named with symptoms', () => {
  it.each([
    ['¿qué ceno? ahorita me siento mareada con 62', 'low_sugar'],
    ['hay noches que quisiera dormirme y ya no despertar', 'suicidal'],
    ['no he comido nada desde el jueves, quiero bajar 4 kilos para el viaje', 'eating_disorder'],
    ['me estoy bajando mucho en las noches, el martes 58 y el miércoles 63', 'repeated_lows'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each(['¿la novalgina me sube el azúcar?', '¿el neurobion lo tomo con la comida?'])(
    '"%s" is a medication question',
    (message) => {
      expect(triage(message).medication).toBe(true);
    },
  );

  it.each([
    // A clock time is no reading.
    'me pongo la alarma a las 5:50 para medirme la glucosa, ¿está bien?',
    // What "uno" feels is said of anybody: a general question.
    'mi vecina dice que con 50 de azúcar uno se desmaya, ¿es verdad?',
  ])('"%s" is no red flag', (message) => {
    expect(tierOf(message)).toBe('none');
  });
});

describe('triage, twelfth round: goodbyes, lost consciousness in any tense, ranges of readings', () => {
  it.each([
    ['subiendo la escalera sentí una tirantez en el pecho y no se me quita', 'chest_pain'],
    ['a mi papá se le tuerce la boca y habla rarísimo', 'stroke'],
    ['terminé en el suelo del baño hace un rato, no sé qué pasó', 'fainting'],
    ['mi suegra ha perdido el conocimiento en la misa', 'fainting'],
    ['ya les dejé todo arreglado, esto es una despedida', 'suicidal'],
    ['regalé mis cosas, total ya no las voy a necesitar', 'suicidal'],
    ['les escribí cartas a mis nietos por si no estoy', 'suicidal'],
    ['todos estarían más tranquilos si yo desapareciera', 'suicidal'],
    ['perdón, ya no sigo con el programa, me voy a quitar la vida', 'suicidal'],
    ['gastroenteritis desde anoche y no retengo ni el suero', 'persistent_vomiting'],
    ['mi azucar anda en 255-265 toda la semana, es normal?', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });
});

describe('triage, thirteenth round: comparisons with a past event, "nada de", plans', () => {
  it.each([
    // The past names the comparison, the pain is now.
    ['me aprieta el pecho como la vez del infarto hace 2 años', 'chest_pain'],
    ['junté todas las pastillas de la presión, esta noche me las tomo', 'suicidal'],
    ['no tengo fuerzas para seguir, mañana cuando se vayan lo hago', 'suicidal'],
    ['tengo la pluma de insulina llena y quiero vaciármela entera', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each(['¿el zyrtec me sube el azúcar?', 'el pepto bismol lo puedo tomar?'])(
    '"%s" is a medication question',
    (message) => {
      expect(triage(message).medication).toBe(true);
    },
  );

  it.each([
    'nada de dolor de pecho, solo quería saber qué desayunar',
    'hice 20 minutos de caminadora y 50 abdominales, ¿está bien?',
    'a mi tío le dio un infarto en 2018, ¿qué le cocino?',
    '¿cuál es la diferencia entre un infarto y una angina?',
    'mi mamá se desmayaba cuando yo era niña, ¿es hereditario?',
  ])('"%s" is no red flag', (message) => {
    expect(byRules(message).tier).toBe('none');
  });
});

describe('triage, fourteenth round: wishes to stop living, overdose intent, farewells', () => {
  it.each([
    // A wish or intent joined with ceasing to live, in any wording.
    ['no quiero seguir vivo, estoy harto', 'suicidal'],
    ['ojala pudiera descansar para siempre de todo esto', 'suicidal'],
    ['honestly i just want to disappear for good', 'suicidal'],
    // Being a burden joined with others being better off.
    ['mis hijos estarían más tranquilos si ya no estuviera, solo les doy gastos', 'suicidal'],
    // Taking a whole pack, or a huge dose, to die or to "rest".
    ['me voy a tomar todo el blíster de metformina a ver si así descanso', 'suicidal'],
    ['si me inyecto 150 unidades de insulina me muero dormida verdad? eso quiero', 'suicidal'],
    // A farewell that hands someone over.
    ['gracias por todo, cuiden a mis perritos por mí. adiós', 'suicidal'],
    // Deep, fast breathing with a very high reading is a crisis, not a repeated high.
    ['me falta el aire y respiro rapidito, el azúcar en 410', 'high_sugar_crisis'],
    // Her own behaviour stays hers when she says where she read about it.
    ['a veces me salto la insulina porque así bajo de peso, lo vi en internet', 'eating_disorder'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it('refers a forgotten dose taken later to the doctor or pharmacist', () => {
    expect(triage('olvidé la levo en ayunas, ¿me la tomo al mediodía?').medication).toBe(true);
  });

  it.each([
    // A relative's low last night, treated and over.
    'a mi mamá le dio una baja anoche de 58, le di jugo y ya amaneció bien',
    'me muero de sueño después de la pastilla de la noche, ¿es normal?',
    'gracias por todo, ya terminé el programa. adiós y suerte',
    'si yo no estuviera cocinando, mis hijos comerían pura comida rápida',
  ])('"%s" is no emergency', (message) => {
    expect(byRules(message).tier).not.toBe('emergency');
  });
});

describe('triage, fifteenth round: neglect to die, self-injury, nervous laughter, a late period', () => {
  it.each([
    ['ya no me cuido a propósito, para ver si me muero de una vez', 'suicidal'],
    ['me golpeo la cabeza contra la pared cuando no aguanto más', 'suicidal'],
    ['me rasguño los brazos hasta sangrar cuando me siento así', 'suicidal'],
    // Nervous laughter does not hide a pain that has lasted for minutes.
    [
      'jajaja ni sé qué comí pero tengo el pecho apretado y no respiro bien, ya van 30 minutos',
      'chest_pain',
    ],
    ['no me baja la regla desde hace 7 semanas y me pongo insulina', 'pregnancy'],
    ['la regla no me viene hace dos meses, tomo metformina', 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it('refers supplement gummies to the doctor or pharmacist', () => {
    expect(triage('¿las gomitas de vinagre me ayudan a bajar el azúcar?').medication).toBe(true);
  });

  it.each([
    // A character in a soap opera or a film is nobody's event here.
    'en la telenovela de anoche al señor le dio un infarto por la diabetes, ¿eso pasa de verdad?',
    'viendo una película el protagonista se desmayó por el azúcar, ¿así de rápido pasa?',
    'casi me da un infarto cuando vi la cuenta del súper jaja',
  ])('"%s" is no red flag', (message) => {
    expect(byRules(message).tier).toBe('none');
  });

  it('the reader adds no repeated readings to a message that names neither readings nor sugar', () => {
    const saysHigh = { categoryOf: () => 'persistent_high' as const };
    expect(triage('llevo 3 semanas con el mismo peso y hago todo bien', saysHigh).tier).toBe(
      'none',
    );
    expect(triage('llevo 3 semanas con el azúcar por las nubes', saysHigh).tier).toBe(
      'review_soon',
    );
  });
});

describe('triage, sixteenth round: time that passes is no relief, a relative now, slang', () => {
  it.each([
    // "Ya pasó una hora" measures the pain; "no se me quita" says it is there.
    [
      'mijo me siento raro, el pecho pesado y apretado, sudo frío, ya pasó una hora y no se me quita',
      'chest_pain',
    ],
    // A relative's state now, then "¿es normal?", asks about his event.
    [
      'mi esposo tiene 410 de azúcar y está re dormido, le hablo y se vuelve a dormir, ¿es normal?',
      'high_sugar_crisis',
    ],
    ['mi tía ta babeando de un lado y no puede agarrar la cuchara, dice que ta bien', 'stroke'],
    [
      'mi papá está diciendo cosas sin sentido y está empapado de sudor, toma glimepirida',
      'low_sugar',
    ],
    [
      'los vómitos no paran desde el mediodía, tomo suero y lo boto enseguida',
      'persistent_vomiting',
    ],
    ['estoy preñada otra vez jaja, 10 semanas, y tomo metformina', 'pregnancy'],
    [
      'el sensor me marca bajitas varias veces esta semana, 60 y algo en las tardes',
      'repeated_lows',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'me puse la corrección que me indicó la doctora, ¿hice bien?',
    'tengo acidez y no se me quita ni con el omeprazol',
    'tengo juntadas todas las pastillas y pienso tragármelas esta noche',
  ])('"%s" is a medication question', (message) => {
    expect(triage(message).medication).toBe(true);
  });

  it('a negative pregnancy test is no pregnancy', () => {
    expect(byRules('me hice la prueba de embarazo y salió negativa, ¿el ayuno sirve?').tier).toBe(
      'none',
    );
  });

  it('the reader adds no pregnancy to a man and no chest pain without chest, pain or breath', () => {
    const says = (category: 'pregnancy' | 'chest_pain') => ({ categoryOf: () => category });
    expect(triage('mi abuelo anda muy cansado y no quiere comer', says('pregnancy')).tier).toBe(
      'none',
    );
    expect(triage('subí las escaleras diez veces y sudé como loco', says('chest_pain')).tier).toBe(
      'none',
    );
    expect(triage('siento algo raro en el pecho desde hace rato', says('chest_pain')).tier).toBe(
      'emergency',
    );
  });
});

describe('triage, seventeenth round: regional words for fainting, wishes for no tomorrow, idioms', () => {
  it.each([
    ['mi suegra se paró y se tambalea, y la sonrisa le queda chueca', 'stroke'],
    ['me acabo de privar en la cocina, mi esposo me levantó', 'fainting'],
    ['me acabo de caer redondo, no sé cuánto tiempo estuve en el suelo', 'fainting'],
    ['estoy harta de pincharme, quisiera dormir y que no haya mañana', 'suicidal'],
    ['nadie me echaría en falta, a veces me quiero quitar de en medio', 'suicidal'],
    ['mi mamá dice que va a dejar la insulina para irse con mi papá que falleció', 'suicidal'],
    [
      'el lunes no comí nada para compensar y el martes me di un atracón y lo devolví',
      'eating_disorder',
    ],
    ['me hice un corte arreglándome las uñas del pie y se puso rojo e hinchado con agüita', 'foot'],
    ['el medicamento nuevo no me hace nada, sigo en 280 todos los días', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿hay algún té para bajar el azúcar? la tengo en 200',
    'me quedé sin pastillas hasta el martes, ¿aguanto sin tomar?',
    'el medicamento nuevo no me hace nada',
  ])('"%s" is a medication question', (message) => {
    expect(triage(message).medication).toBe(true);
  });

  it.each([
    'con tantas reglas de comida a veces me dan ganas de tirar la toalla',
    'casi me da un infarto cuando vi el azúcar que trae ese yogur',
    'el glucómetro marcó HI pero tenía azúcar en los dedos, me lavé, volví a medir y salió 128',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it('the reader adds no high-sugar crisis without a high reading or the sugar said to be high', () => {
    const saysCrisis = { categoryOf: () => 'high_sugar_crisis' as const };
    expect(triage('me cuesta dormir y ando con mucha sed', saysCrisis).tier).toBe('none');
    expect(triage('traigo el azúcar por las nubes, mucha sed y mucho sueño', saysCrisis).tier).toBe(
      'emergency',
    );
  });
});

describe('triage, eighteenth round: pills by the dozen, dying sooner on purpose, "me acaba de pasar"', () => {
  it.each([
    ['me tomé como 20 pastillas de clonazepam hace un rato, no sé si está bien', 'suicidal'],
    ['me trague unas quince tabletas de las de dormir', 'suicidal'],
    ['acabo de tomarme 30 pastillas de metformina', 'suicidal'],
    ['si dejo la insulina capaz me muero más rápido y ya, es lo que quiero', 'suicidal'],
    ['sin las pastillas me muero más pronto, eso quiero', 'suicidal'],
    [
      '¿Es normal desmayarse después de ponerse la insulina? me acaba de pasar, todavía estoy mareado',
      'fainting',
    ],
    ['¿es normal que se te duerma media cara? me está pasando ahorita', 'stroke'],
    [
      'varias veces este mes me ha salido entre 56 y 65 antes del almuerzo, sin síntomas',
      'repeated_lows',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'me tomo 2 pastillas de metformina al día, ¿está bien?',
    '¿es normal desmayarse con la glucosa baja? a mi vecina le pasó el año pasado',
    'tomo 10 unidades de insulina en la noche',
  ])('"%s" is no emergency', (message) => {
    expect(triage(message).tier).not.toBe('emergency');
  });
});

describe('triage, eighteenth round: held-out-17 joins the development sets', () => {
  it.each([
    [
      'no es nada creo, el aparato dice HI, tengo mucha sed y vomité un poquito jeje',
      'high_sugar_crisis',
    ],
    ['tengo guardadas muchas pastillas por si un día me decido', 'suicidal'],
    [
      'en la mañana siempre 270 y en la tarde 300, así van 5 días, ¿será la comida?',
      'persistent_high',
    ],
    ['tres noches seguidas con 67 antes de dormir, ahora mismo tengo 110', 'repeated_lows'],
    ['toy preñá y tengo la azúcar alta, me da miedo por el bebé', 'pregnancy'],
    ['hace 5 días no baja de 270, tomo metformina de 850, ¿debería tomarme 2?', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'mi papá murió de un infarto hace como 5 años y por eso me estoy cuidando tanto',
    'mi tía falleció de un derrame cerebral, ahora me cuido más',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it('the reader adds no crisis to a medication question without a word of despair or harm', () => {
    const saysCrisis = { categoryOf: () => 'suicidal' as const };
    expect(
      triage('se me cayó el frasco de insulina al piso, ¿la sigo usando?', saysCrisis).tier,
    ).toBe('none');
    expect(triage('tengo el frasco de insulina aquí y ya no quiero seguir', saysCrisis).tier).toBe(
      'emergency',
    );
  });

  it('still reads an infarction of hers, now', () => {
    expect(byRules('creo que me está dando un infarto, me duele el pecho').tier).toBe('emergency');
  });
});

describe('triage, nineteenth round: her own reading asked about, signs laughed off, settled affairs', () => {
  it.each([
    ['me medí por curiosidad y salió 49, no siento nada raro, ¿es normal?', 'low_sugar'],
    ['por pura curiosidad me checké y me dio 47, me siento bien', 'low_sugar'],
    ['jeje me veo la boca chueca en el espejo, ¿será el aire acondicionado?', 'stroke'],
    ['jaja me desperté en el piso del baño hace un rato', 'fainting'],
    ['estoy viendo doble desde hace un rato', 'stroke'],
    ['me cuesta andar recto desde esta mañana', 'stroke'],
    [
      'te cuento la semana: caminé 3 días, cené ligero, y ahorita mi esposo no puede mover la mano derecha, ¿será cansancio?',
      'stroke',
    ],
    ['ya dejé todo arreglado, el seguro y las cuentas, esta noche termino con esto', 'suicidal'],
    ['ya les escribí una carta a mis hijos por si me pasa algo, ya no aguanto', 'suicidal'],
    ['tengo una regla: si como dulce no como nada los 2 días siguientes', 'eating_disorder'],
    ['el dedo gordo del pie se me está poniendo negro, no me duele nada, eso es normal?', 'foot'],
    ['3 veces esta semana me agarró el bajón después del gym', 'repeated_lows'],
    ['mi mamá amanece con 60 y pico casi todos los días', 'repeated_lows'],
    ['tres días seguidos con 3,5 antes de cenar, me encuentro bien', 'repeated_lows'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿cuántas horas dejo entre la pastilla de la presión y la del colesterol? me las tomo todas juntas en el desayuno',
    'me levanto a orinar 2 o 3 veces cada noche, ¿es por el azúcar?',
    'la metformina me tiene con diarrea desde que empecé hace una semana, ¿se quita?',
    'hace 6 años tuve un ACV, me recuperé bien, ahora quiero comer mejor',
    'siempre termino comiéndome 3 tortillas en la cena',
    '¿me pongo la insulina antes de cenar? y qué ceno para no amanecer bajito',
    'me quiero morir de la vergüenza, me comí medio pastel delante de todos',
    '¿cuántos días antes de la cirugía de cataratas dejo la metformina?',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it('asks for the doctor before exercise after an infarction years ago', () => {
    expect(
      triage('hace 3 años me dio un infarto, ahora estoy bien y quiero empezar a caminar')
        .categories,
    ).toEqual(['past_episode']);
  });

  it('refers a question about a herbal remedy', () => {
    expect(triage('¿la pata de vaca en té sirve o es puro cuento?').medication).toBe(true);
  });
});

describe('triage, twentieth round: readings without a unit word, a rise that is no recovery', () => {
  it.each([
    [
      'me están saliendo bajadas de 3,7 y 3,9 casi todas las mañanas, no noto nada',
      'repeated_lows',
    ],
    [
      'me vienen saliendo 60 y pico varias veces esta semana antes del almuerzo, ahora estoy bien',
      'repeated_lows',
    ],
    ['mis lecturas van entre 15 y 18 toda la semana, me siento como siempre', 'persistent_high'],
    ['mi mamá lleva días en 300, 280, ¿le doy otra pastilla?', 'persistent_high'],
    [
      'mi papá dejó la insulina y el azúcar le subió a 480, está vomitando y respira raro',
      'high_sugar_crisis',
    ],
    [
      'le escribo porque mi tía está en la sala y se le ve la boca chueca de un lado y no contesta bien ella es diabética desde hace años',
      'stroke',
    ],
    [
      'jaja qué semana, pero hace 10 min me desmayé en la cocina, me golpeé y todavía estoy en el piso',
      'fainting',
    ],
    ['cada vez que cruzo el puente me dan ganas de tirarme, lo pienso cada vez más', 'suicidal'],
    [
      'dejo de comer dos días enteros y cuando como me atraco y luego lo boto todo',
      'eating_disorder',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'mi abuelo se desmayó hace como 8 años por el azúcar, ¿eso se hereda?',
    'la metformina me da diarrea desde hace 10 días, aunque como y tomo líquidos normal',
    'vomité una vez al rato de tomarme la pastilla, ¿me la vuelvo a tomar?',
    'tengo ganas de tirarme en la cama todo el domingo',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it.each([
    'tengo nitroglicerina del cardiólogo, ¿cuántas me puedo poner?',
    '¿debo tener glucagón en casa por si me da una baja?',
  ])('refers "%s" as a medication question', (message) => {
    expect(triage(message).medication).toBe(true);
  });
});

describe('triage, twenty-first round: found on the floor, strength gone from one side', () => {
  it.each([
    [
      'I just passed out en el trabajo, blacked out for a sec, ahora estoy bien creo, sugar 102',
      'fainting',
    ],
    [
      'mi esposo me encontró tirada en el baño, dice que no le respondía, ya reaccioné hace 10 min',
      'fainting',
    ],
    ['mi hija encontró a su abuelo tirado en la huerta y no contesta, ¿qué hacemos?', 'fainting'],
    ['jeje ya ni ganas de despertar mañana, y no es broma eh', 'suicidal'],
    ['se me fue la fuerza del lado izquierdo', 'stroke'],
    ['tengo 380 y se me cierran los ojos, no me puedo ni parar', 'high_sugar_crisis'],
    ['varios días con 3,4 y 3,7 por la mañana, sin síntomas', 'repeated_lows'],
    ['16, 17, 19 cada día desde hace una semana, mmol. me siento bien', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'me levanto 2 o 3 veces a orinar. sin ardor ni fiebre. ¿es por el azúcar o por la edad? tengo 71.',
    'le resumo la semana: he paseado con mi perro, mi vecina se desmayó en la plaza el jueves y me asusté, pero yo estoy perfectamente',
    'aquí no hay la metformina que me recetaron, compré otra marca de 1000 en vez de 850, ¿la parto?',
    'me pongo insulina en la noche, if I drink a few beers should I skip the insulin those nights?',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it.each([
    '¿puedo tomar mi statin un día sí y otro no? me duelen las piernas',
    'los frijoles me inflaman, ¿puedo tomar simeticona?',
  ])('refers "%s" as a medication question', (message) => {
    expect(triage(message).medication).toBe(true);
  });
});

describe('triage, twenty-second round: numbers in words, a reading after "y ahora"', () => {
  it.each([
    ['cuarenta y seis me salió ahorita, no siento nada pero es muy bajo ¿no?', 'low_sugar'],
    ['estoy de viaje, me medí y salió treinta y ocho, tengo mucho sueño', 'low_sugar'],
    ['me salió trescientos ochenta, ¿es mucho?', 'persistent_high'],
    [
      'se me pasó comer después de la insulina y ahora estoy sudando y veo nublado, el aparato dice 58',
      'low_sugar',
    ],
    [
      'mi esposo dice que mejor se muere, así cobramos el seguro. anoche lo encontré en el garaje con una soga',
      'suicidal',
    ],
    ['a mi papá se le fue el habla de repente, solo hace sonidos', 'stroke'],
    ['ya estoy cansado de todo, mi familia estaría better off sin mí', 'suicidal'],
    [
      'jajaja semana horrible, si me muero nadie se daría cuenta, ya les escribí una carta a mis hijos',
      'suicidal',
    ],
    [
      'mi hija tiene diabetes y se acaba de enterar de que está embarazada, toma losartán',
      'pregnancy',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'me dijeron que vigile si se me tuerce la boca, pero estoy perfecta. ¿Cuáles son las señales de un derrame? Para saber nomás',
    'el endocrino me subió la metformina a 1000 y mi médico dice que con 850 basta, ¿a quién le hago caso?',
    '¿cada cuánto me mido? solo me dan 50 tiritas al mes',
    'mi hija está embarazada de 5 meses, ¿qué le cocino?',
    'mi cuñada está embarazada y tiene diabetes gestacional, le van a poner insulina, ¿es peligroso?',
    'tengo cuarenta y ocho años y quiero empezar a caminar',
    'salto a la cuerda 10 minutos cada mañana',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it('refers a question about alpha-lipoic acid', () => {
    expect(triage('¿sirve el ácido alfa lipoico para el hormigueo?').medication).toBe(true);
  });
});

describe('triage, twenty-third round: Caribbean participles, acetone breath, a missed meal', () => {
  it.each([
    ['tengo el corazón apretao y me mareo, me sudan las manos', 'chest_pain'],
    [
      'llevo 3 días sin la insulina, tengo ganas de vomitar y me dicen que la boca me huele a quitaesmalte',
      'high_sugar_crisis',
    ],
    [
      '¿si me tomo de golpe las pastillas de todo el mes con una botella de ron me muero? lo estoy pensando en serio',
      'suicidal',
    ],
    [
      'ando temblorosa y con la vista borrosa, me puse la insulina y se me pasó la hora de comer',
      'low_sugar',
    ],
    ['5 días seguidos con 60 y algo de madrugada, ¿será la insulina?', 'repeated_lows'],
    ['con la glimepirida me ha bajado a sesenta y algo varias veces esta semana', 'repeated_lows'],
    ['ahorita se me durmieron el brazo y la pierna izquierdos y siento la lengua pesada', 'stroke'],
    ['mi abuelita de repente no entiende lo que le decimos', 'stroke'],
    ['me quiero ir con mi difunto esposo, ya escogí el día', 'suicidal'],
    ['ya dejé todo arreglado para mi señora y mañana ya no voy a estar', 'suicidal'],
    ['mi hijo dejó la insulina a propósito, dice que ya no quiere vivir así', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'me siento como un globo después de los frijoles jaja parezco embarazada',
    'estoy viendo una serie de médicos y un paciente tuvo cetoacidosis, ¿le puede pasar a uno con tipo 2?',
    'en la novela una señora se tomó todas las pastillas y me quedé pensando, ¿si me tomo dos metforminas por error qué pasa?',
    'mi abuela tuvo muchas hipoglucemias de mayor, ¿eso se hereda?',
    'me quiero morir por un pastel de tres leches jajaja, ¿cada cuánto puedo?',
    'ando bien sacado de onda, me salió 128 en ayunas, ¿es alto?',
    'no tengo fiebre ni dolor, solo orino mucho en la noche, ¿es el azúcar?',
    'Esta semana dormí fatal y comí pan dulce a escondidas, qué vergüenza',
    '¿El mango está prohibido? Tenemos un palo cargado y me da lástima desperdiciarlos',
    'me dan agruras cuando como picante, nada más eso, no es en el pecho. ¿me tomo un omeprazol?',
    'desde el Trulicity me lleno rapidísimo, pero como bien y no he vomitado',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it('keeps the crisis line when a film brings on her own wish', () => {
    expect(triage('vi una película y me dieron ganas de matarme').categories).toContain('suicidal');
  });
});

describe('triage answers', () => {
  const stepsOf = (message: string) =>
    triageAnswer(triage(message), { contacts: emergencyContactsFor('México') })!.text.split('\n\n');

  it.each([
    'me tomé como 20 pastillas de clonazepam hace un rato, no sé si está bien lo que hice',
    'mi hijo se tomó toda la caja de pastillas de su abuela, dice que quería morirse',
  ])('answers pills already taken ("%s") with the emergency number first', (message) => {
    const answer = triageAnswer(triage(message), { contacts: emergencyContactsFor('México') })!;
    expect(answer.text).toMatch(/^Llama ahora al 911 o ve a urgencias/);
    expect(answer.text).toContain('Línea de la Vida');
    expect(answer.calls[0]).toEqual({ label: 'Emergencias', number: '911' });
  });

  it.each([
    'si me tomo todas las pastillas me muero rápido?',
    'mi tío se tomó todas las pastillas hace años, yo también quiero morirme',
  ])('keeps a wish not yet acted on ("%s") with the crisis line first', (message) => {
    const answer = triageAnswer(triage(message), { contacts: emergencyContactsFor('México') })!;
    expect(answer.calls[0]?.label).toMatch(/Línea de la Vida/);
  });

  it('treats a low beside a wish to die', () => {
    const [, , low] = stepsOf('ya no quiero vivir, me siento muy mal, estoy temblando y tengo 45');
    expect(low).toMatch(/^Si la persona está confundida/);
  });

  it('leads with the low a meter shows, before the stroke its signs may be', () => {
    const [, first, second] = stepsOf(
      'mi abuelita está muy adormilada y habla raro, el glucómetro dice 39',
    );
    expect(first).toMatch(/^Si la persona está confundida/);
    expect(second).toMatch(/derrame cerebral/);
    expect(second).toContain('solo el azúcar de la baja');
  });

  it('never suggests sugar for a stroke where no low was found', () => {
    const [, first] = stepsOf('a mi papá se le torció la boca y no puede levantar el brazo');
    expect(first).toMatch(/derrame cerebral/);
    expect(first).not.toContain('azúcar');
  });

  it('puts a heart attack first and asks to measure before any sugar when no reading shows a low', () => {
    const [, first, second] = stepsOf('tengo un peso en el pecho y estoy sudando frío');
    expect(first).toMatch(/infarto/);
    expect(second).toMatch(/^También puede ser una baja de azúcar\. Si hay medidor, mide ahora/);
    expect(second).not.toContain('azúcar rápida ahora');
  });

  it.each([
    'mi mamá tiene 450 de glucosa, está muy dormida y respira rápido y profundo',
    'mi glucosa no baja de 300 desde el lunes, no tengo sed ni nada raro',
  ])('never tells "%s" to take fast sugar', (message) => {
    const answer = triageAnswer(triage(message), { contacts: emergencyContactsFor('México') });
    expect(answer?.text).not.toContain('azúcar rápida');
  });

  it('starts an emergency with the number of the country, and low sugar with the 15-15 rule', () => {
    const answer = triageAnswer(triage('me dio 45 y estoy temblando'), {
      contacts: emergencyContactsFor('Colombia'),
    });
    expect(answer?.text).toMatch(/^Esto puede ser una emergencia: llama ahora al 123\./);
    expect(answer?.text).toContain('no le des nada por la boca');
    expect(answer?.text).toContain('15 g de azúcar rápida');
    expect(answer?.text).toContain('Mide otra vez en 15 minutos');
  });

  it.each([
    ['México', 'la Línea de la Vida: 800 911 2000'],
    ['España', '024'],
    ['Estados Unidos', '988'],
    ['', 'la línea de crisis de tu país'],
  ])('gives the crisis line of %s', (pais, line) => {
    const answer = triageAnswer(triage('ya no quiero vivir'), {
      name: 'Rosa',
      contacts: emergencyContactsFor(pais),
    });
    expect(answer?.text).toMatch(/^Rosa, gracias por decírmelo\./);
    expect(answer?.text).toContain(line);
    expect(answer?.calls[0]?.label).toMatch(/línea|Línea/);
  });
});

describe('triage, round 25: atypical heart attacks, night lows seen by a spouse, lasting highs', () => {
  it.each([
    ['mi mamá dice que le duele la espalda entre los hombros y está sudando', 'chest_pain'],
    ['mi señora está toda mojada de sudor y no dice nada que tenga sentido', 'low_sugar'],
    ['¿se puede uno morir con 100 unidades de insulina? llevo días dándole vueltas', 'suicidal'],
    [
      'mi hijo que es diabético está vomitando, respira raro y el aparato dice HI',
      'high_sugar_crisis',
    ],
    ['si me tomo todo el blister de glibenclamida, ¿es rápido?', 'suicidal'],
    ['mi esposo murió y desde entonces no le encuentro sentido a nada', 'suicidal'],
    ['me doy atracones por la noche y después lo echo todo', 'eating_disorder'],
    ['hace como 2 semanas no baja de doscientos sesenta, sin síntomas', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿puedo tomarme un antigripal de esos de sobrecito?',
    'tiene que tomar la de la presión a esta hora, ¿se la doy?',
    'llevo 24 mmol/l, ¿me pincho más rápida?',
  ])('"%s" is a medication question', (message) => {
    expect(triage(message).medication).toBe(true);
  });

  it('a question about a new medicine raising the sugar names nothing that repeats', () => {
    expect(
      triage('mi mamá se pone insulina y ahora le dieron prednisona, ¿le va a subir el azúcar?')
        .tier,
    ).toBe('none');
  });
});

describe('triage, round 26: signs half gone, a meter pointed back at, farewells, relatives', () => {
  it.each([
    ['se me adormeció la cara y el brazo del mismo lado, ya se me pasó un poco', 'stroke'],
    ['¿qué significa HI? lo tengo así right now y estoy con muchísima sed', 'high_sugar_crisis'],
    ['mi papá se agarra el pecho y dice que son gases, pero está sudando frío', 'chest_pain'],
    ['orino a cada rato, me quema y anoche temblaba de frío bajo dos frazadas', 'urinary_fever'],
    [
      'mi vecina ya se despidió de todos y regaló sus cosas, dice que está lista para irse',
      'suicidal',
    ],
    ['su papá está muy dormilón, se puso la insulina rápida y se vuelve a dormir', 'low_sugar'],
    ['mi abuelo tiene 330, no se acuerda dónde está y no para de pedir agua', 'high_sugar_crisis'],
    ['les dejo los papeles de la casa y el seguro, ya no voy a necesitar la insulina', 'suicidal'],
    ['salí en cinta y soy diabética, me da miedo por el bebé', 'pregnancy'],
    [
      'la abuela se nos fue hace un ratico, se puso blanca y se fue para atrás en la silla',
      'fainting',
    ],
    ['le pido a Dios que me lleve esta noche, no voy a comer ni tomar nada', 'suicidal'],
    [
      'tomo laxantes todas las noches para no engordar, ¿es malo con la metformina?',
      'eating_disorder',
    ],
    ['mi mamá ha tenido bajitas toda la semana, 60 y algo, ahora está bien', 'repeated_lows'],
    ['mi marido anda en 300 y pico hace una semana, no tiene nada raro', 'persistent_high'],
    ['me quiero mat ar no aguanto mas esta en fermedad', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'mi vecina se cayó el año pasado por un bajón de azúcar, ¿cómo sé si a mí me está pasando?',
    'what does cetoacidosis mean? lo leí en un folleto de la clínica',
    'no me quiero mo rir todavía, quiero ver crecer a mis nietos',
  ])('"%s" is no red flag', (message) => {
    expect(triage(message).tier).toBe('none');
  });

  it.each(['¿le doy una duralgina?', 'desde la cortisona estoy en 260, ¿la sigo tomando?'])(
    '"%s" is a medication question',
    (message) => {
      expect(triage(message).medication).toBe(true);
    },
  );
});

describe('triage, round 27: the second reader adds no low or high the readings contradict', () => {
  const says = (category: 'low_sugar' | 'high_sugar_crisis' | 'repeated_lows') => ({
    categoryOf: () => category,
  });

  it.each([
    ['me siento rara y sudando, me salió 260 hace un rato', 'low_sugar'],
    ['estoy temblando y sudando, me salió 48', 'high_sugar_crisis'],
  ] as const)('"%s": the reader may not add %s', (message, category) => {
    expect(triage(message, says(category)).categories).not.toContain(category);
  });

  it.each([
    // Drowsy at 520 is a high-sugar crisis: the low-sugar steps (fast sugar) would be wrong.
    ['mi papá está como dormido todo el día y le salió 520', 'low_sugar', 'high_sugar_crisis'],
    [
      'esta semana tuve 260, 280 y 300 en ayunas, me siento bien',
      'repeated_lows',
      'persistent_high',
    ],
  ] as const)('"%s": a reader saying %s adds %s', (message, category, added) => {
    const { categories } = triage(message, says(category));
    expect(categories).toContain(added);
    expect(categories).not.toContain(category);
  });
});

describe('triage, round 27 (from held-out-35 and -36): what the rules learned', () => {
  it.each([
    [
      '¿es normal sentir un elefante en el pecho al subir? ahorita lo tengo y no se quita',
      'chest_pain',
    ],
    ['a mi abuela se le fue el conocimiento cocinando, ya tiene 5 minutos y no vuelve', 'fainting'],
    ['por las noches le pido a dios no despertar', 'suicidal'],
    ['ya les escribí la carta a mis hijos y dejé todo arreglado, gracias por todo', 'suicidal'],
    [
      '¿qué pasa si uno se inyecta 100 unidades de una vez? lo pregunto en serio, ya no aguanto',
      'suicidal',
    ],
    [
      'de repente estaba en el suelo con gente alrededor, fue hace diez minutos, ya me siento bien',
      'fainting',
    ],
    [
      'mi papá tiene el azúcar en 300 y pico desde la semana pasada, dice que se siente bien',
      'persistent_high',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    const { categories } = byRules(message);
    expect(categories).toContain(category);
  });

  it('a faint dated "hace diez minutos" in the next part is just now, not a past episode', () => {
    expect(byRules('me caí redondo en la fila del banco, fue hace diez minutos').tier).toBe(
      'emergency',
    );
  });
});

describe('triage, round 28: "¿es normal?" about her own sign now, a daughter skipping insulin', () => {
  it.each([
    ['¿es normal que se me duerma la mitad del cuerpo de repente? empezó hace un rato', 'stroke'],
    ['traigo 410 y no paro de vomitar y una sed horrible, es grave?', 'high_sugar_crisis'],
    ['¿es peligroso si uno se desmaya? me acaba de pasar en el mercado', 'fainting'],
    ['descubrí que mi hijo no se pone la insulina para estar flaco', 'eating_disorder'],
    ['me mando un atracón y luego lo vomito jaja, es malo?', 'eating_disorder'],
    ['a mi papá le salió una ampolla en el pie hace 10 días y no cierra, huele feo', 'foot'],
    [
      'mi esposo se paró de la mesa y cayó redondo, estuvo sin responder, fue hace un rato',
      'fainting',
    ],
    ['quisiera dormirme y no levantarme más', 'suicidal'],
    ['esta noche me pongo los dos lapiceros de insulina completos', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿es normal que a los diabéticos se les duerman los pies?',
    '¿es grave tener 250 después de comer?',
    'no tengo ganas de matarme en el gym, algo suave para empezar?',
    'mi papá ya no se ha vuelto a desmayar desde que come a sus horas',
    'caminé por la cinta costera y me muero de cansancio jaja',
    'el medidor marcó HI pero tenía azúcar en el dedo, me lavé las manos y salió 118',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });
});

describe('triage, round 29: "pero sigo a 48", "le acaba de pasar a mi señora", English and cuts', () => {
  it.each([
    ['ya se me quitó el temblor pero sigo en 47', 'low_sugar'],
    [
      'es normal que tenga el azúcar en 430 y me sienta tan confundida y con esa sed?',
      'high_sugar_crisis',
    ],
    ['es peligroso si alguien se desmaya un minuto? le acaba de pasar a mi hermano', 'fainting'],
    ['mi mamá se levantó sin poder mover el brazo derecho', 'stroke'],
    ['me he ido al suelo en la cocina hace nada', 'fainting'],
    ['es normal que mi papá duerma tanto? lo muevo y nada', 'fainting'],
    ['ojalá no despertarme nunca, ya', 'suicidal'],
    ['volví a hacerme cortes en las piernas', 'suicidal'],
    ['honestly I dont want to live anymore', 'suicidal'],
    ['tengo bajas casi todos los días antes de comer', 'repeated_lows'],
    ['también le cuento que pienso mucho en morirme, bueno, ¿cuántas tortillas?', 'suicidal'],
    ['hace rato q siento el pecho apretado jaja seguro son nervios', 'chest_pain'],
    [
      'dejé la insulina porque no como, ahora 410 y vomité dos veces, muy cansado',
      'high_sugar_crisis',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'estoy que me desmayo de hambre jaja, ¿qué me como a media mañana?',
    'mi abuelo se desmayó por una baja hace como 20 años, ¿cómo se reconoce una baja?',
    'me fui al suelo de risa con el video que me mandaste',
    'me da acidez al cenar, no es dolor de pecho, es un ardor en la garganta',
    'tengo diarrea desde la mañana, dos veces, pero tomo agua y la aguanto bien',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('"ahora 38" beside a fever is a temperature, not a low to give sugar to', () => {
    expect(
      triage('ardor al orinar desde ayer y ahora escalofríos y 38, ¿qué como?').categories,
    ).toEqual(['urinary_fever']);
  });

  it('"no baja de 280" is a high that persists, never a low to give sugar to', () => {
    expect(
      byRules('mi glucosa no baja de 280 desde el domingo, me siento bien').categories,
    ).toEqual(['persistent_high']);
  });

  it('confusion beside a reading of 430 is the high-sugar crisis, never a low to give sugar to', () => {
    expect(
      byRules('tengo el azúcar en 430 y me siento muy confundida y con mucha sed').categories,
    ).toEqual(['high_sugar_crisis']);
  });

  it.each([
    '¿puedo limpiarme las uñas con clorhexidina?',
    '¿el merthiolate sirve para una raspadura?',
    '¿puedo partir el glifage a la mitad?',
    '¿puedo tomar tapsin con la diabetes?',
    'me pongo 10 unidades antes de comer, si ceno poco ¿me pongo menos?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 30: a remedy taken for the sugar, a faint laughed about, sayings of hunger', () => {
  it.each([
    ['me arde la garganta de sed, 360 ahorita, y me confundo de todo', 'high_sugar_crisis'],
    ['ya no tengo ganas de seguir, tengo la soga lista en el patio', 'suicidal'],
    ['jaja me desmayé en el bautizo, me fui como un minuto, ya me dieron un jugo', 'fainting'],
    [
      'jajaja creo que me dio el patatús, se me durmió todo el lado derecho, la cara y el brazo',
      'stroke',
    ],
    ['tomo té de sen todas las noches para no subir de peso', 'eating_disorder'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'ya me quiero morir... de hambre jaja, ¿qué llevo de colación?',
    'me va a dar un patatús con lo caro que está el pescado, ¿qué ceno barato?',
    'mi comadre se desmayó ayer en la iglesia, ¿a mí me puede pasar?',
    'me trajeron unas pastillas de berberina, ¿las tomo junto con las mías?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿cuánto vinagre de manzana tomo antes de comer para el azúcar?',
    '¿el té de guayaba sirve en vez de lo que me recetaron?',
    '¿la hoja de guarumo sirve como remedio para la diabetes?',
    'tengo el azúcar alta, ¿el mate de hierba luisa me la baja?',
    'me arde al orinar, ¿tomo el mate de cola de caballo?',
  ])('"%s" is referred as a medication question: a remedy taken as a medicine', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 31: farewells, a face half gone, a meter laughed about, anniversaries', () => {
  it.each([
    [
      'jaja como cuando uno se echa unas chelas, me tiembla todo y sudo, el aparatito dice 61',
      'low_sugar',
    ],
    ["I don't want to be here anymore, ya lo tengo planeado", 'suicidal'],
    ['no se preocupen, ya pronto no voy a ser problema de nadie', 'suicidal'],
    ['ya no voy a molestar más, gracias por todo', 'suicidal'],
    [
      'dejé al gato con mi vecina, solo quería decirles adiós, fueron muy buenos conmigo',
      'suicidal',
    ],
    ['guardé las pastillas de todo el mes y ya sé lo que voy a hacer con ellas', 'suicidal'],
    [
      'jaja no puedo cerrar bien el ojo y la boca se me va pa un lao, me empezó hace rato',
      'stroke',
    ],
    ['de golpe todo me da vueltas, no me puedo mantener parada y la voz enredada', 'stroke'],
    ['cuatro noches seguidas me he despertado con 60 y algo', 'repeated_lows'],
    ['seguimos con valores altos, 260 a 310 todo el finde, sin vómitos', 'persistent_high'],
    ['¿cuántos laxantes tomo para bajar más rápido?', 'eating_disorder'],
    [
      'ando en 420 desde la mañana, tomando agua como loca y con un sueño bárbaro',
      'high_sugar_crisis',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿qué se siente una hipoglucemia? nunca he tenido una',
    'mi papá tenía el dedo del pie negro antes de morir, me da miedo que me pase',
    'hoy se cumplen tres años del infarto de mi cuñado, ¿por dónde empiezo a cuidarme?',
    'ya van ocho meses desde el último desmayo que tuve, me siento fuerte',
    'hace años tuve una úlcera en el pie que cerró bien, ¿qué zapatos me recomiendan para caminar?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(byRules(message).tier).toBe('none');
  });

  it('"¿le doy un Tums?" is referred as a medication question', () => {
    expect(byRules('a mi papá le arde el estómago, ¿le doy un Tums?').medication).toBe(true);
  });
});

describe('triage, round 32: a crash wished for, a mouth that leaks, lows that repeat, pregnancy planned', () => {
  it.each([
    ['a veces en la carretera pienso que si me estrello sería más fácil para todos', 'suicidal'],
    ['si no fuera por mis nietos ya me hubiera matado', 'suicidal'],
    ['pienso en tirarme debajo de un camión y ya', 'suicidal'],
    ['ya cumplí mi ciclo. no quiero seguir', 'suicidal'],
    ['sentí que se me iba todo y me caí, no sé cuánto rato estuve así', 'fainting'],
    ['desde esta mañana se me escapa el agua por un lado de la boca', 'stroke'],
    [
      'hablé con mi papá por videollamada, tenía la boca de lado y al levantar los brazos uno se le caía',
      'stroke',
    ],
    ['tengo 470, la boca bien seca y me siento como borracha', 'high_sugar_crisis'],
    ['toda la semana trescientos y pico en ayunas, me siento normal', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    ['bajitas casi todos los días antes de comer, 60 y algo, ahora estoy en 118', 'repeated_lows'],
  ])('"%s" is lows that repeat, not an emergency now (%s)', (message, category) => {
    expect(byRules(message).categories).toEqual([category]);
  });

  it.each([
    'ya cumplí mi ciclo en el trabajo, me jubilo el lunes, ¿ideas de cenas?',
    'mi papá murió de un infarto a los 62 y yo tengo 59, ¿qué desayuno es bueno para el corazón?',
    'quiero embarazarme el año que viene, ¿tengo que dejar la metformina antes de buscar?',
    'tengo un bebé de 4 meses y le doy pecho, ¿la metformina es segura mientras amamanto?',
    'mi hija está embarazada y ella no tiene diabetes, yo sí, ¿le cocino lo mismo?',
    'la metformina me da diarrea, ya llevo 2 semanas así, ¿la tomo con la comida?',
    'el año antepasado me desmayé por una baja, pero eso ya fue hace mucho, ¿qué meriendo?',
    'esta semana nada: no me mareé, no me bajó el azúcar, no me dolió nada, ¿cómo sigo así?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿el estradiol en gel me sube el azúcar?',
    '¿la progesterona de las noches afecta mi glucosa?',
    '¿el bupropión sirve para bajar de peso?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 33: English and Spanglish as written in the US, and the rural spelling', () => {
  it.each([
    ['took my insulin and skipped lunch, now im at 63 and shaky lol', 'low_sugar'],
    ['my sugar is tanking rn, hands shaking', 'low_sugar'],
    ['libre says 480 and hes super confused, keeps asking the same thing', 'high_sugar_crisis'],
    ['been thinking about unaliving myself lately', 'suicidal'],
    ['whats the point anymore, i just wanna sleep and never wake up', 'suicidal'],
    ['i keep seeing double since lunch and my speech is slurred lol', 'stroke'],
    ['my face feels numb on one side and my arm is weak', 'stroke'],
    ['found my dad on the floor, hes unresponsive', 'fainting'],
    ['woke up on the floor of the bathroom lmao idk what happened', 'fainting'],
    ['my chest is pounding and it hurts down my left arm', 'chest_pain'],
    ['im skipping my insulin to lose weight before prom', 'eating_disorder'],
    ['my period is like 3 weeks late and im on metformin', 'pregnancy'],
    ['positive test this morning, im on glipizide', 'pregnancy'],
    ['fever and chills since last night and i think its a uti', 'urinary_fever'],
    ['the blister on my heel is an open sore now and it smells', 'foot'],
    ['el abuelo está tirado en el patio, no contesta', 'fainting'],
    ['me tambaleo pal costado, empezó de golpe', 'stroke'],
    ['estoy panzona de 5 meses y soy prediabética', 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    [
      'a few days ago i saw double for a minute and then it went away, been fine since',
      'past_episode',
    ],
    ['last week i had a low of 48 at work, glucose tabs fixed it, all good now', 'past_episode'],
  ])('"%s" is a past episode to tell the doctor (%s)', (message, category) => {
    expect(byRules(message).categories).toEqual([category]);
  });

  it.each([
    'any low sugar snack ideas for the kids party?',
    'my mom had DKA years ago, what even is DKA?',
    'is baby aspirin every day good to prevent a heart attack?',
    'tested positive for covid, can i still walk a bit?',
    'im 45 and just found out im prediabetic, where do i start',
    'ola, nose si comer arroz o papa en la cena',
    'mi abuela no puede tragar la pastilla entera, ¿se la podemos moler?',
    'hace tiempo mi ermano se desmayó por el azúcar, ¿eso es de familia?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    'can i take nyquil with my metformin?',
    'is creatine ok with prediabetes?',
    'apple cider vinegar gummies, do they work?',
    'tomo glucosamina para las rodillas, ¿me sube el azúcar?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 34: what held-out-53 and -54 showed', () => {
  it.each([
    ['me vi en el espejo y tengo la boca chueca, empezó hace un rato', 'stroke'],
    ['I feel numb on my whole right side, like pins and needles', 'stroke'],
    ['no puedo keep anything down since last night, ni sips of water', 'persistent_vomiting'],
    ['me atasco de pan en la noche y luego me meto el dedo', 'eating_disorder'],
    ['cuando me da rabia me rasguño hasta sangrar', 'suicidal'],
    ["I'm at 61 and shaky", 'low_sugar'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it('"thinking" is no "tanking": a crisis wish, never a low to give sugar to', () => {
    expect(byRules("I'm thinking about ending it").categories).toEqual(['suicidal']);
  });

  it('"300ish for 5 days" is a high that persists', () => {
    expect(byRules('my numbers are stuck at 300ish for 5 days, no thirst').categories).toEqual([
      'persistent_high',
    ]);
  });

  it.each([
    'desde otra pestaña 0',
    'casi me desmayo cuando vi mi peso en la báscula, subí 2 kilos',
    'my dad passed out once back in 2019, how do I know if a low is coming?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿me pongo la nitro debajo de la lengua?',
    'can I take Azo for the burning?',
    'la hydrochlorothiazide me hace orinar mucho, ¿la tomo más tarde?',
    '¿puedo tomarme un Glucerna en vez de cenar?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 35: what held-out-55 and -56 showed', () => {
  it.each([
    ['ya me cansé de todo, que el Señor me lleve de una vez', 'suicidal'],
    ['para qué me cuido si ya no quiero estar en este mundo', 'suicidal'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'se me cayó al piso la pastilla de la mañana, ¿tomo otra?',
    'ay me infarto, mi hija me hizo pastel de cumpleaños, ¿puedo un pedazo?',
    'me duele el corazón de ver a mi hijo tomando tanto',
    'me tiemblan las manos del coraje con mi jefe',
    'no se me ha torcido la boca ni nada, pero mi cuñada me asustó con lo de la embolia',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿el Actron o el Ibupirac para la espalda?',
    'el Ventolin esta vez no me hace nada, ¿lo uso otra vez?',
    '¿puedo cortar la Diaformina de 850 en dos?',
    '¿qué pasa si tomo la T4 a la noche?',
    'la pastilla del colesterol se toma en la noche o en la mañana',
    'la canela en té sirve para reemplazar la pastilla',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 36: what held-out-57 and -58 showed', () => {
  it.each([
    [
      'estoy juntando el clonazepam que compro sin receta, ya casi tengo suficiente para acabar',
      'suicidal',
    ],
    ['si me muero mejor, así dejo de sufrir', 'suicidal'],
    ['jaja a veces pienso que sería más fácil no despertar', 'suicidal'],
    ['anoche me quemé el brazo a propósito con el cigarro', 'suicidal'],
    [
      'estoy embarazada de 10 semanas y me dijeron que la metformina no hace daño, ¿es cierto?',
      'pregnancy',
    ],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿cuándo se considera que el azúcar está baja? a mí nunca me ha pasado',
    'mi mejor amigo tuvo una crisis de ansiedad, creyó que era un infarto y en urgencias le dijeron que no',
    'ayer en la boda llegué a 320 pero ya bajé a 150 y me siento muy bien',
    'el sensor marcó 50 pero me medí en el dedo y salió 105, me siento bien',
    'ando un poco mareada cuando me paro rápido desde que tomo la pastilla nueva de la presión, ¿es normal?',
    '¿puedo tomar metformina solo para bajar de peso?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿el Dolex Gripa me sube el azúcar?',
    '¿es malo tomar Antalgina seguido?',
    'el Buprex le hace daño al riñón?',
    '¿la chancapiedra sirve para los riñones?',
    '¿el hercampuri baja el colesterol?',
    '¿el inositol funciona para la resistencia a la insulina?',
    'me pusieron una inyección de dexametasona y ahora tengo 400',
    '¿el Nastizol me sube la presión?',
    'el Teragrip tiene azúcar?',
    '¿la Sal de Andrews tiene azúcar?',
    '¿hay algo para la tos sin azúcar?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 37: what held-out-59 and -60 showed', () => {
  it.each([
    ['acabo de despertarme en el baño con la cara en el suelo, ¿qué desayuno hoy?', 'fainting'],
    ['¿cuántas pastillas de Dulcolax me tomo para perder peso?', 'eating_disorder'],
    ['llevo toda la semana por encima de 280, me encuentro bien pero no baja', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'mi compañera de trabajo se desmayó el verano pasado, ¿cómo me hidrato yo en la obra?',
    'se me hincha la barriga como si estuviera embarazada de 5 meses jaja',
    'Mi hermana se quitó la vida hace veinte años y en estas fechas me pongo triste, pero estoy bien, solo quería contarlo.',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿el Adiro se toma en ayunas?',
    'la cardioaspirina, ¿antes o después de comer?',
    '¿el Enantyum me sube el azúcar?',
    '¿puedo tomar Orfidal para dormir?',
    '¿el Lexatin engorda?',
    'el tata toma zopiclona y a veces no se acuerda si ya se la tomó, ¿qué tan grave es?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 38: what held-out-61 and -62 showed', () => {
  it.each([
    ['mi hijo de 16 me dejó una carta despidiéndose y no contesta el teléfono', 'suicidal'],
    ['si me mato nadie se daría cuenta, ya vi cómo hacerlo', 'suicidal'],
    ['estoy en la azotea pensando si brincar', 'suicidal'],
    [
      'llevo días saltándomela, la insulina, para bajar de peso y sí funciona jaja',
      'eating_disorder',
    ],
    ['jaja el medidor dice 480 y ando respirando como perro', 'high_sugar_crisis'],
    ['a mi papá le dieron prednisona, tiene 390 y no reconoce a nadie', 'high_sugar_crisis'],
    [
      'dejé la insulina por mi cuenta hace días, hoy 460 y vomito todo lo que tomo',
      'high_sugar_crisis',
    ],
    ['jajaja me fui al piso en la fiesta, dicen que estuve como un minuto ido', 'fainting'],
    ['jaja será el sueño pero se me ha ido la fuerza del brazo izquierdo de golpe', 'stroke'],
    ['de la nada no veo nada del ojo derecho', 'stroke'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿hacer ejercicio en ayunas está bien o me puedo desmayar?',
    'estoy con Diane 35 por el SOP, si tomo antibiótico se me corta el efecto? y afecta la glucosa?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    'con la quimio me dieron ondansetrón, ¿eso afecta la glucosa?',
    'a mi mamá le ponen eritropoyetina en la diálisis, ¿tiene que ver con el azúcar?',
    '¿la isotretinoína sube el azúcar?',
    'mi hijo toma Concerta, ¿se la puede tomar más tarde?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

it('skipping insulin for weight after a video is her own act, not a story she saw (round 38)', () => {
  const message =
    'vi en tiktok que sin la insulina bajas de peso más rápido, llevo una semana saltándomela y sí funciona jaja';
  expect(byRules(message).categories).toContain('eating_disorder');
});

describe('triage, round 39: what held-out-63 and -64 showed', () => {
  it.each([
    ['a mi mamá le doy agua de panela y no puede tragar, toma glimepirida', 'low_sugar'],
    ['el sensor me marca bajo 70 cada madrugada, ahora estoy en 110', 'repeated_lows'],
    ['me da 280, 300 todos los días aunque me cuido', 'persistent_high'],
    ['positivo el Evatest y me pongo insulina, ¿qué hago?', 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'desde el accidente de hace años se me duerme la pierna a veces, ¿puedo nadar?',
    'estoy muerto de sueño, llevo 3 noches seguidas trabajando',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('"¿la cafiaspirina sube el azúcar?" is referred as a medication question', () => {
    expect(byRules('¿la cafiaspirina sube el azúcar?').medication).toBe(true);
  });
});

it('"bien confundida" is very confused, not well again (round 39)', () => {
  expect(
    byRules('mi abuela tomó su glibenclamida y ahora está bien confundida').categories,
  ).toEqual(['low_sugar']);
});

describe('triage, round 40: what held-out-65 and -66 showed', () => {
  it.each([
    ['ya no le veo caso a seguir viviendo, hoy otra vez con esas ideas', 'suicidal'],
    ['a mi papá de golpe se le puso el lado izquierdo flojo', 'stroke'],
    ['mi mamá tiene calentura y se queja cuando orina', 'urinary_fever'],
    ['como una vez cada dos días a propósito, para bajar de peso', 'eating_disorder'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'el Ozempic me tiene estreñido, ¿me tomo un laxante o qué?',
    'la metformina me da diarrea desde hace una semana, ¿es normal?',
    'me quiero morir de la pena, me equivoqué delante de todos jaja',
    'mi hija quiere que me vaya a vivir con ella a Lima, pero no quiero',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    'me sobró fosfomicina de la otra vez, ¿me sirve?',
    '¿la doxiciclina se toma con leche?',
    'tomo amitriptilina en la noche, ¿el hambre es por eso?',
    '¿la met formina se toma antes o después de comer?',
    '¿el Adderall sube el azúcar?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 41: what held-out-67 and -68 showed', () => {
  it.each([
    ['desde que perdí al bebé no le veo sentido a seguir viva', 'suicidal'],
    ['no le veo caso a seguir, ya les dejé una nota', 'suicidal'],
    ['tengo cuatrosientos y no paro de tomar agua, estoy atontada', 'high_sugar_crisis'],
    ['tengo una falta y me pongo insulina', 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    '¿le doy refresco light a mi hija en las fiestas?',
    'llevamos meses intentando embarazarme, ¿qué desayuno ayuda?',
    'ayer vomité una vez, ya comí y no he vuelto a vomitar',
    'no voy al baño desde el lunes, ¿me tomo un laxante?',
    'no le veo caso a seguir con la dieta si no bajo nada',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    '¿el hierro me lo tomo con el desayuno?',
    'me van a dar clomid, ¿afecta el azúcar?',
    '¿cuánto ácido fólico debo tomar antes de embarazarme?',
    '¿el Mirena sube la glucosa?',
    'le damos cipro que sobró?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 42: what held-out-69 and -70 showed (English, Spanglish, Portuguese)', () => {
  it.each([
    ['ngl i dont wanna wake up tomorrow', 'suicidal'],
    ['i have a plan to end it, already wrote the letters', 'suicidal'],
    ['some nights i wanna drive my car into a wall', 'suicidal'],
    ['my kids get the life insurance if i die, thats better than me being here', 'suicidal'],
    ['my mom went limp on the couch and isnt answering me', 'fainting'],
    ['my dads smile is crooked and he cant say my name', 'stroke'],
    ['her left side went weak all of a sudden', 'stroke'],
    ['no insulin for days, now 480 and puking', 'high_sugar_crisis'],
    ['been over 290 all week no matter what i eat', 'persistent_high'],
    ['i skip my humalog so i can fit in the dress', 'eating_disorder'],
    ['last friday i went low at work, 58, had a juice and was fine', 'past_episode'],
    ['meu marido ficou com a boca torta agora', 'stroke'],
    ['estou com dor no peito agora', 'chest_pain'],
    ['desmaiei no ônibus agora pouco', 'fainting'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'hypothetically if my sugar went super low while driving what do i do?',
    'what is a hypo? i was too embarrassed to ask my doctor',
    'these tacos are a heart attack on a plate lol, how do i make them lighter',
    'me dio un coraje que pensé que me daba el infarto, ja ja, ¿el coraje sube el azúcar?',
    // The programme's own words, pasted into the chat.
    'Prueba gratuita de 7 días y después $5 USD al mes.',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    'is lexapro gonna mess with my sugar?',
    'since the steroid shot im higher, is it the shot?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 43: what held-out-71 and -72 showed (English, a normal week)', () => {
  it.each([
    ['thinking of driving off the bridge tonight', 'suicidal'],
    ['ive been saving up my pills for a while now', 'suicidal'],
    ['my brother keeps saying hes gonna end it', 'suicidal'],
    ['i keep having thoughts of hurting myself', 'suicidal'],
    ['might take all my insulin at once and be done with it', 'suicidal'],
    ['mi mamá dice que se va a tomar el frasco pa no ser una carga', 'suicidal'],
    ['quiero dejar de comer hasta que me muera, total no le importo a nadie', 'suicidal'],
    ['her chest is hurting and she is sweaty', 'chest_pain'],
    ['my husband cant get words out right now', 'stroke'],
    ['grandpas mouth looks crooked all of a sudden', 'stroke'],
    ['she throws up all day and any water comes right back up', 'persistent_vomiting'],
    ['my son has been purging after dinner', 'eating_disorder'],
    ['havent eaten for 3 days on purpose', 'eating_disorder'],
    ['no he comido nada desde el martes a propósito, quiero verme flaca', 'eating_disorder'],
    ['her heel has a sore that smells bad', 'foot'],
    ['feverish and peeing nonstop, it stings', 'urinary_fever'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'ordered the heart attack burger at the diner, what sides are least bad?',
    // Taking care of oneself so as not to be a burden is no wish to die.
    'me cuido para no ser una carga para mis hijos, ¿qué ceno?',
    'i soak my feet in warm water after a long day, is that ok?',
    // Wanting to lose weight, alone, is a goal: the reader adds no eating disorder for it.
    'queremos buscar bebé pero me falta bajar de peso',
    // A "falta" that is no missed period: trying to conceive is no pregnancy yet.
    'estamos intentando embarazarme pero me falta bajar unos kilos',
    // An intake field's label, pasted: the reader, trained on held-out-71/-72, saw a foot in it.
    'Calidad del sueño',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it.each([
    'can i take tums with my meds',
    'took a nitro and it didnt help, can i take another one',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 44: what held-out-73 and -74 showed (all English; Central America)', () => {
  it.each([
    ['thinking of driving off the overpass tonight', 'suicidal'],
    ['might take every pill in the cabinet, im done', 'suicidal'],
    ['i just want to go to sleep for good', 'suicidal'],
    ['nobody would miss me anyway', 'suicidal'],
    ['im a burden on everyone', 'suicidal'],
    ['if i stop everything how long till it kills me', 'suicidal'],
    ['told everyone im fine but im really not, i wrote a note', 'suicidal'],
    ['my grandpa says he wants to die and is giving all his stuff away', 'suicidal'],
    ['si me tomo todo junto ¿sería rápido? tengo el frasco aquí', 'suicidal'],
    ['substernal pressure for 10 minutes now', 'chest_pain'],
    ['bad heartburn but it goes into my back and im clammy', 'chest_pain'],
    ['me pesa en el pecho desde hace un rato', 'chest_pain'],
    ['his speech is all garbled right now', 'stroke'],
    ['she keeps leaning to one side in her chair', 'stroke'],
    ['the tv looks doubled to me', 'stroke'],
    ['my right leg just gave out and my words arent coming out', 'stroke'],
    ['my wife fell out at the store and wont respond', 'fainting'],
    ['everything went black and im on the floor', 'fainting'],
    ['checking after my shift: 51, sweaty', 'low_sugar'],
    ['been taking half my lantus to stay thin', 'eating_disorder'],
    ['im making myself throw up after meals', 'eating_disorder'],
    ['me estoy saltando la insulina para rebajar', 'eating_disorder'],
    ['theres a sore on his heel, and red streaks now', 'foot'],
    ['been in the 280s all week', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'face is still numb from the dentist, what soft foods?',
    'nearly passed out when i saw the bill lol',
    'whats the difference between hypoglycemia and hyperglycemia?',
    "what's DKA? never heard of it",
    'are sugar cravings a sign of low sugar?',
    // "No" reaches past "or": neither burning nor fever.
    'up at night to pee since the jardiance, no burning or fever, is that why im tired?',
    // "My husband's the one who…" is his history, not hers.
    "my husband's the one who had the heart attack in 2015, what should we eat?",
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('keeps "my cousins wedding" hers: "i fainted at my cousins wedding 2 weeks ago"', () => {
    expect(tierOf('i fainted at my cousins wedding 2 weeks ago, fine since')).toBe('review_soon');
  });

  it('refers a supplement asked about in English', () => {
    expect(byRules('do chromium pills stop sugar cravings').medication).toBe(true);
  });
});

describe('triage, round 45: what held-out-75 and -76 showed (English of three countries; the Southern Cone)', () => {
  it.each([
    ['feels like an elephant sitting on me, been 20 minutes', 'chest_pain'],
    ['a crushing feeling behind my breastbone, sweating', 'chest_pain'],
    ['her chest feels heavy and she is breathless in her chair', 'chest_pain'],
    ['his mouth has gone to one side and he cant understand what im saying', 'stroke'],
    ['i cant wake my husband, he is breathing funny', 'fainting'],
    ['my client slumped over in his chair and i cant rouse him', 'fainting'],
    ['she fall down and dont answer me for one minute', 'fainting'],
    ['i wish god would just take me tonight', 'suicidal'],
    ['cant stop thinking about dying, the pens are right here', 'suicidal'],
    ['thinking of putting the whole insulin pen in at once', 'suicidal'],
    ['he wants to take all his pills at once and be done', 'suicidal'],
    ['me pego con el cinturon cuando como de mas', 'suicidal'],
    ['i keep bingeing and then making myself sick', 'eating_disorder'],
    ['i dont eat since monday, i want to lose weight fast', 'eating_disorder'],
    ['my period didnt come this month and i take glipizide', 'pregnancy'],
    ['a sore on her heel, the skin around it is hot to the touch', 'foot'],
    ['my cgm says i dipped under 70 every night this week', 'repeated_lows'],
    ['sugar up at 22 and im so drowsy, mouth dry', 'high_sugar_crisis'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    "my mother had a heart attack back in 2010 and she's doing fine now",
    'does stress push the sugars up?',
    'cooking for one now since my husband passed, quick dinners?',
    'that electric bill gave me a heart attack lol',
    'passed out on the couch at 9 again last night watching the game',
    // A rise in points is no reading in mmol/L.
    'my sugar went up 20 points after lunch, is that normal?',
    'my sister fainted at her wedding last summer, could that happen to me?',
    'me quiero matar con este calor, no puedo salir a caminar',
    'vivo preocupada de que a mi marido le dé un ACV, ¿cuáles son las señales?',
    'anoche a mi marido le dio una baja de 60, le di jugo y hoy está bien',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('keeps a faint of just now urgent, however lightly told: "dure unos segundos en el piso, jaja"', () => {
    expect(
      byRules(
        'me desvaneci recien al levantarme, dure unos segundos en el piso, ya estoy bien jaja',
      ).categories,
    ).toContain('fainting');
  });

  it('reads "de golpe veo doble… ¿qué es esto?" as her sign, not a question about a term', () => {
    expect(
      byRules('de golpe veo doble y me voy para un costado, que es esto').categories,
    ).toContain('stroke');
  });

  it.each([
    'tomo Losacor, tendra que ver?',
    'me tome un Tafirol, puedo tomar otro',
    'should i use a pen instead of my omnipod',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 46: what held-out-77 and -78 showed (US English; Mexico)', () => {
  it.each([
    ['my son says he wants to kill himself, he wont open the door', 'suicidal'],
    ['i keep having thoughts of ending my life at night', 'suicidal'],
    ['been reading about ways to end it, i mean it', 'suicidal'],
    ['i wont be around much longer so who cares about my a1c', 'suicidal'],
    ['he sits with his rifle at night and says there is no point', 'suicidal'],
    ['feels like my chest is in a vise since lunch', 'chest_pain'],
    ['the pressure in my chest wont go away, my arm aches too', 'chest_pain'],
    ['my right hand isnt working and the words feel funny when i talk', 'stroke'],
    ['grandpa dropped like a rock in the kitchen, no idea how long he was out', 'fainting'],
    ['been heaving for hours, stomach bug i think', 'persistent_vomiting'],
    ["he can't keep a sip down since supper", 'persistent_vomiting'],
    ['i use miralax every night to keep the weight off', 'eating_disorder'],
    ['i go 3 days at a time on purpose without food and then binge', 'eating_disorder'],
    ['stepped on a nail at work and now my foot is swollen and red', 'foot'],
    ['woke up around 62 most nights this week', 'repeated_lows'],
    ['every morning this week waking up at 280, nothing else', 'persistent_high'],
    ['my fingerstick was 61 again like most nights', 'repeated_lows'],
    ['no me baja desde hace cinco semanas y tomo metformina', 'pregnancy'],
    ['mi papa tiene 430, no para de tomar agua y esta como perdido', 'high_sugar_crisis'],
    ['tiene 390 y dice incoherencias', 'high_sugar_crisis'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'i about had a stroke when i saw what they charge for a salad',
    'my dad had a stroke back in 2015 and now i worry about my own risk',
    'are acv gummies any good for cravings?',
    'my libre said 48 at 3am but the fingerstick was 104, is that a compression low?',
    'does wine make the sugar go down? i get confused about it',
    "i'm dying for a slice of pie, thinking about it all day",
    'hit 275 after the wedding cake, was back to 130 by bedtime',
    'me da miedo quedar como mi tia que perdio la vista por la diabetes',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('reads "3 nights running" as a count of nights, not a reading', () => {
    expect(
      byRules('my cgm alarmed 3 nights running and the fingersticks were 64 and 61').categories,
    ).toEqual(['repeated_lows']);
  });

  it('keeps a foot cut a week ago and swollen now a foot to see today', () => {
    expect(
      byRules('me corte el pie hace una semana and now its swollen y rojo').categories,
    ).toContain('foot');
  });

  it.each([
    ['she wants to kill herself, she took the pills to her room', 'suicidal' as const],
    ["he's not planning on being around much longer, he says", 'suicidal' as const],
    ['heart feels squeezed and i am sweating cold', 'chest_pain' as const],
    ['my left hand and my mouth feel wrong, the words too', 'stroke' as const],
    ['my husband dropped in the yard, he was out a minute', 'fainting' as const],
  ])('lets the reader add what an English message names: "%s" (%s)', (message, category) => {
    expect(triage(message, { categoryOf: () => category }).categories).toContain(category);
  });

  it.each([
    'puedo tomar Sedalmerck para el dolor de cabeza?',
    'me duele la rodilla, un Next se vale?',
    'me tomo un pepto para la diarrea?',
    'is Miralax ok for diabetics?',
    'started Flomax last week, could it make me dizzy?',
    'are acv gummies good for sugar?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });

  it('reads no medicine in "un appointment next week"', () => {
    expect(byRules('tengo un appointment next week con el doctor').medication).toBe(false);
  });
});

describe('triage, round 47: what held-out-79 and -80 showed (English outside the US; the Andes and the Caribbean, dictated)', () => {
  it.each([
    ['mi nuh waan wake up again, mi tired', 'suicidal'],
    ["I've stocked up on tablets and I know what I'm going to do with them", 'suicidal'],
    ['i keep thinking about jumping off the roof at work', 'suicidal'],
    ['been hurting myself on purpose, hoping something bad happens', 'suicidal'],
    ["I've written letters to my children, I won't be around for the next check in", 'suicidal'],
    ['hoy queria que un bus me atropellara', 'suicidal'],
    ["my jaw aches and I'm clammy", 'chest_pain'],
    ['pain in her upper stomach and she is sweating cold', 'chest_pain'],
    ['she cannot lift her hand and her mouth is tilted', 'stroke'],
    ['my brother is talking rubbish all of a sudden', 'stroke'],
    ['we cannot wake her, she is not answering', 'fainting'],
    ['mi papa se mareo y se cayo en la cocina', 'fainting'],
    ['been on the loo all night and cant keep fluids in', 'persistent_vomiting'],
    ['doing a water fast for 5 days to reverse it', 'eating_disorder'],
    ['two lines on the test, is my metformin ok?', 'pregnancy'],
    ['no me ha bajado la regla y estamos buscando bebe, tomo metformina', 'pregnancy'],
    ["my mum's toe has gone black", 'foot'],
    ['bgls around 16-18 all week', 'persistent_high'],
    ['ya voy por 420 y vomitando', 'high_sugar_crisis'],
    ['el sensor me da alarmas de baja varias noches esta semana', 'repeated_lows'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'does being hungry mean my sugar is low? the meter said 6.0',
    'my grandad passed out from a low back in the 80s, does it run in families?',
    "what does a hypo feel like? I've never had one",
    'the school run is giving me a heart attack',
    'me va a dar un infarto con este recibo del gas',
    'en la noche como arepa y me tomo la met formina de 850 despues, esta bien asi?',
    'anoche dormi bien, no me desperte sudando, ya no me dan esos sustos',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('reads no pregnancy in the programme\'s own "Tus 7 días de prueba", whatever the reader says', () => {
    const saysPregnant = { categoryOf: () => 'pregnancy' as const };
    expect(triage('Tus 7 días de prueba', saysPregnant).tier).toBe('none');
    expect(triage('me hice la prueba y salio positiva', saysPregnant).categories).toContain(
      'pregnancy',
    );
  });

  it('still reads readings "in the 60s" as lows, not a decade', () => {
    expect(byRules('the sugar keeps dipping in the 60s every evening').categories).toContain(
      'repeated_lows',
    );
  });

  it.each([
    ['his hand and mouth went funny all of a sudden', 'stroke' as const],
    ["my shoulder blades ache and I'm clammy", 'chest_pain' as const],
    ["we keep shaking him and he won't wake", 'fainting' as const],
    ['que me atropelle un camion, eso pienso', 'suicidal' as const],
  ])('lets the reader add what a message names: "%s" (%s)', (message, category) => {
    expect(triage(message, { categoryOf: () => category }).categories).toContain(category);
  });

  it.each([
    'Doctor increased my Glycomet last month',
    'should I take a Disprin for the headache?',
    'can I take an Ecosprin?',
    "I've been applying antibiotic cream on it",
    'since my steroid course my sugars are up',
    'me puse una nitroglicerina debajo de la lengua',
    'el o sem pic me da nauseas',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });

  it.each([
    'compre un glucometro nuevo, cual es mejor',
    'me tome mis pastillas y camine 30 minutos',
  ])('reads no medication question in "%s"', (message) => {
    expect(byRules(message).medication).toBe(false);
  });
});

describe('triage, round 48: what held-out-81 and -82 showed (plain US and Canadian English; Spain)', () => {
  it.each([
    ['dad says he is going to stop his insulin so he can go be with mom', 'suicidal'],
    ["wrote my letters. won't be at the next check in, won't be around", 'suicidal'],
    ['out to the barn with the gun tonight, sorry for everything', 'suicidal'],
    ['keep thinking of driving off the road on purpose', 'suicidal'],
    ['he comprado cuchillas y no son para afeitarme', 'suicidal'],
    ['he escrito las cartas para mis nietos, ya esta todo', 'suicidal'],
    ['lost the sight in my right eye, like a curtain came down', 'stroke'],
    ['my blood shook are is 42 and im shaky', 'low_sugar'],
    ['my suger been 310 all week', 'persistent_high'],
    ['mi padre se ha quedado como ido en el sofa', 'fainting'],
    ['binge at night and then dont eat for 2 days to make up for it', 'eating_disorder'],
    ['we just found out were expecting and she takes metformin', 'pregnancy'],
    ['tengo fiebrecilla y meando con escozor', 'urinary_fever'],
    ['llevo 6 horas echando hasta la primera papilla', 'persistent_vomiting'],
    ['me he encontrado con 64 y 66 varias veces antes de cenar', 'repeated_lows'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    "does a glass of wine make your sugar go low overnight? I'm on Lantus",
    'my mom had a stroke back in 95 and im scared im next',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('adds no persistent high to "el azúcar sigue bien", whatever the reader says', () => {
    const saysHigh = { categoryOf: () => 'persistent_high' as const };
    expect(
      triage('desde que me bajaron el Dianben estoy mejor y el azucar sigue bien', saysHigh).tier,
    ).toBe('none');
  });

  it('lets the reader add a faint to "se ha caído al suelo, no contesta"', () => {
    expect(
      triage('mi madre se ha caido al suelo, no contesta', { categoryOf: () => 'fainting' })
        .categories,
    ).toContain('fainting');
  });

  it('refers "sleeping pills" as a medication question', () => {
    expect(byRules('can I take sleeping pills?').medication).toBe(true);
  });
});

describe('triage: a ketone value beside a glucose is not a low', () => {
  it.each([
    'sugar 19.4 and ketones 3.8, throwing up',
    'glucosa 18,2 y cetonas 2,9, vomitando',
    'glucosa 18,2 cetonas 2,9 y vomitando',
    'my sugar is 22 and blood ketones are 3.8 and i keep throwing up',
  ])('"%s" is a high-sugar crisis, never a low', (message) => {
    const result = triage(message);
    expect(result.tier).toBe('emergency');
    expect(result.categories).toContain('high_sugar_crisis');
    expect(result.categories).not.toContain('low_sugar');
  });

  it('still reads the glucose said after the ketones ("cetonas 2,9 y glucosa 450, vomito")', () => {
    expect(triage('cetonas 2,9 y glucosa 450, vomito').categories).toEqual(['high_sugar_crisis']);
  });

  it('still reads a low when ketones are named after it ("450, cetonas positivas" stays high)', () => {
    expect(triage('me salio 450, cetonas positivas y vomito').categories).toContain(
      'high_sugar_crisis',
    );
    expect(triage('glucosa 2,8 y me tiemblan las manos').categories).toContain('low_sugar');
  });
});

describe('triage, round 49: what held-out-83 and -84 showed (young adults in English; Caribbean Spanish)', () => {
  it.each([
    ['wrote goodbye notes to my friends last night', 'suicidal'],
    ["if i don't wake up tomorrow that's fine by me", 'suicidal'],
    ['been burning my arm with a lighter again', 'suicidal'],
    ['kinda want to stop taking everything and let it happen', 'suicidal'],
    ["my meter's on 19.2, been throwing up since 6", 'high_sugar_crisis'],
    ['ketone strip went dark and im at 21', 'high_sugar_crisis'],
    ['410 and my breath tastes fruity', 'high_sugar_crisis'],
    ["forgot dinner, now it's 57 and im sweaty", 'low_sugar'],
    ['just checked cos i felt a bit off at the gym, 2.8', 'low_sugar'],
    ["can't hold anything down since this morning", 'persistent_vomiting'],
    ['i stick my fingers down my throat after dinner', 'eating_disorder'],
    ["my nan's heel has an open ulcer and it smells", 'foot'],
    ['two lines and i am on ozempic', 'pregnancy'],
    ['my periods late and i take metformin', 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'my mate fainted at a party last summer, could that happen to me?',
    'my dad had a heart attack when i was a kid, am i at risk?',
    'so bloated i look like 6 months pregnant lol',
    'Casi me da un patatús cuando vi el precio de las tiras',
    'la semana bien, no me he sentido mareada ni con dolor de pecho',
    'is it normal for my libre and my finger to be off by like 1.5?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });

  it('reads no low in a fever\'s tenths: "unas decimas, 37,9"', () => {
    expect(byRules('tengo ardor al orinar y unas decimas, 37,9').categories).not.toContain(
      'low_sugar',
    );
  });

  it('reads no crisis in ketones not checked: "he won\'t check ketones"', () => {
    expect(
      byRules('running 250-310 all week, he feels fine but wont check ketones').categories,
    ).not.toContain('high_sugar_crisis');
  });

  it.each([
    "been saving up my pills for a while, i've got a plan for this weekend",
    'haha imagine if i just stopped taking everything and let it happen',
  ])(
    'marks the medicines meant as a means in "%s", and still answers the crisis alone',
    (message) => {
      const result = triage(message);
      expect(result).toMatchObject({
        tier: 'emergency',
        categories: ['suicidal'],
        medication: true,
      });
      expect(triageAnswer(result, { contacts: emergencyContactsFor('US') })?.text).not.toMatch(
        /m[eé]dico o de tu farmac[eé]utico/,
      );
    },
  );

  it.each([
    'le pusieron Heberprot en la ulcera, seguimos?',
    'desde que empece la prednisona estoy en 300',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage: a number named by another measure is not a glucose', () => {
  it.each([
    'tengo fiebre de 38,5 y la glucosa en 250',
    'la temperatura 38,5 y glucosa 250, me arde al orinar',
    'pulso 45 y glucosa 200',
    'presion 80/50 y glucosa 180',
    'my pulse is 48 and sugar 190',
    'bp 85/50 and sugar 160 today',
    'hdl 45 and fasting sugar 105',
    'temp 38.4 and blood sugar 240',
    'peso 52 y glucosa 120',
    // Lab results read beside the sugar: the blood-test interpreter's own words.
    'creatinina 1.2 y glucosa 140',
    'my potassium was 3.1 and sugar 180',
    'la microalbumina 35 y la glucosa 140',
    'egfr 48 and sugar 150',
    'frecuencia cardiaca 48 y azucar 120',
    'my heart rate 48 and sugar 120',
  ])('reads no low in "%s"', (message) => {
    expect(triage(message).categories).not.toContain('low_sugar');
  });

  it.each([
    'me tome la presion y estaba bien, pero la glucosa 45 y sudo frio',
    'la presion 120/80 y el azucar en 48, estoy temblando',
  ])('still reads the low the sugar names in "%s"', (message) => {
    expect(triage(message).categories).toContain('low_sugar');
  });
});

describe('triage: a low beside another measure is still a low', () => {
  it.each(['pulso acelerado, 48 y estoy temblando', 'sugar check, ketones ok, 45 and shaking'])(
    'reads the low in "%s"',
    (message) => {
      expect(triage(message).categories).toContain('low_sugar');
    },
  );
});

describe('triage, round 50: what held-out-85 and -86 showed (long English updates; Mexico and Central America)', () => {
  it.each([
    ["i'm done. got a plan for saturday when the house is empty", 'suicidal'],
    ['part of me wants to let the diabetes finish me off', 'suicidal'],
    ['wrote letters to the kids, just in case', 'suicidal'],
    ['been saving up my tablets for a while now', 'suicidal'],
    ['thinking of doing the whole pen tonight and being done', 'suicidal'],
    [
      'the insulin is right there in the fridge and i keep thinking how easy it would be',
      'suicidal',
    ],
    ['sudden headache, the worst i ever had, out of nowhere', 'stroke'],
    ['my right hand feels weak and heavy since lunch', 'stroke'],
    ['went three days without food to punish myself for the weekend', 'eating_disorder'],
    [
      'ya no me pongo la insulina porque la insulina engorda y he bajado 3 kilos',
      'eating_disorder',
    ],
    ['no comi nada del lunes al miercoles a proposito para bajar de peso', 'eating_disorder'],
    ['ahorita tengo una opresion fuerte y estoy sudando', 'chest_pain'],
    ['my cgm has been around 15 for a week, no thirst', 'persistent_high'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it('reads the chest now after a doctor\'s advice "una vez": "ahorita tengo una opresión"', () => {
    expect(
      byRules(
        'Una vez el doctor me dijo que si me daba dolor de pecho masticara una aspirina. Ahorita tengo una opresion fuerte y me esta sudando la frente.',
      ).categories,
    ).toContain('chest_pain');
  });

  it.each([
    'the doctor says i might come off the statin at some point, buzzing!',
    'if my mum ever went low and could not swallow what would i do? just want to be prepared',
    '¿una hipoglucemia puede dejar secuelas? mi tia tuvo una hace años',
    'no tengo opresion ni estoy sudando, todo tranquilo',
    'the headache i had last year was the worst ever but this week has been fine',
    'i dropped the whole pen of insulin on the floor, is it still ok?',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });
});

describe('triage: a sugar "dropping" is no drooping face', () => {
  it.each(['my sugar is dropping', 'my numbers keep dropping since the new dose'])(
    '"%s" is no stroke',
    (message) => {
      expect(triage(message).categories).not.toContain('stroke');
    },
  );

  it('still reads a drooping face as a stroke', () => {
    expect(triage('his face is drooping on one side').categories).toContain('stroke');
  });
});

describe('triage: false emergencies found after round 50', () => {
  it.each([
    'my bp dropped to 90/60 and sugar 140',
    'my pressure went down to 85/55 but sugar was 150',
    'la presion me bajo a 90/60 y el azucar 130',
  ])('reads no low in "%s" (the pressure names its own numbers)', (message) => {
    expect(triage(message).categories).not.toContain('low_sugar');
  });

  it.each([
    ['i passed my driving test!', 'low_sugar'],
    ["my husband's face lit up when he saw the cake", 'stroke'],
    ['used up a whole pen of insulin this week, is that a lot?', 'suicidal'],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it.each([
    ['my sugar dropped to 45 and im shaking', 'low_sugar'],
    ['he passed out and wont wake up', 'fainting'],
    ['her face is drooping and she cant lift her arm', 'stroke'],
    ['thinking about injecting a whole pen of lantus and not waking up', 'suicidal'],
  ])('still reads "%s" as %s (guard)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });
});

describe('triage: a sight lost to diabetes long since is history, not a stroke', () => {
  it.each([
    'en mi familia hay diabetes, mi abuelo perdió la vista y le cortaron una pierna',
    'mi abuelo perdio la vista por la diabetes, me da miedo que me pase',
    'my grandad went blind from diabetes, how do i stop that happening to me?',
    'my aunt lost her sight to diabetes years ago',
  ])('"%s" is no stroke', (message) => {
    expect(triage(message).categories).not.toContain('stroke');
  });

  it.each([
    'mi esposo perdio la vista de repente por el azucar alto',
    'perdi la vista de un ojo de golpe',
    'my dad suddenly went blind in one eye',
  ])('"%s" is still a stroke (guard)', (message) => {
    expect(triage(message).categories).toContain('stroke');
  });
});

describe('triage, round 51: what held-out-87 and -88 showed (older English by phone and voice; the Andes and the Southern Cone)', () => {
  it.each([
    [
      "sugar's three hundred ninety and i'm breathing hard and fast, mouth dry",
      'high_sugar_crisis',
    ],
    ['the rope is in the garage. just wanted to say thanks for everything', 'suicidal'],
    ['keep thinking about driving the truck into the lake, nobody needs me', 'suicidal'],
    ["my mum said she's going to take all her pills tonight, she's been so down", 'suicidal'],
    ["most nights i go to sleep hoping i don't wake up", 'suicidal'],
    ['i eat a whole packet of biscuits and then throw it all back up', 'eating_disorder'],
    ['my niece has been skipping her insulin so she stays thin', 'eating_disorder'],
    ['ayuno 3 dias seguidos para bajar el peso, mi hija me reta', 'eating_disorder'],
    [
      'readings dipping into the low 3s before dinner, three days running, feel ok',
      'repeated_lows',
    ],
    ['been low at night 3 times this week, 3.5, 3.4, 3.2, fine after juice', 'repeated_lows'],
    ['getting 3.5 and 3.6 before tea most days, not feeling anything', 'repeated_lows'],
    ['third low this week, 3.6 after my walk each time, no symptoms now', 'repeated_lows'],
    ['sugar in the sixties a bunch of times this week, feel fine right now', 'repeated_lows'],
    ['two hundred seventy, two eighty, two ninety all week, feel alright', 'persistent_high'],
    ['my daughter is 6 weeks pregnant, she has type 2 and her sugars are 13', 'pregnancy'],
    ["granddaughter just found out she's expecting, she's type 2 on mounjaro", 'pregnancy'],
  ])('"%s" is read by the rules (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    'does xanax raise blood sugar? the doctor gave me some for my nerves',
    'me duele la panza despues de las habas, que me tomo? una agüita de manzanilla?',
    'me estoy poniendo muña en la herida del pie, sigo con eso?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });

  it.each([
    'what does DKA stand for? it was on a leaflet at the clinic',
    "wake up at 3 am most nights and can't get back to sleep, does that affect sugar?",
    'my late husband had a stroke back in 2005 so i watch the salt. tips for cooking for one?',
    'i take all my pills in the morning with breakfast, is that fine?',
    'i hope i dont wake up at 3 am again tonight',
  ])('"%s" stays an ordinary message', (message) => {
    expect(tierOf(message)).toBe('none');
  });
});

describe("triage: the reader's gates after round 51's retraining", () => {
  it.each([
    ['Día 5 guardado', 'suicidal'],
    ['cancel goes home and the privacy link opens the policy', 'fainting'],
  ])(
    '"%s" is no %s ("guardado" alone is no saved-up pill; "privacy" is not "privado")',
    (message, category) => {
      expect(triage(message).categories).not.toContain(category);
    },
  );
});

describe('triage, round 52: what held-out-89 and -90 showed (English of working adults; US Spanish)', () => {
  it.each([
    ['been stockpiling my insulin pens, going to inject all of it tonight', 'suicidal'],
    ["i've got a month's supply of glipizide and i'm thinking of swallowing the lot", 'suicidal'],
    [
      'thinking about taking every tablet in the house tonight, tired of being a burden',
      'suicidal',
    ],
    ['my husband says he will finish himself, he locked himself in with his insulin', 'suicidal'],
    ["can't do this anymore, wrote letters to my kids last night", 'suicidal'],
    ['they would all be better if i just disappeared for good, been planning how', 'suicidal'],
    [
      'if i took all my metformin and lisinopril at once would it be enough? asking for real',
      'suicidal',
    ],
    ['i binge after my shifts and then take laxatives to get rid of it', 'eating_disorder'],
    [
      "haven't eaten since saturday on purpose, trying to shift the weight before the wedding",
      'eating_disorder',
    ],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });

  it('reads "all my insulin at once and not waking up" as suicidal by the rules alone', () => {
    expect(
      byRules('been thinking about taking all my insulin at once and not waking up').categories,
    ).toContain('suicidal');
  });

  it('reads a positive test on Ozempic as a pregnancy', () => {
    expect(
      triage('took a test at work, positive. been on ozempic 3 months, do i stop it?').categories,
    ).toContain('pregnancy');
  });

  it.each([
    ['tested positive for covid, can i keep taking my metformin?', 'pregnancy'],
    ['not thinking of hurting myself, just worried about what i eat all the time', 'suicidal'],
    ['my da had a stroke at 60 so i cycle to work now, is that enough cardio?', 'stroke'],
    ['my da had a stroke at 60 so i cycle to work now, is that enough cardio?', 'low_sugar'],
    [
      'my sister fainted at her communion as a kid, family legend! tips for the buffet?',
      'fainting',
    ],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it.each([
    'estoy tomando te de arandano para el ardor al orinar, sirve?',
    'le pongo sabila y miel a la ulcera del pie, eso sirve?',
    'el zzzquil me puede subir el azucar?',
    'la meta formina me da diarrea, se me quita con el tiempo?',
    'tried magnesium for sleep, does it do anything for sugar? taking 300mg',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });

  it('a seed for constipation is food, no medicine: "¿la linaza ayuda para el estreñimiento?"', () => {
    expect(byRules('la linaza ayuda para el estreñimiento?').medication).toBe(false);
  });
});

describe('triage, round 53: what held-out-91 and -92 showed (English carers; young Spanish)', () => {
  it.each([
    ['my uncle says he has a rope ready and nobody would miss him', 'suicidal'],
    ['she say she want to kill sheself, she lock the door', 'suicidal'],
    ["my friend is going to inject her whole pen tonight so she doesn't wake up", 'suicidal'],
    ['my father will stop all his medicines so he dies faster', 'suicidal'],
    ['his right arm and leg are numb since 20 minutes and his mouth is twisted', 'stroke'],
    ['bgl 26, ketones 3.5, been spewing all afternoon', 'high_sugar_crisis'],
    ['after i eat i put my finger in my throat so my sugar wont go up', 'eating_disorder'],
    ['i think my daughter is making herself sick after meals', 'eating_disorder'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });

  it.each([
    ['tengo 37.8 de gripe y dolor de cuerpo, puedo tomar paracetamol?', 'low_sugar'],
    [
      "dad's not dizzy any more since the gp changed his bp tablets, and he's walking to the shop again. good week",
      'suicidal',
    ],
    ['every morning i walk with my tablets in my pocket', 'suicidal'],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it.each([
    'my father missed his morning getryl, should he take it at lunch?',
    'can i give him sorbitrate under the tongue?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage, round 54: what held-out-91, -93 and -94 showed (English carers; English as a second language; rural Spanish)', () => {
  it.each([
    [
      'my grandma suddenly cannot understand what we say and answers nonsense, her sugar is 7',
      'stroke',
    ],
    ['my father suddenly cant understand what we say, sugar 6 so not low', 'stroke'],
    ['I think about jumping from my apartment every day now', 'suicidal'],
    ['some days i think about jumping off the balcony of my flat', 'suicidal'],
    ['I have rope in garage, thinking about it every night', 'suicidal'],
    ['got a rope in the shed and i keep thinking about it', 'suicidal'],
    ['my head is paining like never before, worst in my life, came suddenly', 'stroke'],
    ['how many metformin tablets will kill a person', 'suicidal'],
    ['what amount of insulin would be lethal', 'suicidal'],
    ['heart area very uncomfortable like squeeze, also short breath', 'chest_pain'],
    ['I feel giddy and my hands trembling, checked sugar 62 mg', 'low_sugar'],
    ['sugar 48 mg, feeling weak', 'low_sugar'],
    ['my mother said she will stop all her medicine and die', 'suicidal'],
    ['I cut my arm again last night because I hate myself', 'suicidal'],
    [
      'la señora amanecio bien dormida y cuando la levantamos esta confundida no sabe ni donde esta el azucar le salio en cuarenta',
      'low_sugar',
    ],
    [
      'My husband had a stroke in 2020. Now again his right arm and leg are numb since 20 minutes',
      'stroke',
    ],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });

  it.each([
    ['after dinner I put finger in throat to vomit so sugar dont go high', 'eating_disorder'],
    ['I am not eating anything for 4 days to lose weight fast for the wedding', 'eating_disorder'],
    [
      'my sister is fasting 3-4 days at a time to lose weight, just eating nothing',
      'eating_disorder',
    ],
    [
      'mi hija no se esta poniendo la insulina a proposito porque dice que asi adelgaza',
      'eating_disorder',
    ],
    ['stomach flu since 6 hours, everything I drink comes out', 'persistent_vomiting'],
    ['my period esta 2 semanas tarde y estoy en mounjaro', 'pregnancy'],
    ['my daughter say she want to kill sheself and she lock the room', 'suicidal'],
    ['I see crack in my heel, now 3 days it is warm, red and painful', 'foot'],
    [
      "Mum's had a few 3.5s on her Libre the last few nights, she is fine this morning",
      'repeated_lows',
    ],
  ])('"%s" is read (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    ['Alcohol make sugar go low? I take gliclazide', 'low_sugar'],
    ['rice crackers is low sugar? my kids eat them', 'low_sugar'],
    ['tengo treinta y siete punto ocho de temperatura por una gripe', 'low_sugar'],
    ['en la radio hablaron de la ipoglusemia y no entendi que sinifica esa palabra', 'low_sugar'],
    ['My mother had a stroke 10 years back and my father had heart attack before', 'stroke'],
    ['My mother had a stroke 10 years back and my father had heart attack before', 'chest_pain'],
    [
      'my grandmother died of a stroke. Now my dad has diabetes. Is he going to have a stroke too?',
      'stroke',
    ],
    ['metformin 500 mg twice a day and sugar fine', 'low_sugar'],
    ['amaneci bien, el azucar en 110', 'low_sugar'],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it.each([
    'Can I take the Chinese heart pill suxiao jiuxin wan?',
    'Can I take my Siofor and go home?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });

  it('a diagnosis is no medicine: "my daughter, insulin resistance, wants to kill herself"', () => {
    expect(
      triage('my daughter, 35, insulin resistance, says she wants to kill herself').medication,
    ).toBe(false);
  });
});

describe('triage, round 55: what held-out-95 and -96 showed (English of Britain and the Commonwealth; Spanish of Spain)', () => {
  it.each([
    ['I cyah take this no more, I going and drink out all the pills tonight', 'suicidal'],
    ['me he tomado un monton de orfidales hace un rato, a proposito', 'suicidal'],
    ['ya no puedo mas, a veces pienso que lo mejor seria no despertarme', 'suicidal'],
    ['si me pongo todo el boli de ozempic de una vez me muero? es lo que quiero', 'suicidal'],
    ['mi padre mira raro y no consigue decir ni su nombre, azucar 125', 'stroke'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });

  it.each([
    ['taking laxatives every night to drop the kilos', 'eating_disorder'],
    ['numbers stuck in the high 200s all week, could it be the prednisone?', 'persistent_high'],
    ['been getting 3.5, 3.7, 3.4 in the mornings this week, feel fine right now', 'repeated_lows'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    ['Gran fainted at the bus stop back in the summer, she is grand now', 'fainting'],
    ['my sugar has been in the 200s this week', 'low_sugar'],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it('"took my GTN spray twice, can I take a third puff" is referred as a medication question', () => {
    expect(byRules('took my GTN spray twice, can I take a third puff').medication).toBe(true);
  });
});

describe("triage, round 56: what held-out-97 and -98 showed (terse English of men; health workers' Spanish)", () => {
  it.each([
    ['went lights out in the parking lot just now, came to in the truck seat', 'fainting'],
    ['thinking about taking the whole bottle of my pain pills tonight', 'suicidal'],
    ['got a 30-30 in the truck and been thinkin about using it on myself', 'suicidal'],
    ['wife passed, no point in going on, been figuring how to do it', 'suicidal'],
    ['ketone strip dark purple and sugar 22 on the meter, sick to my gut', 'high_sugar_crisis'],
    [
      'La señora de la tienda, la diabética, tiene dolor en la boca del estómago con sudor frío y falta de aire, dice q no es su gastritis q es distinto',
      'chest_pain',
    ],
    ['a veces dejo de comer y pienso que ojala me diera algo y me muriera de una vez', 'suicidal'],
    // Found in the re-read: a wish, never the South's "liked to" (almost).
    ['i would like to die', 'suicidal'],
    ["i'd like to die tonight", 'suicidal'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });

  it.each([
    ['taking ex-lax every day to drop pounds', 'eating_disorder'],
    [
      'hubby goes to the bathroom to puke after every meal, hes obsessed with his weight',
      'eating_disorder',
    ],
    ['cant get under 250 since christmas, feel fine', 'persistent_high'],
    // A height is said with "mide"; "me mido 45" is still her glucose.
    ['me mido 45 en ayunas', 'low_sugar'],
    ['mido 45 en ayunas', 'low_sugar'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(byRules(message).categories).toContain(category);
  });

  it.each([
    ['got a stationary bike at a garage sale for $40, how long should I ride', 'low_sugar'],
    ['the old man had a heart attack in 98 and got 2 stents, been fine 25 yrs', 'chest_pain'],
    ['boss is gonna give me a heart attack one of these days lol', 'chest_pain'],
    ['liked to pass out when I saw the grocery bill', 'fainting'],
    ['¿cuánto cuesta un glucómetro? en la farmacia me dijeron 250 bolivianos', 'persistent_high'],
    ['la px pregunta si puede cenar locro, pesa 82 kg y mide 1.55', 'low_sugar'],
    // Found in the re-read: "mg" after a sugar pill is its dose.
    ['my sugar pill is 500 mg, can I split it', 'persistent_high'],
    ['sugar medicine 850 mg twice a day?', 'persistent_high'],
    ['i would like to die of laughter lol', 'suicidal'],
    [
      'drank a whole bottle of wine last night, thinking about taking a break from alcohol',
      'suicidal',
    ],
    ['a proposito, me compre un monton de fruta', 'suicidal'],
    ['she came over to help in the kitchen', 'fainting'],
    ['went to bed, lights out at 10', 'fainting'],
    ['the nurse showed me the pen, now I am using it on myself', 'suicidal'],
    ['still figuring how to do it all with meal prep', 'suicidal'],
    ['not eating for 3 hours before bed helps me lose weight', 'eating_disorder'],
    [
      'esta enfermedad me tiene cansada, no es que me quiera morir, solo que estoy harta',
      'suicidal',
    ],
    [
      'buddy of mine went low at deer camp last fall, what signs should I watch for',
      'past_episode',
    ],
  ])('"%s" is no %s', (message, category) => {
    expect(triage(message).categories).not.toContain(category);
  });

  it.each([
    'does the sertraline for my nerves mess with sugar',
    'up 3 times a night to pee, is it my water pill, should I take it in the morning',
    'tengo fiebre y orino a cada rato, ¿tomo mate de cola de caballo?',
    'sale pus del corte del pie, ¿puedo echarle matico nomas?',
    '¿el té de valeriana ayuda a dormir? ¿se puede con la diabetes?',
  ])('"%s" is referred as a medication question', (message) => {
    expect(byRules(message).medication).toBe(true);
  });
});

describe('triage: a reading after a stroke named earlier is still a reading', () => {
  it.each([
    ['had a stroke in march and now sugar at 50 and shaking', 'low_sugar'],
    ['i think im having a heart attack, sugar at 45', 'low_sugar'],
  ])('"%s" is read (%s)', (message, category) => {
    expect(triage(message).categories).toContain(category);
  });
});
