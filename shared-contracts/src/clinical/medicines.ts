// Medicines people name in Latin America, Spain and the US, by class, generic and brand names,
// in the matcher's phrase syntax (`*` a stem). Shared by the assistant's triage (a question about
// any of them is referred) and the clinical facts of the report (which class the person takes).
import { compilePatterns, type Pattern } from './matcher.js';

export const MEDICINE_CLASSES = [
  'insulin',
  'sulfonylurea',
  'sglt2',
  'glp1',
  'metformin',
  'dpp4',
  'otherDiabetes',
  'bloodPressure',
  'lipid',
  'anticoagulant',
  'painRelief',
  'supplement',
] as const;
export type MedicineClass = (typeof MEDICINE_CLASSES)[number];

/** How the report names each class to the person. */
export const MEDICINE_CLASS_LABEL: Record<MedicineClass, string> = {
  insulin: 'insulina',
  sulfonylurea: 'una sulfonilurea',
  sglt2: 'un medicamento del grupo SGLT2',
  glp1: 'un medicamento del grupo GLP-1',
  metformin: 'metformina',
  dpp4: 'un medicamento del grupo DPP-4',
  otherDiabetes: 'un medicamento para la diabetes',
  bloodPressure: 'un medicamento para la presión',
  lipid: 'un medicamento para el colesterol',
  anticoagulant: 'un anticoagulante o antiagregante',
  painRelief: 'un analgésico',
  supplement: 'un suplemento',
};

const PHRASES: Record<MedicineClass, string[]> = {
  insulin: [
    'insulina, insulinas, glargin*, lantus, toujeo, basaglar, semglee, detemir, levemir',
    'degludec, tresiba, nph, humulin*, novolin*, insulatard, lispro, humalog, admelog, aspart',
    'novorapid, novolog, fiasp, glulisin*, apidra, la +rapida, la +lenta, la de accion rapida',
    'insulina rapida, insulina lenta, insulina nocturna, pluma de insulina, ryzodeg',
    'la correccion, dosis de correccion, unidades de correccion',
    '70 30, 75 25, 50 50, premezclad*, humalog mix, novomix, mixtard, omnipod, insulin pump',
  ],
  sulfonylurea: [
    'glibenclamid*, gliburid*, daonil, euglucon, glimepirid*, amaryl, getryl, gliclazid*, diamicron',
    'glipizid*, glucotrol, sulfonilure*, repaglinid*, nateglinid*, novonorm, prandin',
  ],
  sglt2: [
    'empagliflo*, jardiance, dapagliflo*, forxiga, farxiga, canagliflo*, invokana',
    'ertugliflo*, steglatro, synjardy, xigduo, glyxambi, qtern',
  ],
  glp1: [
    'semaglut*, ozempic, rybelsus, wegovy, liraglut*, victoza, saxenda, dulaglut*, trulicity',
    'exenatid*, byetta, bydureon, tirzepat*, mounjaro, zepbound, lixisenat*, xultophy',
  ],
  metformin: [
    'metformin*, glucophage, siofor, glafornil, dimefor, glucovance, metfor*, dianben, glifage, diaformina',
    // Dictated: "la met formina"; India's Glycomet.
    'met formina, meta formina, glycomet',
  ],
  dpp4: [
    'sitaglipt*, januvia, janumet, linaglipt*, trayenta, trajenta, jentadueto, vildaglipt*',
    'galvus, galvusmet, eucreas, saxaglipt*, onglyza, alogliptin*, kombiglyze',
  ],
  otherDiabetes: ['pioglitazon*, actos, acarbosa, glucobay'],
  bloodPressure: [
    'losartan*, cozaar, enalapril*, captopril*, lisinopril*, ramipril*, valsartan*, diovan, losacor',
    'telmisartan*, micardis, irbesartan*, candesartan*, olmesartan*, amlodipin*, norvasc',
    'nifedipin*, adalat, hidroclorotiazid*, clortalidon*, indapamid*, furosemid*, lasix',
    'espironolacton*, aldactone, metoprolol*, atenolol*, carvedilol*, bisoprolol*',
    'propranolol*, pastilla* +para +la +presion, medicina +para +la +presion',
    'blood pressure pill, blood pressure pills, blood pressure medicine*, bp pill, bp pills',
  ],
  lipid: [
    'atorvastat*, lipitor, rosuvastat*, crestor, simvastat*, zocor, pravastat*, pitavastat*',
    'lovastat*, estatina*, statin*, ezetimib*, ezetrol, zetia, fenofibrat*, bezafibrat*, gemfibrozil*',
  ],
  anticoagulant: [
    'warfarin*, coumadin, acenocumarol*, sintrom, apixaban*, eliquis, rivaroxaban*, xarelto',
    'dabigatran*, pradaxa, edoxaban*, clopidogrel*, plavix, anticoagul*',
    // Low-dose aspirin as Spain and the Southern Cone name it.
    'adiro, cardioaspirina, aspirina infantil, aspirina de 100, tromalyt, ecosprin',
  ],
  painRelief: [
    'ibuprofen*, advil, motrin, naproxen*, diclofenac*, voltaren, paracetamol*, acetaminofen*',
    'tylenol, tempra, panadol, metamizol*, dipiron*, nolotil, ketorolac*, aspirina*, cafiaspirina',
    'celecoxib*, tramadol*, novalgina, neomelubrina, buscapina, dolo neurobion, duralgina',
    'zolben, kitadol, tapsin, aspirin*, aleve, excedrin, actron, ibupirac, ibuevanol',
    // The Andean pharmacy's brands: Colombia's Dolex, Peru's Antalgina, Ecuador's Buprex.
    'dolex, antalgina, buprex, enantyum, dexketoprofen*, gelocatil, efferalgan, termalgin',
    // Argentina's: Tafirol, Bayaspirina, Geniol, Sertal.
    'tafirol, bayaspirina, geniol, sertal',
    // Mexico's: Sedalmerck, and "un Next" for the pain.
    'sedalmerck, un +next, una +next, el +next, pastilla +next, next +forte',
    // India's and Britain's aspirin for pain.
    'disprin',
  ],
  supplement: [
    'vitamina d, vitamina b12, vitamina c, complejo b, multivitamin*, magnesio, cromo, chromium',
    'picolinato, berberina, omega 3, suplement*, capsula* de canela, canela en capsula*',
    'pastilla* de canela, moringa, zinc, sulfato ferroso, hierro en pastilla*, colageno',
    'gomitas de vinagre, vinagre de manzana en capsula*, capsula* de vinagre, pastilla* de vinagre',
    'te para el azucar, te para bajar, te para la diabetes, remedio* casero*, remedio* natural*',
    'hierba* para el azucar, hierba* para la diabetes, pata de vaca, insulina vegetal, tronadora',
    'hoja* de guanabana, fenogreco, gymnema, noni, neem, vitamina b, alfa lipoico, acido lipoico',
    'ashwagandha, melatonina, biotina, probiotic*, psyllium, metamucil, neurobion, centrum',
    // English names in the US: "apple cider vinegar gummies", "creatine", "delta 8 gummies".
    'magnesium, vitamin*, creatine, creatina, protein powder, pre workout, preworkout, apple cider vinegar, delta 8',
    'cbd, melatonin*, fish oil, cinnamon pill*, cinnamon capsule*, berberine, supplement*',
    'glucosamin*, condroitin*, chondroitin*, glucerna, ensure',
    // Andean herbs sold as remedies at the market, and inositol for insulin resistance.
    'chancapiedra, hercampuri, una de gato, sangre de grado, inositol, mioinositol, myo inositol',
  ],
};

export const MEDICINE_PATTERNS: [MedicineClass, Pattern[]][] = MEDICINE_CLASSES.map((name) => [
  name,
  compilePatterns(PHRASES[name]),
]);

/** Words that name a medicine without saying which one. */
export const GENERIC_MEDICINE_PATTERNS = compilePatterns([
  'medicament*, medicina*, medicacion, pastilla*, pildora*, tableta*, capsula*, farmaco*',
  'dosis, inyeccion*, inyect*, pluma, pinchazo*, receta*, tratamiento, jarabe*, gotas, laxant*',
  'antibiotic*, ciprofloxacin*, amoxicilin*, azitromicin*, cefalexin*, nitrofurantoin*, penicilin*',
  'omeprazol*, pantoprazol*, esomeprazol*, ranitidin*, famotidin*, sal de uvas, alka seltzer',
  'antiacid*, melox, dulcolax, bisacodil*, senosid*, senokot, neosporin, bacitracin*',
  'mupirocin*, pomada*, unguento*, ointment, mg, miligramo*, betadine, isodine, povidona*',
  'clorhexidin*, merthiolate, mertiolate, mertiolato, agua oxigenada, alcohol yodado',
  'loratadin*, desloratadin*, cetirizin*, clorfenamin*, clorfeniramin*, difenhidramin*, antihistaminic*',
  'zyrtec, claritin*, benadryl, allegra, fexofenadin*, pepto bismol, subsalicilato*, almax',
  'tums, rolaids, gaviscon, riopan, mylanta, hidroxido de aluminio, carbonato de calcio',
  'estrogeno*, estradiol, progesteron*, terapia hormonal, parches, tibolona, anticonceptiv*, bupropion*',
  'alprazolam*, clonazepam*, diazepam*, lorazepam*, zolpidem*, rivotril, tafil, valium',
  'orfidal, lexatin, bromazepam*, zopiclon*, eszopiclon*, trankimazin, stilnox',
  'xanax, ativan, klonopin, ambien',
  // Chemotherapy's antiemetic, dialysis's erythropoietin, acne and ADHD medicines of the young.
  'ondansetron*, eritropoyetin*, isotretinoin*, roacutan*, concerta, metilfenidat*, ritalin*',
  'atomoxetin*, lisdexanfetamin*, elvanse, vyvanse, diane 35, yasmin, microgynon',
  'somnifer*, pastilla* para dormir, buscapina, hioscin*, butilhioscin*, levotiroxin*, eutirox',
  'synthroid, prednison*, dexametason*, cortison*, corticoid*, metoclopramid*, loperamid*, sertralin*',
  'fluoxetin*, escitalopram*, antidepresiv*, gabapentin*, pregabalin*, lyrica, alopurinol*',
  'colchicin*, tamsulosin*, flomax, sildenafil*, viagra, anticonceptiv*, miralax, pepto',
  'fosfomicin*, monurol, doxiciclin*, minociclin*, claritromicin*, levofloxacin*, bactrim',
  'trimetoprim*, clindamicin*, ceftriaxon*, amitriptilin*, tryptanol, paroxetin*, venlafaxin*',
  'duloxetin*, trazodon*, mirtazapin*, quetiapin*, adderall, anfetamin*, cipro, amoxidal',
  // Conceiving and after the birth: iron, folic acid, ovulation induction, an IUD.
  'hierro, acido folico, clomid, clomifen*, letrozol*, femara, diu de cobre, mirena, kyleena',
  'implanon, jadelle, lexapro, zoloft, steroid shot, steroid*, cortisone shot, amarillita',
  'nyquil, dayquil, mucinex, sudafed, theraflu, cough syrup, cold medicine, medication*, meds',
  'sleeping pills, sleeping pill, sleeping tablets, sleep meds, heberprot*, zzzquil, unisom',
  'antigripal*, sobrecito* para la gripe, antitusiv*, descongestionant*, sulfatiazol*',
  // Over the counter, asked for at the counter: "¿hay algo para la tos sin azúcar?".
  'teragrip, nastizol, sal de andrews, suero oral, suero de rehidratacion, sales de rehidratacion',
  'algo para la tos, algo para la gripe, algo para el dolor, algo para dormir',
  // Unnamed by what it treats: "tiene que tomar la de la presión a esta hora, ¿se la doy?"
  'la de la presion, las de la presion, la de la tension, la del azucar, las del azucar',
  'me pincho mas, pincharme mas, le pincho mas, me pongo menos, me pongo mas, ponerme menos',
  'ponerme mas, me inyecto menos, me inyecto mas, unidades',
  // Rescue medicines: the chest's nitroglycerin, the low's glucagon.
  'nitroglicerin*, nitrato*, isosorbid*, sorbitrate, glucagon*, baqsimi, gvoke, simeticon*, dimeticon*, nitro',
  'gtn, gtn spray, water pill, water pills, water tablet, water tablets',
  // A heart pill unnamed, or China's suxiao jiuxin wan.
  'heart pill, heart pills, heart tablet, heart tablets, jiuxin',
  'cafinitrina, ventolin, salbutamol, seretide, symbicort, inhalador*, budesonid*, fluticason*',
  'timolol, timoftol, colirio*, t4, azo, pyridium, fenazopiridin*, phenazopyridin*, hydrochlorothiazid*, hctz, chlorthalidon*, lasix',
  // Unnamed insulin by pronoun: "la de la noche me la pongo a las 9, ¿me la puedo poner a las 12?"
  'me la pongo, me lo pongo, me la inyecto, me lo inyecto, ponermela, ponermelo, me la puedo poner',
]);

/** Classes whose use with fewer carbohydrates, fasting or exercise can cause low sugar. */
export const HYPOGLYCAEMIA_CLASSES: readonly MedicineClass[] = ['insulin', 'sulfonylurea'];
