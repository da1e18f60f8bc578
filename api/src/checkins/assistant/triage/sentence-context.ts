// What a sentence says about time and about who is meant, read on accent-free lower-case text:
// "hace dos semanas me desmayé, ya estoy bien" is a past episode; "mi papá tuvo un infarto hace
// años" is a relative's history; "¿qué es una hipoglucemia?" is a question, not an event.
import { stripAccents } from '@tm/shared-contracts/clinical';
import { meterOutOfRange } from './readings.js';

export interface SentenceContext {
  /** Something that happened a while ago (days, weeks, years). */
  past: boolean;
  /** The person says it has passed ("ya estoy bien", "se me quitó"). */
  resolved: boolean;
  /** The sentence says it is happening now ("ahorita", "todavía", "sigo"). */
  current: boolean;
  /** A relative or friend is the subject. */
  relative: boolean;
  /** A pet is the subject ("mi perro se desmayó"): a vet's matter, not this programme's. */
  pet: boolean;
  /** A general or hypothetical question ("¿qué hago si…?", "¿qué es…?"). */
  hypothetical: boolean;
  /** A joke ("casi me desmayo con el precio, jaja"): no event, but no cover for a disclosure. */
  joke: boolean;
  /** A general question or a story (the hypothetical part that is not a joke). */
  question: boolean;
  /** A first-person statement ("estoy", "me", "tengo"). */
  firstPerson: boolean;
  /** Minutes or hours ago, or today ("hace 20 minutos", "hace un rato", "hoy en la mañana"). */
  recent: boolean;
  /** The message says it asks in general ("si un día…", "solo para saber"): no event of hers. */
  general: boolean;
  /** Years ago ("hace 6 años tuve un ACV"): her history, not an episode to report soon. */
  yearsAgo: boolean;
  /** A story on screen or in the news ("en la novela un tipo se tomó todas las pastillas"), with
   * no wish of her own in it. */
  story: boolean;
}

const NUMBER_WORDS =
  '\\d+|un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|diez|varios|varias|muchos|muchas|algunos|algunas|par de|pocos|pocas';
const PAST = new RegExp(
  [
    // "hace un mes que no se cura" (or "hace dos semanas no baja") is how long it has lasted.
    // "no se me cura hace un mes" is how long it has lasted too.
    `(?<!desde |\\b(?:cura|sana|cierra|cicatriza|quita|baja|para|pico|algo|\\d+) )\\bhace (como |unos |unas |casi |mas de )?(${NUMBER_WORDS})\\s*(dias?|semanas?|mes|meses|anos?)\\b(?! que\\b| no\\b)`,
    // "Diabética desde hace años" says how long, not when.
    '(?<!desde )\\bhace (tiempo|mucho|anos|meses|semanas)\\b',
    // "Desde la semana pasada" still goes on.
    '(?<!desde )\\b(la semana|el mes|el ano|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|el finde|el fin de semana|el verano|el invierno|el otono|la primavera|la navidad|la temporada) pasad[oa]\\b',
    '\\bel otro dia\\b',
    '\\ben (19|20)\\d\\d\\b',
    // "Se desmayó el martes" ("desde el martes" still goes on).
    '(?<!desde )\\b(el|este) (lunes|martes|miercoles|jueves|viernes|sabado|domingo)\\b(?! (que viene|proximo|entrante))',
    '(?<!desde )\\b(anteayer|antier|antes de ayer)\\b',
    '\\b(de joven|cuando era|cuando yo era|en mi juventud|anos atras|en el pasado|alguna vez|una vez tuve|una vez me|de chic[oa]|de adolescente|de nin[oa]|de mayor|de grande)\\b',
    '\\ben (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\\b',
    '\\b(tuvo|tuve|sufrio|sufri) (un|una) (infarto|derrame|embolia|ataque)\\b',
    // English: "a few days ago", "last week", "on tuesday", "the other day".
    '\\b(\\d+|a|one|two|three|four|five|few|a few|couple|a couple of|several) (days|weeks|months|years) ago\\b',
    '\\blast (week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b',
    '\\b(last|back in the) (summer|winter|spring|fall|autumn|christmas|thanksgiving|easter)\\b',
    '\\bwhen i was (a kid|little|young|a child|a teen|a teenager|younger)\\b',
    '\\bthe other (day|night)\\b|\\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|\\b(back )?in (19|20)\\d\\d\\b',
    // "Tenía los dedos negros antes de morir".
    '\\bantes de (morir|fallecer|que muriera|que falleciera)\\b',
    // "Le dio un infarto a los 60": at an age, long ago.
    '\\b(infarto|derrame|embolia|ataque|acv|ictus)\\b[^,.]{0,30}\\ba los \\d{2}\\b',
  ].join('|'),
);
// "Bien confundida", "bien mareado": "bien" that means "very" says nothing has passed.
const NOT_VERY = '(?! (mal|malit[oa]|rar[oa]|fe[oa]|palid[oa]|debil|fri[oa]|\\w+(ad|id)[oa]s?)\\b)';
const RESOLVED = new RegExp(
  [
    `\\bya (estoy|me siento|esta|se siente|ando|anda) (bien|mejor|normal)\\b${NOT_VERY}`,
    // "Ya pasó media hora" measures the time, it does not say the sign passed.
    '\\bya (se me |se le )?(paso|quito|fue)\\b(?! (media|una|un|unos|unas|\\d+|dos|tres|mas|poco|algo)\\b)',
    // "Se me pasó la hora de comer" is a missed meal, not a sign gone.
    '\\bse (me|le) (quito|paso)\\b(?! (la hora|el tiempo|la comida|comer|el almuerzo|la cena|el desayuno|un poco|un poquito|poco|algo)\\b)',
    '\\bya (me|se) recupero?e?\\b',
    '\\bya me recupere\\b',
    // A rise back into range ("ya subió a 110", "subió a 5.6"), not one to 470.
    '\\bya (me |se |le )?subio\\b(?! (a|en) (1[89]\\d|[2-9]\\d\\d|1[4-9]|[2-3]\\d)\\b)',
    '\\b(me |le )?subio (a|en) ([7-9]\\d|1[0-7]\\d|[4-9]([.,]\\d)?)\\b',
    '\\b(se normalizo|se compuso|se estabilizo)\\b',
    '\\bme (atendieron|revisaron|dieron de alta|trataron)\\b',
    '\\b(me|lo|la) (hospitalizaron|internaron)\\b',
    '\\b(todo|ya) (bien|normal)( ahora)?\\b',
    `\\b(ahora|hoy) (estoy|esta|ando|anda) bien\\b${NOT_VERY}`,
    '\\bsin problema(s)? despues\\b',
    '\\bno (me )?ha vuelto a pasar\\b',
    // "Ya no se ha vuelto a desmayar desde hace 2 meses".
    '\\bno (se |me |le )?(ha|han) vuelto a\\b',
    '\\bno volvio a pasar\\b',
    '\\bya (se )?(me |le )?(cerro|curo|sano|cicatrizo)\\b',
    '\\bya no (me|le) duele\\b',
    `\\b(ya )?(amaneci|amanecio|desperte|desperto) (bien|mejor|normal)\\b${NOT_VERY}`,
    // English: "it went away", "been totally normal since", "since then all good" (a pain that
    // "won't go away" has not).
    '(?<!\\b(wont|doesnt|dont|didnt|not|never|wouldnt|cant|will not|does not|did not) )\\b(went|goes|go) away\\b|\\bback to normal\\b|\\ball good\\b|\\bit passed\\b|\\b(it|sugar) (came|went) (back )?up\\b',
    '\\b(im|i am|i feel|feeling|felt|been|was) (totally |completely )?(fine|ok|okay|good|better|normal) (now|since|after)\\b',
    '\\b(shes|hes|she is|he is)( doing)? (fine|ok|okay|good|better|well) now\\b',
    '\\b(today|now) (im|i am|i feel|feeling) (fine|ok|okay|good|better|normal)\\b',
    // "Dos semanas desde la última baja" (months are her history: YEARS_AGO), "un pie diabético
    // que sanó bien".
    '\\b(dias|semanas) (desde|sin) (el|la|mi) (ultimo|ultima)\\b',
    '\\b(sano|cerro|cicatrizo|se curo) bien\\b',
  ].join('|'),
);
// What has not come for weeks ("la regla no me viene hace dos meses") is still missing now.
const CURRENT =
  /\b(ahorita|ahora mismo|ahora|en este momento|todavia|aun|sigo|sigue|sigues|hoy|esta manana|esta noche|desde hace (un rato|rato|\d+ (minutos|horas))|desde anoche|desde ayer|desde entonces|right now|now|still|currently|supura|supurando|no cierra|no sana|no ha cerrado|no ha sanado|ya van|estoy|esta muy|me siento|me noto|acaba de|acabo de|que hago|ayuda|urgente)\b|\bno me (viene|baja|llega|ha venido|ha bajado|ha llegado)\b|\bno se (me|le) (quita|pasa|va)\b/;
// Spelled as heard too: "mi ermano", "mi vesina".
const KIN =
  '(mama|mami|madre|papa|papi|padre|esposo|esposa|marido|mujer|h?ijo|h?ija|h?ijos|h?ijas|abuel[oa]|h?erman[oa]|suegr[oa]|ti[oa]|prim[oa]|sobrin[oa]|nuera|yerno|ve[cs]in[oa]|amig[oa]|pareja|novi[oa]|viej[oa]|viejit[oa]|senora|senor|jefe|jefa|compa|compi|companer[oa]|colega|comadre|compadre|niet[oa]|cunad[oa]|bebe|nene|nena)';
const ENGLISH_KIN =
  '(mom|mum|mam|mother|dad|da|father|husband|wife|son|daughter|grandma|grandpa|nan|nana|gran|granny|grandad|granddad|grandson|granddaughter|niece|nephew|neighbour|buddy|grandmother|grandfather|gf|bf|girlfriend|boyfriend|roommate|friend|brother|sister|aunt|uncle|partner|neighbor|coworker|cousin|kid|hubby|wifey|mate|buddy|pal|bestie|tia|tio|abuela|abuelo|mama|papa|amiga|amigo|esposo|esposa|viejo|vieja)';
const RELATIVE = new RegExp(
  `\\b(mi|mis|a mi|de mi|una|un|la|el) ((difunt|finad)[oa] )?${KIN}\\b|\\b(le|la|lo) (doy|llevo|ayudo)\\b|\\b(my|our) (late )?${ENGLISH_KIN}(s(?= (the|pregnant|been|got|had|not|also|always|still|now|just|a|an|having|getting)\\b))?\\b|\\b${ENGLISH_KIN} of (mine|ours)\\b`,
);
// English "lol" and "lmao" soften what is said more often than they joke: no cover.
const JOKE = /\bja(ja)+\b|\bjeje/;
const PET =
  /\b(mi|el|la|nuestro|nuestra) (perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|mascota|loro|caballo)\b/;
const HYPOTHETICAL = new RegExp(
  [
    // "¿qué es…?" asks; "mi hija dice que es ansiedad" reports an opinion about an event.
    '(?<!\\b(dice|dicen|dijo|creo|cree|creen|pienso|piensa|parece|seguro|sera|supongo|digo) )\\b(que|q|k) (es|son|significa|sinifica|quiere decir)\\b(?! (distint|diferente|peor|otra cosa|diabetic|prediabetic|hipertens|insulinodependiente|mayor|viejit|gases|nervios|los nervios|ansiedad|cansancio|estres|agruras|la edad))(?! (esto|eso)\\b(?! de\\b))',
    '\\bcuanto es\\b',
    // "¿Qué se siente una hipoglucemia? Nunca he tenido una".
    '\\b(que|como) se siente (un|una|el|la|tener)\\b|\\bsaber reconocer\\w*\\b',
    // "¿La vista nublada es síntoma de la diabetes?" asks what a sign means.
    '\\b(es|son) (un )?sintomas? de\\b',
    '\\b(a|desde) (cuanto|que numero)\\b',
    '\\ba partir de (cuanto|que)\\b',
    '\\b(cuando|a partir de cuando) se (considera|dice|habla de)\\b',
    '\\bme puedo (desmayar|caer|morir|marear|desvanecer)\\b',
    '\\bcuales son\\b|\\bdiferencia (hay )?entre\\b|\\b(que|cual) es la diferencia\\b',
    '\\bcomo (se|saber|puedo saber|reconozco|reconocer|identifico|identificar|distingo|evito|evitar|prevengo|prevenir)\\b',
    '\\b(que|q|k) (pasa|hago|hacer|debo hacer|tengo que hacer|se hace|hacemos) (si|cuando|en caso)\\b',
    '\\ben caso de\\b',
    '\\bsi (alguna vez|algun dia|un dia|me llega|le llega|me da|le da|me pasa|le pasa)\\b',
    '\\bpara prevenir\\b',
    '\\bda (miedo|panico) (que|de que|tener|un|una|sufrir|pensar)\\b',
    '\\bmiedo (a|de) (que|tener|un|una|sufrir)\\b',
    '\\bme preocupa (que|tener)\\b|\\bpreocupad[oa] (de )?que\\b',
    // "Me preocupa quedar como mi jefa": a fear of ending up like someone else.
    '\\b(miedo|preocupa|preocupad[oa]|asusta)\\b[^.?!]{0,20}\\b(quedar|acabar|terminar)(me)? (igual )?como\\b',
    '\\bhereditari|\\bse hereda\\b',
    // "¿Una hipoglucemia puede dejar secuelas?" asks about lows in general.
    '\\b(una|la|las) (hipoglucemias?|hiperglucemias?|bajadas?|hipos?) (puede|pueden|deja|dejan|causa|causan)\\b',
    '(?<!como )\\bsi alguien\\b|\\bes para saber\\b|\\bpor curiosidad\\b|\\bpura curiosidad\\b',
    // "Me vi en el espejo" looks at herself: what she sees is hers.
    // "…porque leí que la insulina engorda" gives the reason for what she does: not a story read.
    '(?<!\\b(porque|xq|por que) )\\b(lei|escuche|oi|vi) (algo|que|en)\\b(?! el espejo)|\\blos sintomas de\\b|\\blo (lei|escuche|vi) en\\b',
    '\\bwhat (does|is)\\b[^?]{0,40}\\bmean\\b',
    // "Do cravings for sweets mean my sugar is low?", "what does a hypo actually feel like?", "does
    // that run in families?".
    '\\b(do|does)\\b[^.?!]{0,40}\\bmean\\b|\\bwhat (does|do) (a |an )?\\w+ (actually |really )?feel like\\b',
    '\\bruns? in (the |my |our )?famil',
    // "Does drinking make your sugar go low overnight?"
    '\\b(does|do|can|could|will|would) [^.?!]{0,30}\\b(make|cause|send|drop|bring)s? (your|my|the|ones|a persons?) (sugar|glucose|blood sugar|bg|levels?)\\b',
    '\\bwhat (happens|do i do|should i do|do you do|to do) (if|when)\\b|\\b(signs|symptoms) of\\b',
    '\\bwhat (even )?(is|are) (a |an )?\\w+\\b(?<!\\b(going|happening|wrong|up|this|that))|\\bto (prevent|avoid)\\b',
    '\\bhow (do|can|would) (i|you|we) (know|tell|recognize|spot)\\b|\\bjust curious\\b|\\bhypothetically\\b',
    // "If my husband ever went low and couldn't swallow, what would I do? Just want to be prepared."
    '\\bif (he|she|my \\w+) ever\\b|\\bwant(ed)? to be prepared\\b',
    // "Is he going to have a stroke too?", of a father whose mother died of one; "alcohol make
    // sugar go low?".
    '\\b(going to|gonna|will) (have|get) (a|an) (stroke|heart attack|hypo)( \\w+)? (too|as well|also|like (her|him|them|my \\w+)|one day|some day|someday)\\b',
    // A sentence of its own, with no "my": asked, not told ("this insulin make my sugar go low").
    '^\\W*(\\w+ ){1,2}(make|makes) (the )?(sugar|glucose|bg) (go|goes|drop|drops) (low|down|up|high)\\W*$',
    // "What's DKA?", "what's the difference between…", "are cravings a sign of low sugar?".
    '\\bwhats (a |an )?(dka|hypo|hyper|hypoglycemia|hyperglycemia|ketoacidosis|ketones?|a1c|neuropathy)\\b',
    '\\bdifference between\\b|\\bstands? for\\b',
    '\\bare \\w+( \\w+)? (a )?signs? of\\b',
    '\\bmiedo (de )?que\\b|\\bcon lo de (la|el|los|las)\\b',
    '\\b(tengo|tendre|tendria|corro|hay) (mas |mucho |algun )?riesgo\\b|\\bme puede (dar|pasar|tocar)\\b',
  ].join('|'),
);
/** "¿Es normal…?", "¿es grave…?": general, unless she reports her own sign now in the same message
 * (see sentenceParts). "No sé si es grave" worries about her own event; it asks nothing general. */
const ASKS_IF_NORMAL =
  /(?<!\bno |\bno se si |\bni se si )\b(es|son) (peligros[oa]s?|grave|normal|malo)\b/;
// A story on screen or in the news is nobody's event here.
const STORY = new RegExp(
  [
    '\\b(serie|pelicula|novela|telenovela|noticia|noticias) (donde|en la que|en que)\\b',
    '\\ben (la|una|el|un) (serie|pelicula|novela|telenovela)\\b|\\b(el|la) protagonista\\b',
    '\\bsalio en (la tele|las noticias|el noticiero)\\b',
    // "Estaba viendo la novela y se fue de lado" is what he was doing: the story needs its people.
    '\\b(un|una) paciente (tuvo|le dio|se)\\b|\\b(un|una|el|la) (personaje|actor|actriz)\\b',
  ].join('|'),
);
/** Her own wish or sign beside a story ("vi una película y me dieron ganas de…") is hers. */
const OWN_WISH_OR_SIGN =
  /\b(ganas de|quiero|quisiera|pienso en|pensando en|siento|tengo)\b|\bme (duele|dio|da|empezo)\b/;
// A bare "me" is left out: "mi mamá tuvo un infarto y ahora me cuida" is still about the mother;
// "me pongo", "me salto", "me duele" say what she does or feels.
const FIRST_PERSON =
  /\b(estoy|tengo|siento|senti|yo|se me|mi cuerpo|he tenido|tuve|quede|ando|amaneci|mi azucar|mi glucosa|mis niveles|mis numeros)\b|\bme (pongo|inyecto|salto|tomo|provoco|hago|meto|duele|falta|arde|corte|lastime|queme|sienta|duela)\b|\btenga (el|la|mi) (azucar|glucosa)\b|\b(traigo|no paro de|lo vomito|me mando|me como|llevo|saltandomela|saltandome)\b|\b(tomo|uso) (laxantes|pastillas|diureticos)\b|\bsoy (diabetic|prediabetic)[oa]\b|\bsali (en cinta|embarazada|en estado)\b|\b(im|i am|ive|i have|i feel|i felt|i got|myself|my (sugar|bg|glucose|numbers|levels|cgm|libre))\b/;

const RECENT =
  /\b(hace|ase) (como |unos |unas |apenas )?(\d+|un|una|media|dos|tres|cuatro|cinco|diez|quince|veinte|treinta) ?(min|minutos|minutitos|hora|horas|horita|ratito|rato)\b|\bhace (un )?(rato|ratito|ratico|momento|poquito|poco)\b|\bhace nada\b|\b(recien|recientemente|just now|i just|hoy|esta manana|esta tarde|esta noche|acaba de|acabo de|earlier today|this morning|tonight|today)\b|\b(\d+|a few|few|an|a|one|two) (min|mins|minutes|hour|hours) ago\b/;

/** Words that make a whole message a general question, whatever reading or "¿qué hago?" it names:
 * "si un día…", "solo para saber", and what "uno" feels, said of anybody ("¿es verdad que uno…?";
 * "…y es verdad" agrees, it asks nothing). */
const SAYS_GENERAL =
  /\bsi (algun dia|un dia|alguna vez)\b|\b(solo|nomas|nada mas) (para|por) saber\b|\bpara saber (nomas|nada mas|solamente|solo)\b|\bes para saber\b|\bpor (pura )?curiosidad\b|\bpregunto por si acaso\b|(?<!\bcomo cuando |\bcomo si )\b(uno se(?! (le|me|te|les|nos)\b)|a uno le|uno tiene|uno puede)\b|(?<!\b(y|si|pero|y si) )\bes (cierto|verdad)\b|\bpasa de verdad\b|\ben la vida real\b/;
/** A sign that has lasted for minutes or hours is no joke, whatever laughter goes with it. */
const LASTING =
  /\b(ya van|van|llevo|lleva|desde hace) (como |unos |unas )?(\d+|un|una|media|dos|tres|cuatro|cinco|diez|quince|veinte|treinta|cuarenta) ?(min|minutos|hora|horas)\b|\bhace (un )?(buen )?(rato|ratito) (que|q)\b|\b(me|le) empezo hace (un )?(rato|ratito)\b/;
/** A present that the general words cannot cover ("ahorita tengo 45, ¿qué hago?"), and her own
 * reading taken ("me medí por curiosidad y salió 49"). */
const NOW = /\b(ahorita|ahora mismo|en este momento|right now)\b/;
/** Her pregnancy stated as a fact is hers, whatever she then asks ("estoy embarazada de 8 semanas y
 * me dijeron que la glibenclamida no hace daño, ¿es cierto?"). */
const PREGNANT_NOW = /\b(estoy|ando|quede|sali) (embarazada|encinta|en cinta|en estado)\b/;
const MY_READING =
  /\bme (medi|cheque\w*|checke\w*|pinche)\b[^.?!]*\b(salio|dio|marco|tenia)\b|\bme (salio|dio|marco) (en |de )?\d|\b(aparato|aparatito|glucometro|gluco|medidor|maquinita|sensor) (me )?(dice|marca|marco|dio) \d/;
/** Said not to be a joke: "y no es chiste eh". */
const NOT_A_JOKE =
  /\bno es (chiste|broma|joda|juego)\b|\b(lo digo|te lo digo|hablo) en serio\b|\bno estoy (bromeando|jugando)\b/;
/** Signs nobody says in jest: a crooked face, waking or still lying on the floor, seeing double, a
 * letter written to the children, vomiting after a binge, a side gone numb, a minute unconscious. */
const NO_JOKE_SIGN =
  /\bse me (durmio|adormecio|entumio|paralizo|engarroto) (todo |toda )?(el|la|medio|media) (lado|mitad|cuerpo|cara)\b|\bme fui (como |unos |por )?(\d+|un|una|medio|dos) ?(min|minuto|minutos|segundos)\b|\bperdi el (conocimiento|sentido)\b|\b(cara|boca|labios?|sonrisa)\b[^.?!,]{0,20}\b(chuec|torcid|caid|ladead)|\b(desperte|amaneci|apareci|desperto|aparecio) (\w+ ){0,2}en el (suelo|piso)\b|\b(todavia|aun|sigo|sigue) (estoy |esta )?(tirad[oa] )?en el (suelo|piso)\b|\b(veo|viendo|vi) doble\b|\bcarta (a|para) mis (hij|niet)|\bles escribi una carta\b|\batracon\b[^.?!]{0,40}\bvomit|\bestuve (como |unos |por )?(\d+|un|una|medio|dos) ?(min|minuto|minutos|segundos) (ido|ida|inconsciente|desmayad[oa])\b|\bse me (ha )?ido la fuerza (del|de la|de) (brazo|pierna|mano)|\bno veo nada (del|de un) ojo\b|\bsegundos en el (piso|suelo)\b/;

/** "Cuando yo era niña" dates someone else's event and "come igual que yo" compares: neither
 * makes the event hers. */
const WHEN_I_WAS = /\bcuando yo (era|tenia|estaba)\b|\b(que|como) yo\b/g;

/** "Mi vecina se desmayó ayer, ¿a mí me puede pasar?": she asks about her own risk, so another
 * person's event that is neither now nor minutes ago is the story that prompts the question. */
const ASKS_MY_RISK =
  /\bmiedo (de )?que me pase\b|\b(a mi|yo)\b[^.?!]{0,15}\bpuede (pasar|dar|tocar)\b|\bme puede (pasar|dar|tocar) a mi\b/;
const anotherPersonsPast = (context: SentenceContext) =>
  context.relative && !context.firstPerson && !context.current && !context.recent;

/** Years ago is never now, whatever else the sentence says ("hace años… y ahora me cuida"), nor
 * is an anniversary ("hoy se cumplen dos años del infarto") or months without an event ("ya van
 * seis meses desde el último desmayo"). */
/** …and childhood ("fainted at her communion as a kid"), and an event at an age ("my da had a
 * stroke at 60"). */
const YEARS_AGO =
  /(?<!desde )\bhace (\w+ ){0,2}anos\b|\bel ano (pasado|antepasado)\b|\bhace mucho tiempo\b|\bya fue hace mucho\b|\banos atras\b|\bse cumplen? (\w+ ){0,2}anos (del?|desde)\b|\b(meses|anos) (desde|sin) (el|la|mi) (ultimo|ultima)\b|\b(\w+ ){0,2}years (ago|back)\b|\bback in (19|20)\d\d\b|\blast year\b|\bback in the day\b|\blong time ago\b|\bback in the (19)?[5-9]0s\b|\bin the 19[5-9]0s\b|\bback in (19)?[5-9]\d\b|\bas a (kid|child|teen|teenager|little girl|little boy|baby)\b|\bwhen (she|he) was (a kid|little|young|a child|a teen|a teenager|younger)\b|\b(stroke|heart attack)\b[^,.]{0,20}\bat (age )?\d{2}\b|\b(stroke|heart attack|stents?|bypass)\b[^,.]{0,10}\bin (19)?[5-9]\d\b/;

/** "Me duele igualito que la vez del infarto hace 3 años": the past is the comparison's. */
const COMPARED_WITH_THEN =
  /\b(igual(ito)? (que|a) (la vez|cuando|aquella)|como (la vez|cuando me|aquella vez)|lo mismo que (la vez|cuando))\b/;

/** "Estoy nerviosa porque mi vecina se desmayó…": the worry is now, not what caused it. */
const WORRIED_BECAUSE =
  /\b(estoy|ando|me siento|im|i am) (muy |bien |super |so |really )?(nervios[oa]|preocupad[oa]|asustad[oa]|angustiad[oa]|worried|scared|nervous) (porque|por que|xq|because|since)\b/;

export function sentenceContext(sentence: string, ownSignNow = false): SentenceContext {
  const spaced = stripAccents(sentence).replace(/\s+/g, ' ');
  const asksIfNormal = !ownSignNow && ASKS_IF_NORMAL.test(spaced);
  const text = ownSignNow ? spaced.replace(new RegExp(ASKS_IF_NORMAL, 'g'), ' ') : spaced;
  const worryAside = text.replace(WORRIED_BECAUSE, ' ');
  const firstPerson = FIRST_PERSON.test(worryAside.replace(WHEN_I_WAS, ''));
  const yearsAgo = YEARS_AGO.test(text);
  const story = STORY.test(text);
  const question = HYPOTHETICAL.test(text) || asksIfNormal || story;
  const joke = JOKE.test(text);
  return {
    // Years ago is past, even where "una baja hace 15 años" looks like how long a high lasted.
    past: (PAST.test(text) || yearsAgo) && !COMPARED_WITH_THEN.test(text),
    resolved: RESOLVED.test(text),
    current: CURRENT.test(worryAside) && !yearsAgo,
    relative: RELATIVE.test(text),
    pet: PET.test(text),
    hypothetical: question || joke,
    joke,
    question,
    firstPerson,
    recent: RECENT.test(text),
    general: false,
    yearsAgo,
    story: story && !OWN_WISH_OR_SIGN.test(text),
  };
}

/** Nervous laughter beside a sign that has lasted ("jaja… ya van 40 min"), a meter's HI or a sign
 * nobody says in jest hides nothing. */
const withoutJoke = (context: SentenceContext, lasting: boolean): SentenceContext =>
  lasting && context.joke ? { ...context, joke: false, hypothetical: context.question } : context;

const split = (text: string, at: RegExp) =>
  text
    .split(at)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Sentences, each as its comma-separated parts: a part is read on its own ("mi mamá tuvo un
 * infarto hace años, ahora yo…"), except that "ya estoy bien" anywhere in the sentence resolves
 * it ("ayer me dio una baja de 55, me tomé un jugo y ya estoy bien") and a question anywhere in
 * it makes it general ("mi abuela se desmayaba, ¿eso es hereditario?"). Decimals do not split.
 */
export function sentenceParts(message: string): { part: string; context: SentenceContext }[] {
  const parts = partsOf(message, false);
  // "Traigo 380 y no paro de vomitar, ¿es normal?": she asks about her own sign, now.
  const ownSignNow =
    ASKS_IF_NORMAL.test(stripAccents(message)) &&
    parts.some(({ context }) => context.firstPerson && !context.past && !context.relative);
  return ownSignNow ? partsOf(message, true) : parts;
}

function partsOf(message: string, ownSignNow: boolean) {
  const plain = stripAccents(message).replace(/\s+/g, ' ');
  const general = SAYS_GENERAL.test(plain);
  const asksMyRisk = ASKS_MY_RISK.test(plain);
  // The meter's HI or LO, or a reading it gave, is a fact however it is laughed about ("dice HI…
  // jeje", "jaja mi gluco dice 498").
  const lasting =
    LASTING.test(plain) ||
    meterOutOfRange(message) !== undefined ||
    NO_JOKE_SIGN.test(plain) ||
    MY_READING.test(plain) ||
    NOT_A_JOKE.test(plain);
  return split(message, /[!?¿¡;\n]+|\.(?!\d)/).flatMap((sentence) => {
    const whole = withoutJoke(sentenceContext(sentence, ownSignNow), lasting);
    // A comma, or "y ahora…"/"y yo…"/"and now I…" that starts a new subject, begins a new part;
    // so does a reading still there ("ya se me pasó el temblor pero sigo a 48" is still low).
    // The "y" stays in the new part: readings are counted by their place among all the words.
    const parts = split(
      sentence,
      /,(?!\d)|\s(?=(?:y|pero)\s(?:ahora|ahorita|yo)\s|(?:and|but)\snow\s(?:i|im)\s|(?:y|pero)\s(?:sigo|sigue|todavia|aun)\s(?:\w+\s){0,2}\d)/i,
    ).map((part) => ({
      part,
      context: withoutJoke(sentenceContext(part, ownSignNow), lasting),
    }));
    return parts.map(({ part, context }, index) => {
      const toldForMyRisk = asksMyRisk && anotherPersonsPast(context);
      return {
        part,
        context: {
          ...context,
          // "Ya estoy bien" resolves what came before it, never a part that says it is happening
          // now ("todo bien en la fiesta, pero ahorita siento una opresión en el pecho").
          resolved:
            context.resolved ||
            (!context.current && parts.slice(index + 1).some((later) => later.context.resolved)),
          // "¿Es normal?" after "tengo un dolor…" asks about her own symptom: it stays an event.
          hypothetical:
            context.hypothetical ||
            toldForMyRisk ||
            (whole.hypothetical && !context.firstPerson && !(context.relative && !context.past)),
          general:
            general && ![NOW, MY_READING, PREGNANT_NOW].some((own) => own.test(stripAccents(part))),
          joke: context.joke || whole.joke,
          question: context.question || whole.question || toldForMyRisk,
          story: context.story || whole.story,
        },
      };
    });
  });
}
