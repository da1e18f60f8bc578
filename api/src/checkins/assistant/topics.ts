// What an ordinary message asks about (docs/assistant-triage.md), and a specific answer with one
// step for the week on that topic. The catch-all answer is only for messages with no topic.
import {
  compilePatterns,
  firstMatch,
  normalise,
  type Pattern,
} from '@tm/shared-contracts/clinical';

export const COACHING_TOPICS = [
  'dinner',
  'breakfast',
  'snack',
  'fruit',
  'eating_out',
  'alcohol',
  'sweeteners',
  'sleep',
  'stress',
  'movement',
  'cravings',
  'family',
  'digestion',
  'progress',
] as const;
export type CoachingTopic = (typeof COACHING_TOPICS)[number];

const PHRASES: Record<CoachingTopic, string[]> = {
  dinner: [
    'cena*, cenar, ceno, cene, cenamos, cenando, en la noche como, comida de la noche, a la noche',
    'anoche me comi, anoche comi, for dinner, hambre de lobo, esta noche hay, esta noche comemos',
    // The region's staples, asked about as a plate: "¿el patacón es muy malo?", "¿pupusas de arroz
    // o de maíz?".
    'patacon*, boniato*, pupusa*, habichuela*, frijol con tortilla, frijoles con tortilla',
    // English, as the US writes it: "quick dinners after a shift", "cook for one".
    'dinner*, what can i cook, cook for one, for just one, cocinar solo para mi, cocinar para mi sola',
    'caldo*, porotos',
    // The US South's supper and its plates.
    // Never "supper" alone: it sounds as "super".
    'shrimp and grits, rice and peas, stew chicken, meatloaf, jacket potato, sunday roast',
    'for supper, after supper, red beans, cauliflower mash, cauliflower rice, baked chicken, cornbread, pasta ideas',
    'taco tuesday, chicken fried steak, pork chops, steak',
    // Britain's and Australia's "tea" is the evening meal.
    'tea tonight, for tea, mince and tatties, weeknight, spaghetti, pasta night, bistec',
    'supper at, decent tea, beans on toast, shepherds pie, cottage pie',
    'pot roast, cawl, stew tonight, soup tonight',
  ],
  breakfast: [
    'desayun*, almuerzo de la manana, en la manana como, por la manana como, en las mananas',
    'por las mananas, tostada*, en la manana, a la manana, por la manana, todas las mananas',
    'medialuna*, gallo pinto',
    'breakfast*, brekkie, oatmeal, cereal*, huevo*, egg, eggs, me levanto con hambre, mate cocido',
    'cocido con, al levantarme, brunch, tinto de la manana, rompo el ayuno, romper el ayuno',
    'pancake*, waffle*, biscuits and gravy, grits, every morning, weetabix, porridge',
    'full english, fry up',
    // Round 51: the mornings' toast, Scotland's and Ireland's fry-up.
    'toast, full scottish, full irish, full breakfast, tattie scone',
    'suhoor, sehri, congee, mandazi',
  ],
  snack: [
    'colacion*, merienda*, merendar, merende, snack*, botana*, entre comidas, tentempie',
    'nibble*, digestives, break time, peanuts, cheese and crackers, piqueo',
    'picar algo, lonche, lunch, media manana, media tarde, galletas maria, que pico, onces, picotear',
    'a la tarde, con el mate, pa llevar, para llevar, frutos secos, nueces, almendras, punado',
    'pa picar, para picar, cacahuates, de mani, el mani, manicito, mani salado, y mani, mani o, mani pa, tomo once, tomar once, tomamos once, una once, la once, me da un hambre',
    'vaya comiendo, ir comiendo, en la tarde me como, por la tarde me como, a la tarde me como',
    'esquite*, atol*, hielera, entre clases, saltena*',
    // What to carry in case of a low: "¿qué llevo en la bolsa?", "¿qué debo cargar en la mochila?".
    'en la bolsa, en la mochila, en la cartera, debo cargar, llevar conmigo, cargar conmigo',
    'munchies, between meals, chips, trail mix, granola bar*, picoteo, recreo, takis',
    'hot cheetos, cheetos, protein bar*, any swaps, en el break, break de las',
    'popcorn, peanut butter, vending machine, pork rinds, mid afternoon, cuppa',
    // What to keep in the car or the purse in case of a low.
    'glovebox, glove box, in my purse, string cheese, almonds, every afternoon',
    'crisps, bulla, wee treat',
    'couple of digestives, with my cuppa, timbits, donut holes',
  ],
  fruit: [
    'fruit, fruits, fruit cup*, fruta*, platano*, banana*, mango*, manzana*, papaya*, sandia*, uva*, pina, naranja*',
    'mandarina*, fresa*, frutilla*, guayaba*, melon*, pera*, jugo de naranja, chirimoya*, lucuma*',
    'guanabana*, maracuya*, mamey, pitahaya*, granadilla*, banano*, guineo*, cambur*, aguacate*',
    'palta*, chinola*, parchita*, lulo*, toronja*, pomelo*, durazno*, kiwi*, cereza*, higo, higos',
    'nispero*, mamon*, acerola*',
    'jocote*, nance*, maranon*, frutos rojos, arandano*, berries, lechosa*, smoothie*',
    'peach*, watermelon*, grapes, strawberr*, blueberr*, pineapple*, cherries, oranges, apricot*',
    'chennette*, juice, apple !cider !watch !pie, apples, naartjie*',
    'feijoa*, passionfruit, kiwifruit',
    'pawpaw, agbalumo, lychee*, longan, jackfruit, durian, eat dates, how many dates, tumbo, pacay',
  ],
  eating_out: [
    'restaurant*, fiesta*, cumpleanos, boda*, comer fuera, comer afuera, taqueria, tacos',
    'comida rapida, reunion*, posada*, navidad, celebracion*, asado*, parrillada*, salir a comer',
    'quinceanera*, bautizo*, buffet, pizza, en el trabajo piden, pa pedir, para pedir, que pido',
    'chipotle, taco bell, mcdonalds, fast food, drive thru, takeout, take out, eating out, cookout',
    'potluck, bbq, barbecue, party, wedding, quince, swap meet, me ofrecen, lo que me ofrecen',
    'olive garden, cheesecake factory, applebees, red lobster, what do i even order, what should i order',
    'hallaca*, nochebuena, comelona, kiosco*',
    'iglesia, culto, lo que venden afuera, lo que vendian afuera, fritanga, comedor del trabajo',
    'chifa, sushi, cevicheria, polleria, after office, bandeja paisa, dia de la madre, dia del padre',
    'xv anos, chick fil a, en casa de mi suegra, graduacion, taquiza, velorio, novenario',
    'doordash, door dash, uber eats, ubereats, grubhub, delivery, subway, parties, nine night',
    'state fair, county fair, funnel cake, have ordered, what do i order, outback, whataburger',
    'barbie, snags, jollibee, brunch, owambe, small chops, carvery, curry house, christmas do',
    'on the menu, todo incluido, pho place, golden corral, kebab shop, night out, chinchorro',
    'steakhouse, churrascaria, all you can eat, nyama choma, christmas lunch, christmas eve',
    'tim hortons, maccas, chipper, de tapas, comunion, fish fry, swiss chalet, tailgat*, truck stop diner',
    'pub lunch, pub dinner, pub meal, sunday carvery',
    'the rsl, parma, christening, big spread, fish fry, the vfw, the legion, potluck, pot luck',
    // The Andes' and the Southern Cone's: the fondas of the 18th, a picantería.
    'fonda, fondas, picanteria*, que me recomienda pedir, que pido',
  ],
  alcohol: [
    'alcohol, cerveza*, vino*, tequila, ron, whisky, mezcal, trago*, copa*, chela*, birra*',
    'piquete, chicha !morada',
    'beers, wine, liquor, booze, tipsy, drunk, hangover, hungover, margarita, margaritas, white claw, hard seltzer',
    'gin, pints',
    'gonna drink, going to drink, ima drink, drinking this weekend, go out drinking, have a beer',
  ],
  sweeteners: [
    'endulzant*, edulcorant*, stevia, splenda, sucralosa, azucar morena, piloncillo, panela, miel',
    'refresco* light, refresco* sin azucar, coca light, coca zero, sacarina, monk fruit, agave',
    'mascabado, mascabo, azucar de coco, azucar blanca, coca cola, cocacola, gaseosa*, azucar prieta',
    'papelon, tapa de dulce, rapadura, chancaca, diet coke, coke zero, soda de dieta, coconut sugar',
    'horchata*, sugar free, con azucar, chicha morada, jugo de cajita, jugos de cajita, coffee mate',
    'cremora, que no sea refresco, algo fresquito',
    'soda*, gatorade, powerade, sprite, sweetener*, diet soda, what can i drink, what to drink',
    'besides water, instead of soda, mucho dulce, endulz*, malta, cucharaditas de azucar',
    'que no lleve azucar, no lleve azucar, medio y medio',
    'eritritol, fruta del monje, xilitol, alulosa, en vez de cola, en vez de la cola, inca kola',
    'aquarius, frutino, estevia, aspartam*, honey, erythritol, maple syrup, golden syrup, jaggery',
    'coco sugar, zero sugar, bubble tea, boba',
    'natvia, truvia, splenda, can of pop, cans of pop',
    'diet pepsi, condensed milk, sugar in everything, brown sugar, azucar moreno, spoons of sugar',
    'le pongo azucar, le echo azucar, azucar rubia, azucar morena, azucar blanca, azucar mascabo',
  ],
  sleep: [
    'dorm*, duerm*, sueno, insomnio, desvel*, despiert*, ronc*, acostarme, descanso, siesta',
    'madrugada, me levanto a orinar, me levanto a hacer pis, me levanto a las, sleep, sleeps, apnea',
    'veces en la noche, veces por la noche, me acuesto, me levanto cansad*',
    'tired all the time, dead on my feet, knackered, falling asleep, fall asleep, sleepy, nap, naps, insomnia, cant sleep, exhausted, having nightmares, have nightmares, bad dreams, con el movil hasta, con el celular hasta',
    'me quedo jugando, jugando hasta, wakes me up, woke me up, so tired, before bed, bedtime',
    'turnos de noche, dead tired, hours a night, hrs a night, baby up every, newborn, needing a wee',
    'how many hours, times a night, up in the night, for the loo',
    'hasta tardazo, me desvelo, desvelo, desvelada, desvelado',
    // Round 54: "waking at 3am every night" (never "walking").
    'waking, works nights, cpap',
  ],
  stress: [
    'estres*, estresad*, ansiedad, ansios*, nervios*, preocup*, agobi*, presion del trabajo',
    'tension, angusti*, abrumad*, triste*, miedo, deprimid*, bajonead*, recaer, decaid*, deudas',
    'no me concentro, stress, me quedo pensando, agotad*, harta, harto, al carajo, terror',
    'no paro de pensar, no me lo saco de la cabeza, cuido sola, cuido solo, sin chamba, sin trabajo',
    'regan*, me rego, me desahogo, desahogarme, que me da algo, tanto problema, me tiene chat*',
    'reventad*',
    'stressed, stressing, anxious, anxiety, worried, overwhelmed, depressed, lonely',
    'breakup, broke up, heartbroken, bills, rent, insurance, me siento sola, me siento solo',
    'tristona, triston, no doy abasto, coraje, del susto, me asusto, hacer cuentas',
    'necesito vacaciones, burnout, de animo, como un flan, burnt out, burned out',
    'stressful, frustrated, finals, exams, con tantas cosas, is too much, so down, bummed',
    'like i failed, i worry, worry all the time, money tight, money is tight, tight budget',
    'cried, crying, getting to me, caring for my, caregiver, bone tired, asustad*',
    'wind down, short staffed, wiped',
    'get in a state, in a state about, down in the dumps, lift my mood, nervous about needles',
    'tense, snapping at, carers cope, feeling sad, feel sad, feels guilty, fed up, de bajon',
    'laid off, quit worrying, alma en un hilo',
  ],
  movement: [
    'ejercicio*, caminar, camin*, gimnasio, gym, correr, nadar, bicicleta, pesas, yoga, bailar',
    'zumba, actividad fisica, moverme, pasos, entren*, bici, baile*, bailando, cuenta como ejercicio',
    'futbol, futbolito, jugar pelota, basquet, tenis, padel',
    'exercise, workout, work out, walk, walking, walked, steps, dance, dancing, bachata, salsa, cardio',
    'weights, lifting, hike, hiking, swim, swimming, running, apple watch, heart rate, de tanto subir',
    // "HIIT" sounds as "it" once the h is dropped: never alone, or "is it…" would be a workout.
    'de tanto caminar, el hiit, hiit workout, hiit class, clase de hiit, hacer hiit, crossfit, spinning, pilates, calistenia, movimiento*, horas sentad*',
    'hacer sentad*, silla de ruedas, pileta, piscina, alberca, natacion, aquagym',
    'subo cerros, subir cerros, subo el cerro, subir el cerro, barrer, trapear, planet fitness',
    'leg day, arm day, this sore, so sore, sore muscles, walks, shoes, aerobic*, parkrun*, rugby',
    'netball, cricket, spin class, ease back in, footy',
    'cycling, couch to 5k, c25k',
    'tai chi, football, press ups, pressups, badminton, stay active, golf, 18 holes',
    'stationary bike, exercise bike, get him moving, get her moving, fulbito',
    'did the hill, up the hill, hill walk',
  ],
  cravings: [
    'antoj*, ganas de dulce, ganas de comer, se me antoja, ansiedad por comer, como por',
    'pan dulce, chocolate*, galleta*, dulces, postre*, comer de mas, atascarme, culpa*',
    'muero por, a escondidas, me comi, aburrida como, aburrido como, sin darme cuenta',
    'hambre de todo, hambre de dulce, me pirra*, chuches, golosina*, me provoca un, me provoca una',
    'me provocan, cravings, craving, me mata el dulce, me matan los dulces, dulce de leche',
    'sweet tooth, could die for, id kill for, ice cream, cuando estoy triste, something sweet',
    'candy, could murder, me muero de ganas de una, me muero de ganas de un, could kill for',
    'sweet bread, want sweets, sweets every, cant stop thinking about',
    'me da por picar, ansiedad de chocolate, ansiedad de dulce, mataria por, tengo ganas de un',
    'kill for a',
    'calling my name, cant walk past, biscuit tin, when im lonely, when i am lonely, when im bored',
    'las ganas de, ganas de comer',
  ],
  family: [
    'familia*, suegr*, cocinar para todos, cocino para, en casa comen, no me apoyan, comer en familia',
    'dos comidas distintas, comida aparte, en mi casa se come, en casa se come, en mi casa comen',
    'me insiste*, como la convenzo, como lo convenzo, no se cuida, pelea*, pelear, mis hijos',
    'lo que yo como, cocinando dos veces, cocino dos veces, comamos todos, todos lo mismo',
    'me cocina, me cocinan, me sigue haciendo, me siguen haciendo, my kids, my family',
    'mis nietos, cocino pa, cocinar pa, sirva pa todos, sirva para todos',
    'for the house',
    'yerno, como le explico, comemos diferente, para los dos',
    'no me ayuda, me ayuda con la dieta, la deja a la vista, mi novio, mi novia',
    'nadie quiere cambiar, me llena el plato, en mi casa todo',
    'no me cree, dice que exagero, dicen que exagero, cocina para, mis viejos, como les explico',
    'no me hacen caso, en mi casa cocinan, como le hablo, cooking for, cook separate, only one w diabetes',
    // A parent's illness and one's own risk: "mi mamá tuvo un infarto… ¿me puede pasar?".
    'hereditari*, hereditary, runs in the family, runs in my family, me puede pasar',
    'my own heart, my own diabetes, my own health, el plan juntas, el plan juntos, how do i explain',
    'ending up the same, church famil*, mom still cooks, mom cooks, que me ayude, vivo con mi',
    'wife cooks, husband cooks, lives alone, kids keep bringing, im next, gets offended',
    'rolls her eyes, rolls his eyes, roll their eyes',
    'my wife keeps, my husband keeps, my daughter keeps, my son keeps, giving out to me, ask her to stop, ask him to stop',
    'como lo convencemos, como la convencemos, convencerlo, convencerla',
    'my children, siblings, on board, aunties, one big plate, make fun of, makes fun of',
    'two dinners, 2 dinners, as a family, whanau, keep buying me, comidas para todos',
    'making 2 meals, making two meals',
  ],
  digestion: [
    'estren*, gases, inflamad*, inflamacion, hinchad*, colitis, acidez, agruras, reflujo',
    'diarrea, digest*, evacu*, bano, panza, barriga, estomago, pesad*, me hincho, agrieras',
    'constipat*, bloat*, gassy, fiber, fibra, cant poop, pooped, heartburn, acid reflux, stomach',
    'heces, gastroparesia, gastro paresia, vesicula, me cae mal, me caen mal',
    'burp*, belch*, so much gas, gives me gas, give me gas, gas from, reflux, belly, swell up',
    'bowel*, bloted, stumick, full super fast, full so fast, few bites',
    'not been regular, bit of wind, tummy*',
    'lot of gas, acidity, stool, stools, fibre',
  ],
  progress: [
    'semana, logre, avance*, progreso, me fue, me ha ido, baje de peso, kilos, cumpli, meta*',
    'motivad*, desanimad*, me cuesta, no he podido, retom*, hemoglobina, resultados, vamos bien',
    'voy bien, me siento bien, queria contarles, estaba feliz, estoy feliz, estoy content*, this week',
    'laboratorios, a1c salio, antes tenia, semanas sin',
    // A reading reported to ask whether it is good: "hoy 96 en ayunas, ¿es buena?".
    'en ayunas, despues de comer, amaneci con, esta bien o',
    'proud, first time under, fasting, new man, new woman, dont even miss, weeks no, doing good',
    'doing great, despues del almuerzo, despues de almorzar, after lunch, after eating, after meals',
    'los reviso, me reviso los pies, ya cerro, ya sano, me dio de alta, me dieron de alta',
    'me estoy cuidando, me cuido, reportandome, reviso los pies, voy bien',
    'checking in, check in, came down from, sin mucha novedad, sin novedad, hasnt moved',
    'lo estoy haciendo bien, overall good, a1c, labs, reversed, a win, slacking, numbers are better',
    'week was, logging, logged, chuffed, stone since, first time ever, flat line, come down nice',
    'wheels fell off, not much to report, pretty steady',
    'weighed in, half a stone, a stone down, numbers have come down, mixed week, wheels came off',
    'hba1c, on track, doctor is happy, weight is, weight now, cm less, kg since, lost kg',
    'loose now, ha mejorado, since quitting',
  ],
};

/**
 * Words that settle the topic whatever else the message names, in this order of precedence: a
 * drink at a party is about alcohol, "mi esposo no me apoya… pan dulce" about family, "cuando
 * estoy triste me como…" about cravings, "caminé 4 días y bajé un kilo" about progress.
 */
const DECISIVE: [CoachingTopic, string[]][] = [
  // Cane honey and cane sugar are sweeteners, though "caña" is also a drink.
  [
    'sweeteners',
    [
      'miel de cana, azucar de cana, jugo de cana, guarapo, sugar alcohol*, sweet tea',
      'diet cokes, sweeten*, agave, canderel, mountain dew, monsters, energy drink*',
      'sugars in my coffee, sugar in my coffee',
    ],
  ],
  [
    'alcohol',
    [
      'alcohol, cerveza*, vino, vinito, tequil*, mezcal, whisky, cana, canas, canita, chela*',
      'birra*, cubata*, piquete, pisco, aguardiente, guaro, fernet, ron, vodka, sangria, cheve, cheves, chevecita*',
      'roncito, traguito, copita, copas, romo*, michelada*, coquito, eggnog, terremoto, polita',
      'polarcita, chicha de jora, tinto de verano, piscola*, calimocho, kalimotxo',
      'toman chicha !morada, tomar chicha !morada, tomo chicha !morada, botellon',
      'michelob*, bud light, coors, light beer, medalla*, rum, moonshine, whiskey, quit drinking',
      'bourbon, at the bar, guinness, schooner*, gin and tonic, beer a day, lite beer, molson',
      'dry july, non alcoholic, lager, how many drinks, a few drinks, polar',
      'two four, cider, ciders, dry january, beers a night, from the drink',
      'one beer, beers, soju, tusker, palm wine',
      'prosecco, bundy, caribs, castle lite, vermut, vermouth, slimline tonic, bud lights, singani',
    ],
  ],
  [
    'family',
    [
      'nuera, se burla*, se ofende, no me apoya*, no me apoyan, todos juntos, todas juntas',
      'comemos juntas, comemos juntos, gestacional, todo el mundo come, to el mundo come',
      'cocinar para todos, cocino para todos, comida de conejo, mis hijos se, en mi casa todos',
      'comer mas sano todos, comer mejor juntos, queremos comer, me esconde*, cocino para las',
      'cocino para los, cocinar para las, cocinar para los, nadie me apoya*, me vigila*, me controla*',
      'se arme pelea, cocinar aparte, cocino aparte, todos comemos, me sabotea*, una sola olla',
      'comida de enfermo, lo que yo cocino, no me ayuda nada, me sirve doble, me sirve aparte',
      'no quiere cambiar, no quieren cambiar, doesnt support, dont support, not supportive',
      'dice que estoy exagerando, nadie quiere comer, explain prediabetes, explain diabetes',
      'grandkids, grandchildren, hurting her feelings, hurt her feelings, hurt his feelings',
      'in laws, in law, cooks for everyone, only diabetic, whole family, hides all the, hides the snack*',
      'keeps hiding, in front of the kids, mum thinks, mom thinks, son brings, daughter brings, for her and me, for him and me, unica diabetica, unico diabetico, en la casa somos',
    ],
  ],
  // What to have for dinner is the question, whatever tempts her: "¿qué ceno? …se me antojan".
  [
    'dinner',
    [
      'que puedo cenar, que ceno, que cenar, ideas de cena, ideas para cenar, dinner ideas, esta bien cenar',
      'cook for one, cook for just one, what can i cook, cocinar solo para mi, quick dinners',
      'for dinner, pa +la +cena, para +la +cena, q ceno, ideas de cenas, le doy de cenar',
      'es mi cena, en la noche comemos, de noche comemos, for supper, good supper, supper ideas',
      'easy dinners, crockpot, crock pot, slow cooker, instant pot, tea tonight, good tea for',
      'decent supper, stir fry, turkey chili',
      'for his tea, for her tea, for our tea, meat and potatoes, supper is usually, suppers usually',
    ],
  ],
  // So is what to have for breakfast: "me tiemblan las piernas de los nervios… ¿qué desayuno?".
  [
    'breakfast',
    ['que desayuno, q desayuno, que desayunar, que puedo desayunar, ideas de desayuno'],
  ],
  [
    'snack',
    [
      'colacion*, merienda*, merendar, merende, snack*, botana*, entre comidas, tentempie, mates, entre horas',
      'refaccion*',
    ],
  ],
  [
    'cravings',
    [
      'antoj*, ganas de dulce, me pierde el dulce, me lo pide el cuerpo, no puedo dejar, consuela',
      'comer por emocion, ansiedad por comer, a escondidas, atracon*, tras otro',
      'triste me como, ansiosa me como, ansioso me como, estresada me como, estresado me como',
      'bajonead* me como, me como un paquete, me como el paquete, me como la bolsa',
      'me da por comer, me lanzo a por, tableta entera, muero por un, muero por una, morir por un',
      'emotional eating, eating my feelings, could die for, cuando estoy triste',
      'por aburrimiento, ansiedad por el dulce, ansiedad por lo dulce, unas ganas de',
      'call my name, when im sad, when i am sad, calls my name, sneaks candy, sneaks sweets, algo dulce',
      'dying for, get +bored, strong craving, craving for, want pie, boredom eating, crave*',
      'eat my feelings',
      'little debbie, without even thinking',
      'me llaman a gritos, me llama a gritos, tengo mono de, mono de dulce, mono de pan',
      'raid the fridge, raiding the fridge',
    ],
  ],
  [
    'movement',
    [
      'que ejercicio*, cual ejercicio*, cuanto ejercicio, ejercicio me recomienda*',
      'mejor caminar, hora para caminar, hora de caminar, salir a caminar, around the block',
    ],
  ],
  [
    'stress',
    [
      'nervios, estres*, estresad*, angusti*, agotad*, harta pena, mucha pena, con pena',
      // Grief and a need to talk: "le echo muchísimo de menos", "solo quería desahogarme".
      'echo de menos, echo muchisimo de menos, lo extrano mucho, la extrano mucho, desahogarme',
      'termine con mi, me termino, cortamos, wearing me out, wearing me down, worry all the time',
      'stuff is killing me, diabetes is killing me, so many rules, keep up with it all, traffic',
      'jefe me tiene, jefa me tiene, trabajo me tiene loc*, anxious about',
    ],
  ],
  // How the week went, whatever happened in it: "semana complicada… el cumple… arranco de nuevo".
  [
    'progress',
    [
      'semana +complicada, semana +dificil, semana +fatal, semana +normal, semana +buena',
      'buena +semana, semana +fue, fue un desastre, me fue mejor, me fue peor, lo que me propuse',
      'arranco de nuevo, empiezo de nuevo, ya retome, aqui seguimos, aca seguimos, semana +bien',
      'orgullos*',
      'semana +meh, step forward, voy mejorando, de cintura, solo queria contar, he cumplido',
      'semana +pesada, he bajado +kilo*',
      'lost lbs, lost pounds, down lbs, lost weight, proud of me, first time under',
      'me fue mal, me fue mas o menos, aqui reportandome, como me ve, semana mas o menos',
      'a1c went, not prediabetic anymore, numbers look better',
      'week check in, weekly check in, just checking in, esta semana no hice, vuelvo a la rutina',
      'rough week, week was rough, fell off the wagon, back on track, back at it',
      'brief update, an update, wanted to share, average glucose, meh +week, week went well',
      'good week, week go good, sweet as week, kept to my plan, stuck to my plan',
      'best theyve been, numbers held, walking goal, time in range, rubbish week, back on it',
      'fell off hard, dress sizes, steps every day, kinda meh',
    ],
  ],
  [
    'eating_out',
    [
      'restaurant*, thanksgiving, baby shower, boda*, cumpleanos, cumple, quinceanera*, bautizo*',
      'buffet, salir a comer, salgo a comer, sali a comer, salimos a comer, comer fuera, comer afuera, pizzeria*, corrientazo, cena de empresa',
      'cena de navidad, cena de fin de ano, comida de empresa, comida de trabajo, quince anos',
      'menu del dia, los +del +trabajo, matrimonio, janguear, go out to lunch, eat out, coworkers',
      'pupuseria, polleria, cevicheria, marisqueria, asadero, los xv, hacer el feo, hacer desaire',
      'el santo de, pollada*, kermes*, verbena, fiesta del pueblo, fiesta patronal, feria del pueblo',
      'food truck, bingo, nos invitaron a comer, me invitaron a comer',
      'olive garden, cheesecake factory, applebees, red lobster, comemos afuera, comemos fuera',
      'lechonera, crawfish boil, cracker barrel, family reunion, to order at, parrilla, waffle house',
      'nandos, kebab, italian place, maccas',
    ],
  ],
  // Juice is fruit however it is sweetened.
  [
    'fruit',
    [
      'jugo de naranja, jugo natural, jugo de fruta*, jugos naturales, too much fruit, mucha fruta',
      'demasiada fruta, en jugo, chinola',
    ],
  ],
  [
    'sweeteners',
    [
      'sin azucar, stevia, splenda, endulzant*, edulcorant*, light, coca zero, refresco* zero, gaseosa* zero, sacarina, de dieta',
      'cucharadas de azucar, cucharaditas de azucar, azucar al cafe, azucar en el cafe',
    ],
  ],
  [
    'sleep',
    [
      'siesta, insomnio, pego ojo, pegar ojo, pego el ojo, duermo +como, dormi +como, me cuesta dormir',
      'apnea, ronco, ronca, ronquido*, snoring, snore*, hours of sleep, waking me up',
      'me quedo hasta tarde, muero de sueno, waking up to pee, up to pee, back to sleep',
      'sleeping better, sleeping heaps, scrolling in bed, slept',
    ],
  ],
  [
    'digestion',
    [
      'bloating, me inflamo, estren*, gastritis, gases, tripa, se me hincha, me inflo, mucho gas, me da gas',
      'inflad*, como un globo, me inflan, me infla, reflux',
    ],
  ],
  ['breakfast', ['breakfast, desayun*, overnight oats']],
  [
    'progress',
    [
      'baje un kilo, baje 1 kilo, baje dos kilos, baje kilos, baje libras, baje de peso, cumpli, logre, me fue bien',
      'a1c bajo, hemoglobina bajo, que sigo, re bien, glucosada me bajo, meta de la semana',
      'bascula, balanza, me pese, me abrocho, pantalon de antes, ropa de antes, ni yo me lo creo',
    ],
  ],
];

/** A relative only named ("my husband sleeps 4 hours"): a carer writing of someone else, family only
 * when nothing else is asked. */
const KIN_ONLY = compilePatterns([
  'my husband, partner, roommate, roomie, my parents, my nan, little brother',
]);

const PATTERNS: [CoachingTopic, Pattern[]][] = COACHING_TOPICS.map((topic) => [
  topic,
  compilePatterns(PHRASES[topic]),
]);
const DECISIVE_PATTERNS = DECISIVE.map(
  ([topic, lines]) => [topic, compilePatterns(lines)] as const,
);

/** The topic the message settles, else the first one it names (`progress` last of all). */
export function detectTopic(message: string): CoachingTopic | undefined {
  // "I'm", "don't" as the English phrases spell them ("im", "dont"); "whiskey's" is whiskey.
  const text = normalise(
    message
      .replace(/\b([a-z]+)[’']s\b/gi, '$1')
      .replace(/\b([a-z]+)[’'](t|m|ve|re|ll|d)\b/gi, '$1$2'),
  );
  // Not negation-aware: "no duermo" and "no desayuno" are still about sleep and breakfast.
  const decisive = DECISIVE_PATTERNS.find(([, patterns]) => firstMatch(text, patterns) >= 0);
  if (decisive) return decisive[0];
  const found = PATTERNS.map(([topic, patterns]) => ({
    topic,
    at: firstMatch(text, patterns),
  }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ topic }) => topic);
  return (
    found.find((topic) => topic !== 'progress') ??
    (firstMatch(text, KIN_ONLY) >= 0 ? 'family' : found[0])
  );
}

/**
 * The first of her own words (as she spelled it) that names the topic on its own, for the answer
 * to repeat back; multi-word phrases are not quoted.
 */
export function topicWord(message: string, topic: CoachingTopic): string | undefined {
  const single = [
    ...(PATTERNS.find(([t]) => t === topic)?.[1] ?? []),
    ...(DECISIVE_PATTERNS.find(([t]) => t === topic)?.[1] ?? []),
  ].filter((pattern) => pattern.words.length === 1);
  return message
    .normalize('NFC')
    .match(/\p{L}+/gu)
    ?.find((word) => firstMatch(normalise(word), single) >= 0);
}

interface TopicGuidance {
  answer: string;
  step: string;
}

export const TOPIC_GUIDANCE: Record<CoachingTopic, TopicGuidance> = {
  dinner: {
    answer:
      'Para la cena, piensa en un plato ligero y temprano: la mitad de verduras (calabacita, ' +
      'nopales, ensalada), una proteína (huevo, pollo, pescado, frijoles) y, si quieres, una ' +
      'tortilla o media taza de arroz. Cenar dos o tres horas antes de dormir ayuda a que tu ' +
      'glucosa de la mañana sea más estable.',
    step: 'tres noches de esta semana, arma tu cena con media porción de verduras y cena antes de las 8.',
  },
  breakfast: {
    answer:
      'Un desayuno con proteína sostiene tu energía y evita el pico de azúcar de media mañana: ' +
      'huevos a la mexicana con una tortilla, yogur natural con nueces, o queso fresco con ' +
      'aguacate y pan integral. El pan dulce y el jugo son mejor de vez en cuando.',
    step: 'cinco mañanas de esta semana, incluye una proteína en tu desayuno.',
  },
  snack: {
    answer:
      'Una buena colación junta fibra y proteína: un puñado de nueces o cacahuates, jícama o ' +
      'pepino con limón, un yogur natural, o una fruta pequeña con queso. Así llegas a la ' +
      'siguiente comida sin tanta hambre.',
    step: 'prepara dos colaciones el domingo y llévalas contigo entre semana.',
  },
  fruit: {
    answer:
      'La fruta sí cabe en tu plan: mejor entera que en jugo, una porción a la vez (una pieza ' +
      'pequeña o una taza picada) y acompañada de algo de proteína o grasa buena, como nueces o ' +
      'yogur natural. Así el azúcar sube más despacio.',
    step: 'cambia un jugo de esta semana por la fruta entera con un puñado de nueces.',
  },
  eating_out: {
    answer:
      'En una fiesta o un restaurante puedes disfrutar con un plan sencillo: empieza por la ' +
      'ensalada o las verduras, elige una proteína a la plancha o asada, escoge un solo ' +
      'carbohidrato (arroz, tortillas o pan) y sirve el postre para compartir. Después, una ' +
      'caminata corta ayuda.',
    step: 'en tu próxima comida fuera, elige un solo carbohidrato y empieza por las verduras.',
  },
  alcohol: {
    answer:
      'Con diabetes, si tomas alcohol, que sea poco y siempre con comida: el alcohol puede bajar ' +
      'el azúcar horas después, sobre todo con insulina o pastillas como la glibenclamida. ' +
      'Mejor una copa de vino o una cerveza ligera que bebidas con refresco o jugo, y alterna ' +
      'con agua.',
    step: 'si esta semana tomas, que sea con comida y un vaso de agua entre copa y copa.',
  },
  sweeteners: {
    answer:
      'La miel, el piloncillo y el azúcar morena suben la glucosa igual que el azúcar blanca. ' +
      'Los endulzantes sin calorías (stevia, sucralosa) no la suben, pero lo ideal es ir ' +
      'acostumbrando el paladar a menos dulce. El agua natural o de jamaica sin azúcar es la ' +
      'mejor bebida.',
    step: 'reduce a la mitad el endulzante de tu café o té esta semana.',
  },
  sleep: {
    answer:
      'Dormir bien ayuda a tu cuerpo a usar mejor la insulina; con poco sueño hay más hambre y ' +
      'más antojos al día siguiente. Ayuda acostarte a la misma hora, cenar temprano y dejar ' +
      'las pantallas una hora antes. Si roncas fuerte o dejas de respirar dormido, coméntalo con ' +
      'tu médico.',
    step: 'apaga las pantallas una hora antes de dormir y acuéstate a la misma hora cada noche.',
  },
  stress: {
    answer:
      'El estrés sube una hormona llamada cortisol, y el cortisol sube el azúcar. Respirar lento ' +
      'le dice a tu cuerpo que está a salvo: toma aire en 4 tiempos y suéltalo en 6. Hablar con ' +
      'alguien de confianza también alivia.',
    step: 'haz cinco respiraciones lentas antes de cada comida, todos los días.',
  },
  movement: {
    answer:
      'Moverte es de lo que más ayuda a tu glucosa: una caminata de 10 minutos después de comer ' +
      'baja el pico de azúcar. Empieza con lo que puedas, sube poco a poco y suma dos días de ' +
      'fuerza en casa (sentarte y pararte de una silla, empujar la pared). Si usas insulina o ' +
      'glibenclamida, lleva contigo algo dulce por si te baja.',
    step: 'camina 10 minutos después de tu comida más grande, cinco días de esta semana.',
  },
  cravings: {
    answer:
      'Los antojos son normales y no son falta de voluntad: suelen venir del cansancio, del ' +
      'estrés o de pasar muchas horas sin comer. Ayuda comer con proteína, tener a mano una ' +
      'opción que te guste (fruta con nueces, un cuadrito de chocolate amargo) y preguntarte si ' +
      'es hambre o es emoción.',
    step: 'cuando llegue un antojo, espera 10 minutos con un vaso de agua y luego decide con calma.',
  },
  family: {
    answer:
      'No necesitas cocinar aparte: el plato saludable sirve para toda la familia. Llena la ' +
      'mitad con verduras, un cuarto con proteína y un cuarto con tortilla, arroz o frijoles. ' +
      'Cuéntales qué estás aprendiendo; cuando entienden el porqué, suelen apoyar más.',
    step: 'esta semana, cocina una comida para toda la familia con el método del plato.',
  },
  digestion: {
    answer:
      'Tu digestión mejora cuando comes despacio, masticas bien y sumas fibra poco a poco ' +
      '(verduras, semillas, legumbres), con agua suficiente si tu médico no te ha limitado los ' +
      'líquidos. Una caminata corta después de comer también ayuda.',
    step: 'mastica cada bocado unas 20 veces y suma una porción de verduras cocidas al día.',
  },
  progress: {
    answer:
      'Gracias por contarme cómo va tu semana. Cada paso cuenta, también los días difíciles: ' +
      'lo importante es volver al plan en la siguiente comida, sin culpa.',
    step: 'anota cada noche una cosa que hiciste bien por tu salud ese día.',
  },
};
