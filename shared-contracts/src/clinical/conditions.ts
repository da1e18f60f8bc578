// How people write the conditions that change what the report may advise, in the matcher's
// phrase syntax (`*` a stem, up to three words between the words of a phrase).
import { compilePatterns } from './matcher.js';

export const CONDITION_PATTERNS = {
  pregnancy: compilePatterns([
    'embarazada, embarazo, estoy esperando +un +bebe, esperando un bebe, gestacion, encinta',
    'semanas de embarazo, semanas de gestacion, meses de embarazo, estoy en cinta',
  ]),
  breastfeeding: compilePatterns([
    'lactancia, amamant*, dando pecho, doy pecho, dar pecho, lactando, doy de lactar',
    'dando de lactar, dando leche materna, doy leche materna',
  ]),
  kidney: compilePatterns([
    'enfermedad renal, insuficiencia renal, dano renal, falla renal, nefropatia, erc, irc',
    'enfermedad de +los +rinones, enfermedad del rinon, problema* de +los +rinones',
    'problema* renal*, rinon* enferm*, rinones dan*, filtrado glomerular, tfg, egfr',
    'trasplante renal, trasplante de rinon, nefrologo, nefrologa, nefrologia',
  ]),
  dialysis: compilePatterns(['dialisis, hemodialisis, dializ*']),
  potassium: compilePatterns(['potasio, kalemia, hiperkalemia, hiperpotasemia, hipercalemia']),
  heartFailure: compilePatterns([
    'insuficiencia cardiaca, insuficiencia +del +corazon, falla cardiaca, falla +del +corazon',
    'corazon debil, corazon grande, cardiomegalia, icc, fraccion de eyeccion, miocardiopatia',
    'cardiopatia dilatada, insuficiencia cardiaka',
  ]),
  fluidLimit: compilePatterns([
    'limit* liquidos, restring* liquidos, restric* liquidos, limite* de liquidos',
    'liquidos limit*, liquidos restring*, limit* agua, restring* agua, agua limit*',
    'maximo litro, no mas de litro, no mas de +un +litro',
    'controlar los liquidos, cuidar los liquidos, control de liquidos',
  ]),
  heartAttack: compilePatterns([
    'infarto, infartos, infarte, ataque al corazon, ataque cardiaco, stent, stents, cateterismo',
    'bypass, baipas, angioplastia, angina de pecho, revasculariz*',
  ]),
  stroke: compilePatterns([
    'derrame cerebral, acv, ictus, embolia cerebral, trombosis cerebral, evento cerebrovascular',
    'accidente cerebrovascular, accidente vascular cerebral, infarto cerebral',
  ]),
  eatingDisorder: compilePatterns([
    'anorexia, anorexica, bulimia, bulimica, atracon, atracones, ortorexia, tca',
    'trastorno alimentario, trastorno de +la +alimentacion, trastorno de la conducta alimentaria',
    'me provoco el vomito, provocarme el vomito, me hacia vomitar, me hago vomitar, purgas',
    'laxantes para bajar, comedor compulsivo, comer compulsiv*, comia compulsiv*',
  ]),
  // Leaving out insulin to lose weight is an eating-disorder behaviour (needs a weight word too).
  insulinOmission: compilePatterns([
    'no me pongo +la insulina, no me inyecto +la insulina, dejo de ponerme +la insulina',
    'me salto +la insulina, salto +la insulina, omito +la insulina, no uso +la insulina a proposito',
  ]),
  lowSugarSymptoms: compilePatterns([
    'sudor frio, sudoracion fria, sudo* frio, temblor*, tembladera, tembl*, hipoglucemia',
    'hipoglicemia, hipoglusemia, azucar baja, glucosa baja, bajon de azucar, baja el azucar',
    'bajo el azucar, se me baja, mareo, mareos, mareada, mareado, palpitaciones, desmay*',
    'tiembl*, bajada de azucar, bajadas de azucar, una bajada, bajon, bajones',
    'hambre repentina, hambre intensa, vista nublada, confusion, confundida, confundido',
  ]),
  lowMood: compilePatterns([
    'deprimid*, depresion, triste, tristeza, desanimad*, sin ganas, desmotivad*, llor*',
    'angustia*, desesperad*, solo y triste, sola y triste',
  ]),
  hopelessness: compilePatterns([
    'no vale la pena seguir, no vale la pena vivir, ya nada vale la pena, nada vale la pena',
    'no le veo sentido +a +la +vida, no tiene sentido seguir, no tiene sentido vivir',
    'no quiero vivir, no quiero seguir viviendo, quiero morir*, quisiera morir*, ganas de morir',
    'mejor muert*, quitarme la vida, suicid*, hacerme dano, sin esperanza, desesperanza',
    'para que seguir, quiero desaparecer, quisiera desaparecer, acabar con todo, no aguanto mas',
    'mejor no estar, mejor no despertar, no despertar, acabar con esto, acabar con mi vida',
    'terminar con todo, toda la insulina de golpe, todas las pastillas de golpe, mejor sin mi',
    'no le encuentro sentido, no encuentro sentido a nada, no tiene caso seguir, no tiene caso vivir',
    'que todo se acabe, quiero que se acabe todo, no quiero estar aqui',
  ]),
  fasting: compilePatterns([
    'ayuno, ayunos, ayunar, ayuno intermitente, hacer ayuno, saltarme comidas, saltar comidas',
    'saltarme el desayuno, no desayunar, una comida al dia, omad',
  ]),
  lowCarb: compilePatterns([
    'keto, cetogenic*, dieta cetogenica, low carb, lowcarb, sin carbohidratos',
    'cero carbohidratos, nada de carbohidratos, quitar los carbohidratos, dejar los carbohidratos',
    'eliminar los carbohidratos, eliminar carbohidratos, muy pocos carbohidratos, carnivora',
    'sin harinas ni azucar, cero harinas',
  ]),
  hypertension: compilePatterns([
    'hipertension, hipertens*, presion alta, tension alta, presion arterial alta',
  ]),
  smoking: compilePatterns(['fumo, fumador*, fumadora, cigarro*, cigarrillo*, tabaco, vapeo']),
  // Only to pick the HDL target; unknown sex keeps the lower (men's) one.
  female: compilePatterns([
    'soy mujer, menopausia, menopaus*, climaterio, ovario poliquistico, sop, menstruacion',
    'mis periodos, embarazada, lactancia, posparto, postparto, histerectomia',
  ]),
  male: compilePatterns(['soy hombre, prostata, soy varon']),
} as const;
export type ConditionName = keyof typeof CONDITION_PATTERNS;
