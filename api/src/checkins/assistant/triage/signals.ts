// How people write each red flag, in the matcher's phrase syntax (words may have up to three
// words between them; `+` must follow at once; `*` a stem; `$` the end of the clause). Matches
// are negation-aware ("no tengo dolor de pecho"); time and who is meant are read per sentence.
import { compilePatterns, type Pattern } from '@tm/shared-contracts/clinical';
import {
  ENGLISH_BOTH,
  ENGLISH_DIRECT,
  ENGLISH_HIGH_SUGAR_CRISIS_SIGNS,
  ENGLISH_HIGH_SUGAR_WEAK_SIGNS,
  ENGLISH_LOW_SUGAR_SYMPTOMS,
  ENGLISH_REPEATED,
} from './signals-english.js';
import type { TriageCategory } from './taxonomy.js';

type Phrases = Partial<Record<TriageCategory, string[]>>;

/** Any one of these, in a sentence about now, raises the category. */
const DIRECT: Phrases = {
  suicidal: [
    'mejor si yo no estuviera, mejor si no estuviera, si yo no existiera, mejor si me muero',
    // "Hoy quería que el carro me atropellara, lo pensé en serio".
    'queria que me atropell*, quiero que me atropell*, quisiera que me atropell*, ojala me atropell*',
    // Blades bought "y no son para afeitarme".
    'no son para afeitarme, no son para afeitar, cuchillas para cortarme',
    'no le encuentro caso, sobro en este mundo, estoy de sobra, ya no levantarme, no levantarme nunca',
    'no volver a levantarme, quitarme de en medio, guardadas las pastillas, guardando pastillas',
    'juntando pastillas, pastillas para cuando, cuando me decida, pensado en tomarme',
    'pensando en tomarme, pienso en tomarme, ganas de tomarme, cansad* de todo y de vivir',
    'ya me canse de vivir, me quiero ir para siempre, me voy para siempre, que se acabe todo',
    'tirarme del, aventarme del, lanzarme de, lanzarme del, lanzarme al, tirarme al, tirarme por',
    'veneno para, compre veneno, tomar veneno, tomarme el veneno, raticida, matarratas',
    'me estoy cortando, cortandome, cort* +los brazos, cort* +las munecas, cort* +las venas',
    'no quiero estar aqui, dont want to be here, pense como hacerlo, pensado como hacerlo',
    'ya se como hacerlo, no aguanto esta vida, no aguanto mi vida, no aguanto vivir',
    'cansad* de vivir, hart* de vivir, no le encuentro sentido, que dios me lleve',
    'que me recoja dios, dios me recoja, pegarme un tiro, darme un tiro, meterme un tiro',
    'nadie me extranaria, nadie me va a extranar, carta de despedida',
    'pido a dios no despertar, pido a dios que no me deje despertar, pido no despertar',
    'matarme, matarse, me quiero matar, me voy a matar, quitarme la vida, quitarse la vida',
    'suicid*, quiero morir*, quiero morirme, ganas de morir*, me quiero morir, quisiera morir*',
    'prefiero morir*, deseo morir*, no quiero vivir, no quiero seguir viviendo',
    'ya no quiero seguir $, ya no quiero estar aqui, no quiero despertar, no despertar +mas',
    'dormir y no despertar, dormirme y no despertar, ojala no despertar, mejor sin mi',
    'ni ganas de despertar, sin ganas de despertar, ganas de no despertar',
    'mejor se muere, encontre con una soga, encontre con una cuerda, better off sin mi',
    'better off without me, si me muero nadie se daria cuenta, nadie se daria cuenta si me muero',
    'mejor +sin +mi, mejor muert*, estarian mejor sin mi, estaria mejor muert*',
    'todo el frasco, toda la insulina, toda la caja, todas las insulinas, sobredosis',
    'inyectarme toda, ponerme toda la insulina, hacerme dano, lastimarme, cortarme las venas',
    'me hago cortes, autoles*, acabar con todo, acabar con mi vida, terminar con todo',
    'me hago heridas, hacerme heridas, me lastimo a proposito, me rasguno a proposito, me golpeo a proposito',
    'terminar con mi vida, quisiera desaparecer, quiero desaparecer, desaparecer para siempre',
    'no vale la pena vivir, no vale la pena seguir, para que seguir viviendo, no tiene sentido vivir',
    'caso a seguir viv*, sentido a seguir viv*, no le veo caso a vivir, no le veo caso a la vida',
    // Going on, not with a diet: "no le veo caso a seguir, ya escribí una carta".
    'no le veo caso a seguir !con !la !el !los !las !haciendo !comiendo !cuidandome !intentando',
    'no tiene caso vivir, no tiene caso seguir viviendo',
    'soy una carga, ser una carga, tirarme de, aventarme de, colgarme, ahorcarme, kill myself',
    'se quiere matar, quiere matarse, se quiere morir, quiere suicidarse, mejor me mato',
    'me mato y ya, me corto los brazos, me corto las piernas, cortarme los brazos, me +lastimo',
    'dont want to wake up, want to die, no le veo sentido a la vida, no le veo sentido a nada',
    'que todo termine, que todo se acabe, irme para siempre, ganas de no existir, no quiero existir',
    'mejor no estar, no haber nacido, dejar de existir, no quiero estar viva, no quiero estar vivo',
    'irme de este mundo, quitarme del medio, pense en quitarme, me voy de este mundo',
    'mejor no despertar*, ojala no despertar*, no despertarme manana, me muriera de una vez',
    // Round 55: Spain's "boli" is the pen; an amount taken "a propósito" is below (BOTH).
    'todo el boli, el boli entero, boli entero',
    'ojala me muriera, ojala me muera, quisiera morirme, me quisiera morir, para no despertar',
    'sleep forever, end my life, hurt myself, tomarmelas todas, tomarmelos todos',
    'quitar la vida, es una despedida, esto es una despedida, mensaje de despedida',
    'regale mis cosas, regalando mis cosas, regale mi ropa, cartas a mis hijos, cartas a mis nietos',
    'cartas para mis hijos, cartas para mis nietos, escrito las cartas, he escrito cartas',
    'escribi cartas, les escribi las cartas, si yo desapareciera, si desapareciera',
    'tengo pensado como, ya lo tengo pensado, ya lo tengo decidido, no tengo fuerzas para seguir',
    'vaciarmela, vaciarmelo, vaciarme la pluma, toda la pluma, la pluma entera, pluma completa',
    'me las voy a tomar todas, no quiero vivir mas, ojala no amaneciera, ojala no amanezca, no amanecer',
    'no quiero amanecer, la soga lista, tengo la soga, tengo una soga, la cuerda lista',
    'no tengo ganas de seguir $, sin ganas de seguir $',
    'la pistola cargada, el arma cargada, las vias del tren, tirarme al tren, aventarme al tren',
    'tirarme al metro, me voy a colgar, compre una soga, compre la soga, compre una cuerda',
    // Going away as a burden lifted, pills saved for a plan: "ya pronto no voy a ser problema de
    // nadie", "ya no voy a molestar más", "guardé las pastillas de todo el mes".
    'no voy a ser problema, no voy a ser un problema, no voy a ser una carga, no voy a molestar mas',
    'guarde las pastillas, guarde mis pastillas, ya se lo que voy a hacer con, tengo todo planeado',
    // A crash, a lorry: "si me estrello sería más fácil para todos", "meterme debajo de un tráiler".
    'seria mas facil para todos, mas facil para todos si, si me estrello, estrellarme',
    'meterme debajo de, aventarme debajo de, tirarme debajo de, ya me hubiera matado, ni eso me detiene',
    'ya cumpli mi ciclo $, no quiero seguir $',
    'no quiero seguir viv*, no quiero seguir con vida, no quiero seguir en este mundo',
    'no quiero seguir living, dont want to keep living, pills are right here',
    'si me muero de una vez, se acaba el problema para todos, no levantarme +mas $',
    // A farewell letter left by a child, a plan already looked up, a roof and a jump weighed.
    'carta despidiendose, carta despidiendome, nota despidiendose, nota de despedida, si me mato nadie',
    'ya vi como hacerlo, pensando si brincar, pensando en brincar, pensando si saltar, pensando si tirarme',
    // Pills saved up "to end it", a death wished for as rest, waking no more as the easy way out.
    'suficiente para acabar $, suficientes para acabar $, suficiente para terminar $',
    'suficientes para terminar $, si me muero mejor, mas facil no despertar',
    'no levantarme nunca +mas, no despertarme +mas $, lapiz de insulina entero',
    'el lapiz entero, lapicero entero, lapiceros completos, los dos lapiceros, plumas completas',
    'descansar para siempre, descanso para siempre, dormir para siempre, dormirme para siempre',
    'want to disappear, wanna disappear, disappear for good, disappear forever, end it all',
    'soy un estorbo, solo soy un estorbo, solo estorbo',
    'a ver si me muero, pa ver si me muero, para ver si me muero, ver si me muero de una vez',
    'que no haya manana, que ya no haya manana, quitar de en medio, nadie me echaria*',
    'para irse de una vez, para irme de una vez, por si un dia me decido, por si me decido',
    'ir con mi difunt*, irme con mi difunt*, ya escogi el dia, ya elegi el dia, ya no voy a estar $',
    'no quiere vivir, no quiere seguir viv*, que el senor me lleve, el senor me lleve, el senor que me lleve',
    'no quiero estar en este mundo, no quiero seguir aqui, ya no quiero seguir aqui',
    'todo el blister, el blister entero, guarde todas las pastillas, junte todas las pastillas',
    'todas las pastillas en un solo frasco',
    'se despidio de todos, me despedi de todos, regalo sus cosas, pastillas juntas, lista para irse',
    'listo para irse, lista para irme, listo para irme, dios que me lleve, a dios que me recoja',
    'no comer ni tomar nada',
    'dont want to live, do not want to live, dont wanna live, nadie se daria cuenta si me voy',
    'cortes en el brazo, cortes en los brazos, cortes en la pierna, cortes en las piernas',
    'cortes en las munecas, volvi a cortarme, me volvi a cortar, me he vuelto a cortar',
    'vuelto a hacer cortes, volvi a hacerme cortes, pienso en morir*, pienso mucho en morir*',
    'pensando en morir*, pensando mucho en morir*, pienso en como matarme',
  ],
  chest_pain: [
    'dolor pecho, duele pecho, duel* pecho, dolia pecho, dolio pecho, opresion pecho',
    'presion pecho, peso pecho, pesadez pecho, apret* pecho, pecho apretado, punzada pecho',
    'corazon apretado, aprieta el corazon, apretando el corazon',
    'dolor toracico, angina*, infart*, ataque al corazon, chest pain, dolor brazo izquierdo',
    'duele brazo izquierdo, +al +brazo izquierdo, baja +al +brazo, corre +al +brazo',
    'va +al +brazo, dolor mandibula, dolor quijada, duele quijada, duele mandibula',
    'falta +el +aire, falta +de +aire, no puedo respirar, no puede respirar, me ahogo, se ahoga',
    'cuesta respirar, dificultad para respirar, pecho me arde y, pecho aplastado',
    'molestia pecho, molestia en el pecho, hasta la mandibula, hasta la quijada, hasta el brazo',
    'duele el corazon, dolor en el corazon, dolor de corazon, elefante en el pecho',
    'arde el pecho, arde en el pecho, estruj*, omoplato*, pressure in my chest, chest pressure',
    'chest hurts, chest tight*, left arm, pain in my chest, no me deja respirar',
    'se agarra el pecho, agarrandose el pecho, me agarro el pecho, pecho pesado',
    'pesa en el pecho, me pesa el pecho',
  ],
  stroke: [
    // Strength gone from a limb, sight gone from one eye: "se me ha ido la fuerza del brazo".
    'ido la fuerza del brazo, ido la fuerza de la pierna, fue la fuerza del brazo, fue la fuerza de la pierna',
    'perdi la fuerza del brazo, no veo nada del ojo, no veo nada de un ojo, deje de ver del ojo',
    'como si me hubieran apagado la luz',
    'dormid* mitad cara, dormid* mitad cuerpo, mitad cara dormid*, entumi* mitad, adormec* mitad',
    'duerm* media cara, durm* media cara, dormid* media cara, media cara dormid*, duerm* medio cuerpo',
    'hablando enredado, habla enredado, hablo enredado, lengua enredada, hablando mocho',
    'vista de golpe, vista de repente, ojo de golpe, ojo de repente, vision de golpe',
    'veo negro de, negro de un lado, negro de ese lado, no veo de ese lado, no veo por el ojo',
    'no veo con el ojo, apago un ojo, apago la vista',
    'babea* de un lado, se le cae la baba, se me cae la baba, baba de un lado, no puede agarrar',
    'no puedo agarrar, no puede sostener, no puedo sostener, no se le entiende nada, no se le entiende na',
    'cara caida, boca chueca, boca torcida, boca de lado, torcio la boca, cara torcida',
    'cara chueca, durmio la cara, durmio +la +mitad, mitad de la cara, mitad del cuerpo',
    'lado de la cara, lado del cuerpo, no puedo mover el brazo, no puede mover el brazo',
    'no puedo mover la pierna, no puede mover la pierna, no siento el brazo, no siente el brazo',
    'no siento la pierna, no siento la mitad, brazo derecho dormido, brazo izquierdo dormido',
    'habla raro, hablo raro, hablando raro, habla chistoso, arrastra las palabras',
    'arrastrando las palabras, no le entiendo lo que dice, no le entiendo nada, no me salen las palabras',
    'no le salen las palabras, no puede hablar, no puedo hablar, lengua trabada, trab* la lengua',
    'balbuc*, perdi la vista, perdio la vista, perdi la vision, no veo de un ojo, no ve de un ojo',
    'veo doble, vi doble, veia doble, vision doble, deje de ver, dejo de ver, ciego de repente, perdi el equilibrio',
    'perdio el equilibrio, peor dolor de cabeza, derrame cerebral, embolia, ictus, acv',
    'no consigue decir ni su nombre, no puede decir ni su nombre, no consigue decir su nombre',
    'infarto cerebral, se le durmio la cara, se me durmio la cara',
    'me voy de lado, se va de lado, cae la cara, cayo la cara, cara de un lado, se fue de lado',
    'me fui de lado, no se puede mantener parado, no se puede mantener parada',
    'no entiende lo que le digo, no entiende lo q le digo, mantener el equilibrio',
    'perdiendo el equilibrio, no puedo caminar derecho, no puede caminar derecho',
    'adormec* +medio, medio cuerpo, no puedo levantar el brazo, no puede levantar el brazo',
    'no me responde el brazo, no le responde el brazo, cae la baba, boca chueca, se chueco',
    'todo doble, de repente no veo, se me nublo un ojo, no puedo sonreir bien, viendo doble, ve doble',
    'se me fue la fuerza del lado, se le fue la fuerza del lado, fuerza del lado derecho',
    'se le fue el habla, se me fue el habla, perdio el habla, solo hace sonidos',
    'fuerza del lado izquierdo, sin fuerza de un lado, sin fuerza del lado',
    'no me puedo mantener parad*, no puedo cerrar bien el ojo, no puede cerrar bien el ojo',
    'se me escapa por un lado, se le escapa por un lado, se me sale por un lado, se le sale por un lado',
    'cuesta andar recto, cuesta caminar recto, no puedo andar recto, no puede andar recto',
    'no camino recto, no camina recto, no puede mover la mano, no puedo mover la mano',
    // Never "drooping" alone: with its double letters dropped it is a sugar "dropping".
    'droopy, drooping on one side, drooping face, drooping eye, drooping mouth, slurred',
    'slurring, cant speak, numb on one side, weak on one side',
    'mano izquierda sin fuerza, mano derecha sin fuerza, brazo sin fuerza, pierna sin fuerza',
    'se me cayo la cuchara, se le cayo la cuchara, boca rara, la boca la siento rara',
    'durmieron brazo pierna, durmio brazo pierna, dormid* brazo pierna, adormec* brazo pierna',
    'entumi* brazo pierna, lengua pesada, lengua de trapo, lengua dormida, de repente no entiende',
    'contesta cosas que no vienen al caso, dice cosas que no vienen al caso',
    'sin poder mover el lado, sin poder mover el brazo, sin poder mover la pierna',
    'no puede mover el lado, no puedo mover el lado, no mueve el lado, no mueve el brazo',
  ],
  fainting: [
    'perder el sentido, perder el conocimiento, perder la conciencia',
    'no logro despertar* +a, no podemos despertar*, no consigo despertar* +a, no logramos despertar*',
    'no logro despertarlo, no logro despertarla, no se despierta, no abre los ojos',
    'desmay*, desvanec*, perdi el conocimiento, perdio el conocimiento, perdi la conciencia',
    'perdio la conciencia, perdi el sentido, perdio el sentido, se cayo redond*, me cai redond*',
    'inconsciente, no reacciona, no responde, no despierta, no lo puedo despertar',
    'me encontro tirad*, me encontraron tirad*, encontro tirad*, encontraron tirad*',
    'no le respondia, no le contestaba, no me respondia, no me contestaba',
    'no la puedo despertar, no puedo despertarlo, no puedo despertarla, sincope, me fui a negro',
    'se fue a negro, me dio un vahido, quedo privad*, quede privad*, esta privad*',
    'me prive, se privo, me acabo de privar, se acaba de privar, caer redond*, cuanto rato estuve',
    'cuanto tiempo estuve, cuanto rato estuvo, cuanto tiempo estuvo',
    'cayo redond*, cai redond*, sin responder, sin responderme, sin contestar',
    // "Se me cayó al piso la pastilla" is something she dropped: "se" and "cayó" together.
    'no supe de mi, no supo de si, se me apago todo, quedo tirad*, se +cayo al piso, me cai al piso',
    'passed out, pass out, blacked out, se me fue el mundo, cai al suelo, se cayo al suelo',
    'patatus, se privo, me prive, no vuelve en si, no abre los ojos, tirad* en el suelo',
    'tirad* en el piso, fainted, unconscious, wont wake up, se +desplomo, se +desploma, me +desplome',
    'blackout*, termine en el piso, termine en el suelo, acabe en el piso, acabe en el suelo',
    'perd* el conocimiento, perd* el sentido, se me apago la tele',
    'se le fue el conocimiento, se me fue el conocimiento, se le fue el sentido, se me fue el sentido',
    'de repente estaba en el suelo, de repente estaba en el piso, me vi en el suelo, me vi en el piso',
    'me he ido al suelo, me he ido al piso, me fui al suelo, me fui al piso',
  ],
  low_sugar: [
    'una hipo, la hipo, me dio hipo, hipos',
    'hipoglucemia, hipoglicemia, hipoglusemia, bajon de azucar, bajon de glucosa, baja de azucar',
    'ando bajit*, estoy bajit*, bajita de azucar, bajito de azucar, se me fue el azucar',
    'se me cayo el azucar, se me desplomo',
    'hypo, hypoglycemia, my sugar is low, sugar dropped',
    // Next to each other: "mi glucosa no baja de 300" is a high that persists.
    'azucar +baja, azucar +bajisima, azucar +muy +baja, glucosa +baja, glucosa +muy +baja',
    'azucar esta baja, glucosa esta baja, azucar anda baja, glucosa anda baja, azucar la tengo baja',
    'se me bajo el azucar, se me bajo la glucosa, se le bajo el azucar, se le bajo la glucosa',
    'se me esta bajando, se le esta bajando, me dio una baja, le dio una baja, low sugar',
    'sugar low, sugar bajo, azucar en el piso, glucosa en el piso, le doy jugo, le doy azucar',
    // Not the diet drinks: "le doy refresco light a mi hijo" asks about sweeteners.
    'le doy algo dulce, le doy un dulce, le doy refresco !light !zero !de, le doy coca !light !zero',
  ],
  high_sugar_crisis: [
    'cetoacidosis, cetonas, aliento a fruta, aliento dulce, olor a manzana, acetona, huele a fruta',
    'quitaesmalte',
  ],
  eating_disorder: [
    'ayunos de 3 dias, ayunos de tres dias, para castigarme, castigarme por lo que comi',
    'dejado de ponerme la insulina para, deje de ponerme la insulina para',
    'no me pongo la insulina a proposito, no me inyecto a proposito, me salto la insulina para',
    'no se pone la insulina a proposito, no se esta poniendo la insulina a proposito',
    'me hago vomitar, me provoco el vomito, provoc* vomit*, me meto los dedos, vomit* a proposito',
    'no como nada a proposito, sin comer a proposito, dejo de comer a proposito',
    'vomit* para no engordar, vomit* para bajar, purg*, laxant* +para, tomo laxantes',
    'dias sin comer, no como en dias, no he comido en dias, llevo dias sin comer, ayuno de dias',
    'ayunar varios dias, ayuno de tres dias, ayuno de 3 dias, dejo de comer para bajar',
    'dejar de comer para bajar, salto la insulina para, no me pongo la insulina para',
    'dejo la insulina para, sin insulina para bajar, menos insulina para bajar, miedo a engordar',
    'terror a engordar, pavor a engordar, como y luego vomito, como y vomito, comer y vomitar',
    'atracon* y vomit*, bulimi*, anorexi*',
    'me castigo sin comer, castigarme sin comer, sin comer para compensar, escupo la comida',
    'on purpose so i lose weight, ayuno dos o tres dias',
    'ayuno tres dias, laxantes todos los dias, make myself throw up',
    'no como nada dias siguientes, no como nada dia siguiente, no comer nada dias siguientes',
    'dejo de comer dias enteros, dejo de comer dos dias, dejo de comer tres dias',
  ],
  pregnancy: [
    'creo que estoy esperando, estoy esperando bebe, estoy esperando un bebe',
    'sali en cinta, estoy en cinta, quede en cinta',
    'sali en estado, salio en estado, quede en estado, estoy en estado, buena esperanza',
    'dos rayitas, dos rayas, dos lineas, dio positivo, dieron positivo, salio positivo',
    'salieron positiv*, atraso* regla, atraso* periodo, retraso* regla, retraso* periodo',
    'no me ha venido la regla, no me viene la regla, se me paso la regla, test de embarazo',
    'embaraz*, encinta, esperando un bebe, esperando bebe, pregnant, prueba de embarazo',
    'voy a ser mama, voy a tener un bebe, vamos a tener un bebe, prenada, prenadita',
    'period tarde, period esta tarde',
    'salio positiva, en cinta !costera !de !para, 2 rayitas, 2 rayas, 2 lineas, toy prena, estoy prena, ando prena',
    'atras* +la +regla, atras* +mi +regla, atras* +el +periodo, no me baja la regla',
    'no me ha bajado la regla, no me llega la regla, retraso menstrual, tengo un retraso',
    'la regla no me viene, la regla no me baja, la regla no me llega, el periodo no me viene',
    'el periodo no me baja, el periodo no me llega, no me baja el periodo, no me viene el periodo',
    'tengo un atraso, tengo retraso, tengo atraso, ando con retraso, ando con atraso',
    'test positivo, positivo el test, positivo la prueba, prueba positiva, positivo el de embarazo',
    // A period missed, as Spain says it.
    'tengo una falta, llevo una falta, tengo dos faltas, llevo dos faltas',
    // Home tests by their brand (Spain, Mexico).
    'positivo el evatest, evatest positivo, positivo el clearblue, clearblue positivo, positivo el predictor',
  ],
  foot: [
    'herida pie, herida talon, herida dedo, llaga pie, llaga talon, ulcera*, pie diabetico',
    'pus, supur*, dedo negro, dedo morado, dedo oscuro, dedo se puso negro, una se puso negra',
    'una infectada, una enterrada, pie infectado, infeccion pie, infeccion en el dedo',
    'pie rojo, pie caliente, herida no sana, herida no cierra, herida no cicatriza',
    'no cicatriza, no me cicatriza, no sana, ampolla pie, ampolla talon, ampolla dedo',
    'corte pie, cortada pie, corte en el dedo del pie, callo sangr*, mal olor pie',
    'mal olor herida, pie negro, dedo gordo negro, pie se puso negro, dedos negros',
    'poniendo negro, poniendo negra, poniendo morado, se puso negro, se puso morado',
    'talon abierto, se me abrio el talon, grietas que sangran, sale liquido de la herida, pie huele',
    'llag*, sore on my foot, foot sore, oozing, aguita amarillenta, le sale agua, morada oscura',
    'no se le cura, no se me cura, llaga no cura',
  ],
};

/**
 * A body part and what it feels, in the same clause, in either order ("un peso en el pecho",
 * "la boca se le ve chueca"): each pair is written once instead of as every phrase people use.
 * With `afterAtOnce`, only a single-word feeling may follow the part, and at once, so "el pecho
 * ya no me duele" (negated after the part) is not read as a complaint.
 */
function pairs(parts: string, feelings: string, afterAtOnce: boolean): string[] {
  const list = (text: string) => text.split(',').map((w) => w.trim());
  return list(parts).flatMap((part) =>
    list(feelings).flatMap((feeling) => [
      `${feeling} ${part}`,
      ...(!afterAtOnce
        ? [`${part} ${feeling}`]
        : feeling.includes(' ')
          ? []
          : [`${part} +${feeling}`]),
    ]),
  );
}

/** Body-part pairs by category (compiled with the phrase lists). */
const PAIRS: Phrases = {
  chest_pain: pairs(
    'pecho, torax, esternon, chest',
    'dolor, dolorcito, duele, duelen, dolia, dolio, molestia, molesta, presion, opresion, oprime, ' +
      'peso, pesadez, pesado, apretado, apretada, aprieta, aprietan, apreton, punzada, punzadas, ' +
      'piquete, piquetes, aplastado, aplasta, estruja, ardor, arde, quema, hurts, pain, tight, ' +
      'pressure, clavado, atorado, tirantez, tirante, jalon, losa, piedra, ladrillo',
    true,
  ),
  stroke: [
    ...pairs(
      'parte derecha, parte izquierda, lado derecho, lado izquierdo, lado izq, medio cuerpo, ' +
        'mitad del cuerpo',
      'entumida, entumido, dormida, dormido, adormecida, adormecido, paralizada, paralizado, ' +
        'sin fuerza, no siento, no la siento, no lo siento, durmio, adormecio, entumio, entumecio, ' +
        'flojo, floja, flojito, flojita',
      false,
    ),
    ...pairs(
      'cara, boca, labio, labios, cachete, mejilla, rostro, comisura',
      'caida, caido, chueca, chueco, torcida, torcido, torcio, tuerce, tuerza, dormida, dormido, durmio, ' +
        'adormecida, adormecio, entumida, paralizada, colgada, colgando, ladeada, jalada, de lado, ' +
        'se me va pa un lado, se me va para un lado, se le va pa un lado, se le va para un lado',
      false,
    ),
    ...pairs(
      'brazo, pierna, mano',
      'sin fuerza, paralizado, paralizada, no responde, no me responde, no le responde, ' +
        'no lo puedo mover, no la puedo mover, no puedo levantar, no puede levantar, ' +
        'no me obedece, no le obedece',
      false,
    ),
    ...pairs(
      'habla, hablo, hablando, hablar, palabras, lengua, voz',
      'enredado, enredada, trabada, trabado, mocho, arrastrada, arrastra, pastosa, torpe, raro, rarisimo, ' +
        'rara, chistoso, extrano, incoherente, no se le entiende, no se me entiende',
      false,
    ),
    ...pairs('sonrisa', 'torcida, torcido, chueca, chueco, de lado, caida, ladeada', false),
    ...pairs(
      'dolor de cabeza, duele la cabeza, jaqueca',
      'de repente, de golpe, el peor, peor de mi vida, como nunca, explota',
      false,
    ),
    ...pairs(
      'vista, vision, ojo, veo, ve',
      'de golpe, de repente, repentinamente, doble, cortina, se me fue, se le fue, perdi, perdio',
      false,
    ),
  ],
  suicidal: pairs(
    'tirarme, aventarme, lanzarme, me quiero tirar, me voy a tirar, me tiro, me aviento, me lanzo',
    'puente, balcon, azotea, edificio, techo, ventana, vias, tren, metro, precipicio, barranco',
    false,
  ),
  foot: pairs(
    'dedo, dedos, pie, pies, talon, una, unas',
    'morado, morada, negro, negra, oscuro, oscura, amoratado, gangrena',
    false,
  ),
  fainting: [
    'me dio un soponcio, le dio un soponcio, telele, se me fueron las luces, se le fueron las luces',
    // Spain's perfect tense: "se ha quedado como ida y se ha caído al suelo".
    'se ha quedado como ida, se ha quedado como ido, se ha quedado ida, se ha quedado ido',
    'me encontraron en el piso, lo encontre en el piso, la encontre en el piso, no supe que paso',
    'estuve sin sentido, quede sin sentido, quedo sin sentido, se me apago la luz, me fui de espaldas, se fue de espaldas, apareci en el piso, aparecio en el piso',
    'apareci en el suelo, desperte en el piso, desperte en el suelo',
    'se fue para atras, se fue pa atras, se fue pa tras, me fui para atras',
    'no se cuanto rato estuve, no se cuanto tiempo estuve, se me iba todo y me cai, se me fue todo y me cai',
  ],
  low_sugar: [
    'agarro la baja, agarro una baja, ando en baja, estoy en baja, me dio la baja, me pego la baja',
    'me pego una baja, le pego una baja, le dio la baja',
  ],
};

/** Both lists must match somewhere in the message. */
const BOTH: [TriageCategory, string[], string[]][] = [
  // "Me he tomado un montón de orfidales hace un rato, a propósito".
  [
    'suicidal',
    [
      'me he tomado un monton, me tome un monton, me tome un punado, me tome un bote, me tome una caja',
    ],
    ['a proposito'],
  ],
  // A death asked about and wanted: "si me pongo todo el boli… ¿me muero? es lo que quiero".
  ['suicidal', ['me muero, morirme, me moriria'], ['es lo que quiero, eso es lo que quiero']],
  // The pit of the stomach "con sudor frío y falta de aire… no es su gastritis".
  ['chest_pain', ['boca del estomago'], ['sudor frio, falta de aire, le falta el aire']],
  // A heart attack as women often feel it: "le duele la espalda entre los hombros… y está sudando".
  [
    'chest_pain',
    ['entre los hombros, entre las paletas, entre los omoplatos, entre las escapulas'],
    ['sud*, nause*, falta de aire, vomit*, mare*'],
  ],
  // A night low seen by the spouse: soaked in sweat and not making sense, on insulin.
  [
    'low_sugar',
    ['empapad* de sudor, mojad* de sudor, banad* en sudor, empapad* en sudor, toda sudada'],
    ['sentido, confund*, incoheren*, no contesta, no responde, no reacciona, no despierta, nph'],
  ],
  // Affairs put in order with an end in view: "los papeles… ya no voy a necesitar la insulina".
  [
    'suicidal',
    ['cosas arregladas, todo arreglado, dejando arreglad*, papeles de la casa, el seguro'],
    ['ya no voy a necesitar, ya no voy a estar, no me manden mas'],
  ],
  // Drowsy after insulin: "muy dormilón desde el almuerzo… se puso la insulina rápida".
  [
    'low_sugar',
    ['dormilon, dormilona, se vuelve a dormir, se vuelve a quedar dormid*'],
    ['insulina, glibenclamida, glimepirida, gliclazida'],
  ],
  // Dying by a dose, turned over for days: "¿se puede uno morir si se pone 100 unidades?".
  [
    'suicidal',
    ['dandole vueltas, le doy vueltas, le estoy dando vueltas, lo estoy pensando, lo he pensado'],
    ['morir*, muer*, todas las pastillas, toda la insulina, unidades'],
  ],
  // A dose all at once asked about "in earnest", with despair: "¿100 unidades de una vez? ya no aguanto".
  [
    'suicidal',
    ['unidades de una vez, unidades de golpe, unidades juntas, unidades todas juntas'],
    ['no aguanto, ya no puedo, pregunto en serio, hablo en serio'],
  ],
  // Signs of a low after a missed meal: "ando temblorosa… se me pasó la hora de comer".
  [
    'low_sugar',
    [
      'tembl*, tiembl*, sudor frio, vista borrosa, vision borrosa, veo borroso, hablando arrastrad*',
      'arrastro las palabras, temblorosa, tembloroso',
    ],
    [
      'se me paso la hora de comer, me salte la comida, no alcance a comer, se me olvido comer',
      'no he comido nada, sin comer despues de la insulina',
    ],
  ],
  [
    'chest_pain',
    ['pecho, chest'],
    ['palid*, sudad*, sudando, sudor, vomit*, ganas de vomitar, falta de aire, brazo'],
  ],
  [
    'low_sugar',
    ['tembl*, tiembl*, temblor*, sudor frio, sudando frio, sudo frio'],
    ['sudor*, sudand*, sudo, suda, mare*, confund*, vision borrosa, hambre, palpitacion*'],
  ],
  [
    'low_sugar',
    [
      'confundid*, desorientad*, no reconoce, incoherente, dice cosas sin sentido, no me contesta bien',
      'no puede tragar, no puedo tragar, muy dormid*, no sabe donde esta, no se donde estoy',
      'cosas sin sentido, hablando raro, hablando cosas, confused',
    ],
    [
      'azucar, glucosa, diabet*, insulina, jugo, glucometro, palid*, sudad*, sudor*, empapad*, sugar',
      // A sulfonylurea is what brings on a low; panela water is the sugar a carer gives for one.
      'glibenclamida, glimepirida, gliclazida, glipizida, panela, agua con azucar',
    ],
  ],
  [
    'suicidal',
    [
      'todas las pastillas, todas mis pastillas, todas las de, todas juntas, todas de golpe',
      'todas las metformin*, todas las insulinas, de un jalon, junte todas, junte las, he juntado',
      'tengo juntadas, tengo guardadas, todo el blister, el blister entero, todo el paquete',
      'todo el frasco, el frasco entero, todas las tabletas, todos los comprimidos, todas las capsulas',
    ],
    [
      'pienso, pensando, voy a, quiero, ganas, no despertar, acabar, morir*, de golpe, hoy en la noche',
      'muero, me muero, esta noche, hoy es el dia, me las tomo, me los tomo, lo hago, a ver si, descans*',
    ],
  ],
  // A death named with a wish: "me muero dormida, ¿no? Es lo que quiero".
  [
    'suicidal',
    [
      'me muero dormid*, morirme dormid*, me muera dormid*, me muero de una vez, morirme de una vez',
      'me muero mas rapido, morirme mas rapido, me muera mas rapido, me muero mas pronto',
      'morirme mas pronto, me muera mas pronto, me muero antes',
    ],
    ['es lo que quiero, eso quiero, eso es lo que quiero, a ver si, ojala, quisiera'],
  ],
  // "A ver si así descanso de una vez" after taking something.
  [
    'suicidal',
    ['descans* de una vez, descans* para siempre, descans* de todo de una vez'],
    ['a ver si, trag*, tomarme, tomo todas, todas las, todo el, insulina, pastillas, morir*'],
  ],
  // Others better off without her: "vivirían más tranquilos si yo no estuviera".
  [
    'suicidal',
    [
      'si yo no estuviera $, si ya no estuviera $, si no estuviera $, si yo ya no estuviera $',
      'si yo faltara $, si yo me muriera $, si me muriera $, si yo me muero $',
    ],
    ['tranquil*, mejor, felices, en paz, descansa*, gasto, carga, estorbo'],
  ],
  // Everything taken together, asked how fast: "si me tomo todo junto ¿sería rápido?".
  [
    'suicidal',
    ['me tomo todo junto, tomarme todo junto, me los tomo todos juntos, tomarmelos todos juntos'],
    ['seria rapido, seria rapida, frasco, frascos, para que escribo, me muero'],
  ],
  // Not to be a burden, said of a death or an overdose: "se va a tomar todas sus pastillas pa no
  // ser una carga" ("me cuido para no ser una carga" is none).
  [
    'suicidal',
    ['para no ser una carga, pa no ser una carga, para no ser un estorbo, pa no ser un estorbo'],
    [
      'frasco, se va a tomar, me voy a tomar, morir*, muer*, matar*, irme, irse, acabar, desaparecer',
    ],
  ],
  // Treatment and food stopped until it ends: "dejar de tomar todo y de comer hasta que se termine".
  [
    'suicidal',
    ['dejar de comer, dejo de comer, dejar de tomar todo, de comer hasta, dejar todo'],
    [
      'hasta que se termine de una vez, hasta que se acabe de una vez, hasta que todo se acabe',
      'hasta que todo termine, hasta morir*, hasta que me muera, no le importo a nadie',
    ],
  ],
  // Hurting oneself on purpose: "me golpeo contra la pared", "me rasguño hasta sangrar".
  [
    'suicidal',
    [
      'golpeo, golpearme, me doy golpes, me he dado golpes, me pego contra, rasguno, rasgunarme',
      'arano, aranarme, me quemo, quemarme, me pego con, pegarme con',
    ],
    [
      'hasta sangrar, hasta que sangr*, contra la pared, a proposito, para castigarme, para sentir algo',
      'el cinturon, la correa, el cinto, cuando como de mas, lo hice de nuevo',
    ],
  ],
  // Going to join someone who died: "dejar la insulina para irse con mi papá que falleció".
  [
    'suicidal',
    ['irse con, irme con, reunirse con, reunirme con, estar con'],
    ['fallecio, fallecida, fallecido, difunt*, se murio, que murio, en paz descanse, en el cielo'],
  ],
  // Fasting to make up for eating: "no comí nada para compensar".
  [
    'eating_disorder',
    ['no comi nada, no comer nada, sin comer, ayune, ayuno, me salte las comidas'],
    ['para compensar, compensar lo, castigarme, por lo que comi'],
  ],
  // Affairs settled before a night's decision: "dejé todo arreglado… esta noche termino con esto".
  [
    'suicidal',
    ['termino con esto, acabo con esto, terminar con esto, acabar con esto, termino con todo'],
    [
      'todo arreglado, deje arreglado, dejo arreglado, deje todo listo, el seguro, los papeles',
      'testamento, me despido, adios, perdon*, despedi*, ultima vez',
    ],
  ],
  // A farewell to everyone with what is left settled: "dejé al perro con mi hija y les escribí a
  // todos, solo quería decirles adiós".
  [
    'suicidal',
    [
      'decirles adios, decirte adios, despedirme de todos, despedirme de ustedes, les escribi a todos',
    ],
    [
      'deje al perro, deje a mi perro, deje al gato, gracias por todo, fueron muy buenos, muy buenos conmigo',
      'les escribi a todos, mi ultima semana, todo arreglado, deje todo listo',
    ],
  ],
  // A letter to the children with despair: "les escribí una carta… ya no aguanto".
  [
    'suicidal',
    [
      'carta para mis hijos, carta a mis hijos, carta para mi familia, carta a mi familia',
      'carta para mis nietos, cartas para mis hijos, les escribi una carta',
    ],
    [
      'no aguanto, ya no puedo, cansad*, adios, perdon*, despedi*, ya no voy a estar',
      'nadie se daria cuenta, si me muero, todo arreglado, deje todo listo',
    ],
  ],
  // A month's pills at once, weighed in earnest: "¿si me tomo de golpe… me muero? Lo estoy pensando".
  [
    'suicidal',
    ['de golpe, de todo el mes, toda la caja, todo el frasco, con una botella'],
    ['me muero, pensando en serio, lo estoy pensando, lo he pensado'],
  ],
  // The urge to jump where a place is named: "paso por el puente y me dan ganas de tirarme".
  [
    'suicidal',
    ['ganas de tirarme, ganas de aventarme, ganas de lanzarme, ganas de botarme'],
    [
      'puente, balcon, azotea, edificio, ventana, vias, tren, metro, precipicio, barranco, periferico',
    ],
  ],
  // Lying where he fell and not answering: "el abuelo está tirado en la chacra, no contesta".
  [
    'fainting',
    ['tirad*'],
    ['no +contesta, no +responde, no +reacciona, no +se +mueve, no +despierta, no abre los ojos'],
  ],
  // Staggering to one side, all of a sudden: "me tambaleo y me voy para un lado, empezó de golpe".
  [
    'stroke',
    ['tambale*, me voy para un lado, me voy pa un lado, se va para un lado, se va pa un lado'],
    ['de golpe, de repente, derrepente, de un momento a otro'],
  ],
  // Wounds made on purpose in anger: "cuando me da rabia me rasguño hasta sangrar".
  [
    'suicidal',
    [
      'me rasguno, me araño, me arano, me golpeo, me pego, me muerdo, me quemo, me queme',
      'me rasgune, me golpee, me mordi',
    ],
    ['hasta sangrar, cuando me da rabia, para sentir algo, para castigarme, a proposito'],
  ],
  // A slump counted over the week: "3 veces esta semana me agarró el bajón".
  [
    'repeated_lows',
    ['el bajon, un bajon, los bajones'],
    ['veces esta semana, veces en la semana, veces estos dias, dias seguidos'],
  ],
  // A farewell that hands someone over: "cuiden a mi mamá… adiós".
  [
    'suicidal',
    ['cuiden a, cuiden de, cuiden mucho, cuidenla, cuidenlo, cuidenlos, cuidenlas, cuiden por mi'],
    [
      'adios, me despido, gracias por todo, ya no voy a escribir, ultima vez, ya no voy a estar',
      'hasta siempre, perdon por todo, perdonen',
    ],
  ],
  [
    'chest_pain',
    ['dolor*, duele, molestia, presion, opresion, peso, ardor, aprieta, aprietan, apreton, puno'],
    ['sudor frio, sudando frio, sudo frio, falta de aire, mandibula, quijada, brazo izquierdo'],
  ],
  [
    'foot',
    ['herida*, llaga*, ampolla*, cortad*, raspon*, blister, corte, cortes'],
    [
      'rojo, roja, hinchad*, caliente, me late, pus, supura, infectad*, mal olor, no cierra',
      'huele feo, huele mal, apesta, morad*, negr*, amarill*, liquido, no sana, no se cura',
    ],
  ],
  [
    'eating_disorder',
    [
      'laxant*, dulcolax, senokot, vomit*, meto los dedos, meto el dedo, salto la insulina, me salto',
      // Senna is the laxative of the herbal tea: "té de sen… para no subir de peso".
      'te de sen, te de sena, hojas de sen, senna',
      // Skipping insulin is a weight question only with weight named: "skip it if I drink?" is not.
      'skip my insulin, skip insulin, skip the insulin',
      'no me pongo la insulina, no me inyecto, dejo de ponerme, omito la insulina, no me aplico',
      'saltandomela, saltandome la insulina, me la salto, me la estoy saltando, sin ponermela',
      'saltando la insulina, estoy saltando la insulina',
      // A daughter's or a son's: "descubrí que no se pone la insulina para estar flaca".
      'no se pone la insulina, no se inyecta, se salta la insulina, deja de ponerse',
    ],
    [
      'para no engordar, para bajar de peso, para adelgazar, no subir de peso, bajo de peso, a proposito',
      'para bajar mas rapido, bajar mas rapido, para bajar rapido, para perder peso, perder peso rapido',
      'bajo kilos, bajar kilos, pierdo kilos, perder kilos, adelgazo, asi no engordo, bajas de peso',
      'atracon*, no puedo parar, castig*, lose weight, to lose, weight',
      'estar flac*, quedar flac*, verme flac*, verse flac*, ser flac*, rebajo, rebajar, rebajando',
      // "…porque leí que la insulina engorda, y así he bajado 6 libras".
      'insulina engorda, bajado de peso',
    ],
  ],
  // Fasting for days to lose weight: "no como nada desde el lunes, quiero bajar 5 kilos".
  [
    'eating_disorder',
    [
      'no como nada desde, no he comido nada desde, sin comer nada desde, sin comer desde',
      'no he comido in, havent eaten in, havent eaten for, not eaten in, not eaten for',
    ],
    [
      'bajar kilos, bajar de peso, adelgazar, quiero bajar, para bajar, no engordar',
      'a proposito, on purpose, llegar flac*, estar flac*, verme flac*, quedar flac*',
    ],
  ],
  // Eating once every two days on purpose: "como solo una vez cada dos días a propósito".
  [
    'eating_disorder',
    ['una vez cada dos dias, una vez cada tres dias, una vez cada 2 dias, una vez cada 3 dias'],
    ['a proposito, bajar kilos, bajar de peso, bajar rapido, adelgazar, quiero bajar, no engordar'],
  ],
  [
    'urinary_fever',
    [
      'fiebre, calentura, temperatura alta, escalofri*, fever, temperatura, 38*, 39*, 101*, 102*, febril',
      'fiebrecilla',
      'temblaba de frio, temblando de frio, tiritando, tiritaba, temblor de frio',
    ],
    [
      'ardor orinar, arde orinar, ardor al hacer pipi, duele orinar, dolor orinar, orina sangre',
      'orin* sangre, sangre orin*, pipi sangre, orina turbia, dolor costado, dolor de rinon',
      'duele costado, hacer del uno, al orinar, duele rinon, duelen rinones, dolor rinones, espalda baja, dolor lumbar, infeccion urinaria',
      'infeccion de orina, infeccion en la orina, cistitis, pielonefritis, parte baja de la espalda',
      'espalda de un lado, hacer pipi, al hacer pis, burning when i pee, pee, orino con sangre',
      'hago pis, hago pipi, cuando orino, me quema, cintura de un lado, dolor de cintura, burning',
      'cuando orina, cuando hace pipi, cuando hace pis',
      'back pain, flank, ardor en la orina, sangre en la orina, orino con, orinar con, orina con',
      'hace pipi, hace pis, le quema cuando, le arde cuando, escozor, meando, me escuece',
    ],
  ],
  [
    'persistent_vomiting',
    [
      'vomit*, devolv*, diarrea, devuelvo, vomito, throwing up, throw up, echando la pota, cagalera',
      'guacar*, wacar*, chorro, chorrillo, soltura, cursera, churria*, trasboc*, arroj*, diarrhea',
      'gastroenteritis, gastro, infeccion estomacal, infeccion intestinal',
      // Spain's "echando hasta la primera papilla".
      'primera papilla',
    ],
    [
      'no retengo, no puedo retener, no me queda nada, todo lo que tomo, todo lo devuelvo',
      // "Desde que empecé hace una semana" dates a side effect; "desde hace" must be joined.
      'ni el agua, ni agua, no tolero, desde ayer, desde anoche, desde +hace, toda la noche',
      'todo el dia, horas, no para, no paro, sin parar, no se me quita, varias veces, cada hora',
      'desde la manana, desde la tarde, no aguanto nada, cada vez que tomo, llevo asi, since last night',
      'keep water down, keep anything down, ni un sorbo, toda la manana',
      'ni un trago*, ni un traguito, since this morning, keep nada, keep down, desde la madrugada',
      'desde temprano, toda la tarde, no puedo tomar ni, no retengo liquidos, ni el suero',
      'no paran, desde el mediodia, lo bote, lo boto, bote todo, boto todo',
    ],
  ],
  [
    'high_sugar_crisis',
    [
      'vomit*, devolv*, nause*, mucha sed, sed horrible, sed terrible, sed insaciable, muerto de sed',
      'guacar*, wacar*, basca*, arcada*, trasboc*',
    ],
    [
      'respir* rapido, respir* profund*, respir* agitad*, cuesta respirar, somnolient*',
      'muy dormid*, muy adormilad*, confundid*, desorientad*, dolor de panza, dolor de estomago',
      'dolor abdominal, cetonas, aliento, huele la boca, boca seca',
    ],
  ],
];

/** Signs that a low (or a crisis) is happening to the body now. */
const LOW_SUGAR_SYMPTOMS = [
  'tembl*, tiembl*, sudor frio, sudo frio, sudando frio, suda frio, sudoracion, sudad*',
  'confundid*, confusion, desorientad*, no puede tragar, no puedo tragar, no traga',
  'no responde, no reacciona, muy dormid*, somnolient*, mare*, vision borrosa, veo borroso',
  'palpitacion*, corazon acelerado, no me sale hablar, habla raro, arrastra las palabras',
  'debil*, sin fuerza*, me siento rar*, se siente rar*, esta rar*, ansios*, nervios*',
  'hormigueo en la boca, labios dormidos, shaky, sweaty, dizzy, temblorin*, tirit*',
  'me siento mal, me siento fatal, se siente mal, atontad*, zonz*, ida, perdid*, no me concentro',
  'no reconoce a nadie, no me reconoce, no nos reconoce, esta como ido, lo veo ido, anda ido',
  'lightheaded, light headed, shaking, sweating, jittery, confused, blurry, foggy, weak',
];

/** Signs that a very high reading is a crisis, not just a high number. */
const HIGH_SUGAR_CRISIS_SIGNS = [
  'mucha sed, sed horrible, sed terrible, sed insaciable, muerto de sed, muerta de sed',
  'vomit*, devolv*, nause*, respir* rapido, respir* profund*, respir* agitad*, cuesta respirar',
  'somnolient*, muy dormid*, adormilad*, confundid*, desorientad*, aliento, cetonas, atontad*',
  'confusa, confuso, confusion, no me puedo levantar del sueno',
  'no se acuerda donde esta, no sabe donde esta, no para de pedir agua, pide agua a cada rato',
  'mucho sueno, sueno que no, no se le quita el sueno, bien dormida, bien dormido, sleepy',
  'como a fruta, olor a fruta, huele la boca, le huele la boca, olor raro en la boca',
  'respir* hondo, respira raro, respiro raro, respiro feo, respira feo, respiro mal, throwing up',
  'dolor de panza, dolor de estomago, dolor abdominal, orino mucho, orino a cada rato',
  'no me puedo levantar, muy debil, muy mal, guacar*, wacar*, basca*, arcada*, trasboc*',
  'falta aire, falta el aire, falta de aire, me ahogo, respiro como, respira como, respir* rapidit*',
  'jade*, agitad*, re dormid*, se vuelve a dormir, se vuelve a quedar, se queda frito, se queda frita',
  'respirando como, respirando rapido, respirando raro, no reconoce a nadie, no me reconoce',
  'no nos reconoce, vomito todo',
  // "Se me hace que está como perdido, dice puras incoherencias".
  'incoheren*, como perdid*, esta perdid*, no para de tomar agua',
];

/** With a reading of 300 mg/dL or more, plain thirst is enough (ADA 2025 §16, docs/decisions.md). */
const HIGH_SUGAR_WEAK_SIGNS = [
  'sed, sediento, sedienta, thirsty, orino mucho, orinando mucho, muy debil, muy cansad*, aguad*',
  'se me cierran los ojos, se le cierran los ojos, no me puedo ni parar, no se puede ni parar',
  'agua como loc*, agua como desesperad*, sueno barbaro, sueno tremendo, boca seca, boca bien seca',
  'como borrach*',
];

/** Lows named without a number ("me están dando bajones", "several lows", "abajo de 70"). */
const LOW_EPISODES = [
  'bajones, bajas de azucar, hipoglucemias, hipos, lows, abajo de 70, debajo de 70, menos de 70',
  'en los 60, en los 50, 60s, 50s, bajitas, marca bajito, salen bajitos',
  'tengo bajas, tiene bajas, me dan bajas, le dan bajas, me estan dando bajas',
  'alarmas de baja, alarma de baja, alarmas de hipo',
  'bajo 70, bajo de 70, bajo los 70, por debajo de 70',
];

/** Words that say a low or a high keeps coming back. */
const REPEATED = [
  'varias veces, varias bajas, varias hipoglucemias, seguido, seguidas, frecuente*, cada rato',
  'cada noche, cada manana, cada madrugada, todas las madrugadas, todas las noches, todas las mananas, todos los dias, toda la semana',
  'casi diario, diario, otra vez, de nuevo, otra baja, veces esta semana, dias seguidos',
  'desde hace dias, varios dias, siempre, no baja, no me baja, no le baja, ya van, llevo',
  'casi todos los dias, toda la semana, several, this week, varias veces, estos dias',
  'noches esta semana',
];

/** Words of the body, symptoms, medicines and crisis: the gate of the similar-messages reader. */
const BODY_OR_CRISIS = [
  'pecho, torax, corazon, brazo*, pierna*, mano*, cara, boca, labio*, lengua, cabeza, ojo*, vista',
  'vision, pie, pies, dedo*, talon, estomago, panza, barriga, abdomen, espalda, cintura',
  'rinon*, orin*, pipi, pis, regla, periodo, retraso, atraso, embaraz*, prueba, herida*, llaga*, ampolla*, pus',
  'dolor*, duel*, dolia, dolio, molest*, presion, opresion, peso, apret*, punzad*, ardor, arde',
  'quema*, sudor*, sud*, tembl*, tiembl*, mare*, mareo, desmay*, desvanec*, cai, cayo, caida',
  'confund*, confus*, desorient*, dormid*, durmi*, somnolien*, sueno, despiert*, despert*, respir*',
  'aire, ahog*, vomit*, devolv*, nause*, diarrea, fiebre, calentura, sangr*, sed, hormigue*',
  'entumi*, adormec*, paraliz*, fuerza, debil*, habl*, palabras, entiende, negro, negra, morad*',
  'azucar, glucosa, glusemia, glucometro, sensor, insulina, pastilla*, medicina*, medicament*',
  'hipo*, baja, bajon*, bajas, alta, altisima, morir*, muert*, matar*, vivir, viviendo, vida, suicid*',
  'desaparecer, aguanto, sentido, carga, dano, cortar*, cortando, tirar*, veneno, despedir*, atropell*',
  'caido, caidos, cuchillas, muero, proposito, boli, despertarme',
  'ayuda, urgencia, urgente, emergencia, ambulancia, hospital, mal, fatal, raro, rara, extrano',
  'chest, pain, arm, face, speech, sugar, faint*, passed, throw*, blood, die, kill, hurt',
  'tablet*, burden, letters, disappear*, laxative*, binge*, purg*, positive',
  'numb*, vision, breath*, toe*, foot, feet, period, pregnan*, pills, insulin, collaps*, dead',
  'hand, hands, mouth, words, heart, jaw, leg, legs, life, end, alive, gun, pistol, dropped, eye, sight',
];

const compileAll = (phrases: Phrases): [TriageCategory, Pattern[]][] =>
  (Object.entries(phrases) as [TriageCategory, string[]][]).map(([category, lines]) => [
    category,
    compilePatterns(lines),
  ]);

export const DIRECT_PATTERNS = [
  ...compileAll(DIRECT),
  ...compileAll(PAIRS),
  ...compileAll(ENGLISH_DIRECT),
];
export const BOTH_PATTERNS = [...BOTH, ...ENGLISH_BOTH].map(
  ([category, a, b]) => [category, compilePatterns(a), compilePatterns(b)] as const,
);
export const LOW_SUGAR_SYMPTOM_PATTERNS = compilePatterns([
  ...LOW_SUGAR_SYMPTOMS,
  ...ENGLISH_LOW_SUGAR_SYMPTOMS,
]);
export const HIGH_SUGAR_CRISIS_PATTERNS = compilePatterns([
  ...HIGH_SUGAR_CRISIS_SIGNS,
  ...ENGLISH_HIGH_SUGAR_CRISIS_SIGNS,
]);
export const REPEATED_PATTERNS = compilePatterns([...REPEATED, ...ENGLISH_REPEATED]);
export const LOW_EPISODE_PATTERNS = compilePatterns(LOW_EPISODES);
export const BODY_OR_CRISIS_PATTERNS = compilePatterns(BODY_OR_CRISIS);
export const HIGH_SUGAR_WEAK_SIGN_PATTERNS = compilePatterns([
  ...HIGH_SUGAR_WEAK_SIGNS,
  ...ENGLISH_HIGH_SUGAR_WEAK_SIGNS,
]);

/** Repeated clauses the matcher splits at "y": "como y vomito" ("como bien y no he vomitado" is
 * not one). */
export const RAW_SIGNALS: [TriageCategory, RegExp][] = [
  [
    'eating_disorder',
    /\b(como|comer|comi|me atasco|me atraco|me atiborro|me lleno)\b[^.]{0,60}\b(y luego|y despues|luego|despues|y)\b[^.]{0,20}(?<!\b(no|nunca|ni) (he |ha |lo )?(vuelto a )?)(vomit|devuelv|lo saco|lo echo|saco todo|echo todo|lo boto|boto todo|lo bote|me meto el dedo|me meto los dedos)/,
  ],
  ['eating_disorder', /\bhace (\w+ )?dias? que no (como|he comido)\b/],
  // Days of fasting in a row: "ayuno 3 días seguidos para bajar el azúcar y el peso".
  [
    'eating_disorder',
    /\bayun\w* (\d+|dos|tres|cuatro|cinco|seis|siete) dias (seguidos|completos|enteros)\b/,
  ],
  // An "opresión" with sweat or no air is the chest's, named or not: "ahorita tengo una opresión
  // fuerte y me está sudando la frente".
  [
    'chest_pain',
    /(?<!\b(no|sin|ni|nada de)\b[^.,]{0,20})\bopresion\b[^.]{0,40}\b(sudando|sudor|sudo|falta (el|de) aire|me ahogo)/,
  ],
  // Days without food, for the weight: "no comí nada de lunes a jueves a propósito para bajar".
  [
    'eating_disorder',
    /\bno (comi|he comido|como) nada (de|del|desde el) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b[^.]{0,60}\b(a proposito|para bajar|bajar de peso|adelgazar|flac)/,
  ],
  [
    'eating_disorder',
    /\batracon[^.]{0,50}\b(vomit|devuelv|devolv|lo boto|boto todo|lo bote|lo echo|echo todo|lo saco|saco todo)/,
  ],
  // A sore or a cut on a foot gone bad, in English: "her heel has a sore that's been open for a
  // month and now it smells", "a red streak going up from a little cut on her foot", a tack
  // stepped on and the foot now swollen.
  [
    'foot',
    /^(?=[^.?!]*\b(heel|foot|feet|toe|sole|ankle)s?\b)(?=[^.?!]*\b(a sore|the sore|sore that|sore on|a cut|little cut|small cut|the cut|cut on|ulcer|wound|stepped on an?|puncture|splinter)\b)(?=[^.?!]*\b(smells?|smelly|stinks?|pus|oozing|red streaks?|feels (warm|hot)|is (warm|hot)|swollen|wont heal|not healing|been open|black|infected)\b)/,
  ],
  ['suicidal', /\bdormir(me)? y (ya )?no (volver a )?despertar|\bme mato y ya\b/],
  // A dizziness and a fall together: "me mareé y me caí".
  ['fainting', /\b(me|se) mare\w* y (me|se) ca(i|yo)\b/],
  // Waking with the face on the floor or a bench: "me he despertado con la cara en el banco".
  [
    'fainting',
    /\b(desperte|despertarme|despertarse|me he despertado|he despertado|desperto|se ha despertado) (\w+ ){0,4}con la cara (en|contra|pegada a) (el|la) (suelo|piso|banco|mesa|pared|volante|asfalto|acera|vereda)\b/,
  ],
  // Someone who does not wake: "lo llamo y lo muevo y nada".
  [
    'fainting',
    /\b(lo|la) (muevo|sacudo|llamo|zarandeo)\b[^.?!]{0,25}\by (nada|no (responde|reacciona|despierta|contesta|abre))\b/,
  ],
  // Pills by the dozen, taken or about to be: "me tomé como 20 pastillas", "unas quince tabletas".
  [
    'suicidal',
    /\b(tome|trague|tomarme|tragarme|tomado|tragado)\b[^.?!]{0,12}?\b(\d{2,3}|diez|doce|quince|veinte|treinta|cuarenta|cincuenta)\s+(pastillas|pildoras|tabletas|comprimidos|capsulas)\b/,
  ],
  // "Llevo 5 semanas que no me baja": the period, unless the sugar is named.
  [
    'pregnancy',
    /\b(hace|llevo|van) (\w+ ){0,2}(dias|semanas|meses) que no me (viene|baja|llega)\b(?! (el|la|de|mi) )/,
  ],
  // "No me baja desde hace tres semanas": the period, unless the sugar or another measure is named.
  [
    'pregnancy',
    /^(?![^.?!]*\b(azucar|glucosa|glicemia|glucemia|presion|fiebre|peso|hinchazon|inflamacion)\b)[^.?!]*\bno me (viene|baja|llega) desde hace (\w+ ){0,2}(dias|semanas|meses)\b/,
  ],
  // "Positive test this morning" ("tested positive for covid" is another test).
  [
    'pregnancy',
    /\b(positive (pregnancy )?test|test (was|came back|came out) positive|tested positive)\b(?! for\b)(?![^.?!]{0,25}\b(covid|flu|influenza|strep|gripe|dengue)\b)/,
  ],
  [
    'pregnancy',
    /\bestoy (panzona |barrigona |embarazada )?de (\d+|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) (meses|semanas)\b/,
  ],
];
