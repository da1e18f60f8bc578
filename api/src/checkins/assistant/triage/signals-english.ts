// The red flags as people write them in English or Spanglish (the US, Puerto Rico, the children
// who write for their parents): "my sugar is tanking", "i passed out", "kms". Same phrase syntax
// as signals.ts; merged into its lists.
import type { TriageCategory } from './taxonomy.js';

type Phrases = Partial<Record<TriageCategory, string[]>>;

export const ENGLISH_DIRECT: Phrases = {
  suicidal: [
    'unalive*, kms, kill myself, killing myself, take my own life, taking my own life, wanna die',
    'wish i was dead, wish i were dead, better off dead, no reason to live, nothing to live for',
    'whats the point anymore, what is the point anymore, whats the point of living, point of living',
    'not wake up, never wake up, not to wake up, how many pills it takes, how many pills would',
    'how many pills to, how much insulin would, how much insulin to die, how many units would kill',
    'overdose, overdosing, cut myself, cutting myself, cutting again, self harm, selfharm',
    'done with life, done living, tired of living, sick of living, cant go on $, cant go on anymore',
    'say goodbye to everyone, goodbye everyone, final goodbye, jump off a, jump off the',
    'jump in front of, shoot myself, end things, ending it, want it all to end, want to be gone',
    'plan to end it, end it this, end it tonight, end it all, wrote the letters, tonights the night',
    'tonight is the night, drive my car into, drive into a wall, crash my car on purpose',
    'better than me being here, better off without me, life insurance if i die',
    'thinking about doing it, want to die, dont want to wake up, not want to wake up',
    // A bridge after the shift, pills saved up, "he keeps saying he's gonna end it", a burn.
    'off the bridge, off a bridge, saving up my pills, saving up pills, been saving my pills',
    'stockpiling my pills, stockpiling pills, hoarding my pills, going to end it',
    'about hurting myself, of hurting myself, burning myself, burn myself',
    // An overpass, every pill in the cabinet, a sleep "for good", no one to miss her, a burden,
    // a father who "wants to die" and gives his things away.
    'off the overpass, off an overpass, off a cliff, into oncoming traffic, every pill in the',
    'every pill i have, every pill in this house, sleep for good, go to sleep forever',
    'units would it take, pills would it take, no one would miss me, nobody would miss me',
    'should just end it, just end it, im a burden, i am a burden, let the sugar take me',
    'let diabetes take me, until it kills me, till it kills me, suicide note, goodbye note',
    'wants to die, giving all his stuff away, giving all her stuff away, giving all my stuff away',
    'giving his stuff away, giving her stuff away, giving away all his, giving away all her',
    // God asked to take her in her sleep, dying thought of at 3 am beside the pens.
    'god would just take me, god would take me, god to take me, take me in my sleep',
    'thinking about dying, think about dying, whole insulin pen, the whole pen in',
    // A daughter who "wants to kill herself", thoughts of ending a life, ways looked up, a man
    // "not planning on being around much longer".
    'kill herself, kill himself, killing herself, killing himself, end my life, ending my life',
    'end her life, end his life, ways to end it, ways to kill myself, ways to die',
    'not planning on being around, not going to be around much, wont be around much longer',
    'not be around much longer, see a reason to keep going, no reason to keep going',
    // Round 47: Jamaica's "mi tired fi live, mi nuh waan wake up"; tablets stocked up "and I know
    // what I'm going to do with them"; a roof; harm "on purpose… hoping something bad happens".
    'tired fi live, nuh waan wake, no waan wake, stocked up my pills, stocked up my tablets',
    'stocked up on pills, stocked up on tablets, know what im going to do with them',
    'jumping from the roof, jump from the roof, jumping off the roof, jump off the roof',
    'jumping from a building, jump from a building, jumping from the balcony, jump from the balcony',
    'hurting myself on purpose, hurt myself on purpose, hoping something bad happens',
    // Round 48: a widow who stops her insulin "to go be with dad"; the road left on purpose.
    'go be with dad, go be with mom, go be with my husband, go be with my wife, go be with him',
    'go be with her, driving off the road on purpose, drive off the road, off the road on purpose',
    // Goodbye notes, a lighter on the arm, "if i don't wake up that's fine".
    'goodbye notes, wrote goodbye, goodbye letters, burning my arm, burn my arm, with a lighter',
    'if i dont wake up thats fine, if i dont wake up its fine, fine if i dont wake up',
    // Tablets saved up, diabetes let "finish me off".
    'saving up my tablets, saving my tablets, stockpiling my tablets, hoarding my tablets',
    'let the diabetes finish, let diabetes finish, let the sugar finish',
    // Round 51: going to bed "hoping I don't wake up" (not "…at 3 am again"); a truck driven into
    // the river ("noose" is no phrase: its key is that of "nose", Spanish chat's "no sé").
    'hoping i dont wake up !at !early !again !low !with !in !before !so !too !feeling !hungry',
    'hope i dont wake up !at !early !again !low !with !in !before !so !too !feeling !hungry',
    'pray i dont wake up !at !early !again !low !with !in, hoping not to wake up !at !early !again',
    'driving into the river, drive into the river, driving into the lake, drive into the lake',
    'driving into the sea, drive into the sea, driving into a tree, drive into a tree',
    // Round 52: pens stockpiled, every tablet in the cupboard, a husband who will "finish himself",
    // gone "for good" with a plan.
    'stockpiling my insulin, stockpiled my insulin, stockpiling insulin, every tablet in the',
    'finish himself, finish herself, finish myself, disappeared for good, disappear for good',
    'been planning how, planning how to, would it be enough to kill, enough to kill me',
    // Round 53: of a neighbour, a friend, a father: "nobody would miss him", a pen "so she doesn't
    // wake up", medicines stopped "so he dies faster".
    'nobody would miss him, nobody would miss her, no one would miss him, no one would miss her',
    'so she doesnt wake up, so he doesnt wake up, so i dont wake up, dies faster, die faster',
    // Round 54: a jump thought of every day, all her medicine stopped "and die".
    'jumping from apartment, jump from apartment, jumping from flat, jump from flat',
    'jumping off balcony, jump off balcony, jumping from window, jump from window',
    'jumping out window, jump out window, jumping off bridge, jumping from bridge',
    'medicine and die, medicines and die, meds and die, tablets and die, pills and die',
    'kill sheself, kill heself, kill hisself, kill themself, kill themselves',
    // Round 56: a rifle "been thinkin about using it on myself", "been figuring how to do it".
    'no point in going on',
    'would like to die, id like to die, i like to die',
  ],
  chest_pain: [
    'chest is pounding, chest pounding, elephant on my chest, crushing pain, squeezing in my chest',
    'jaw pain, jaw hurts, pain in my jaw, pain down my arm, pain going down my arm, heart attack',
    'dor no peito, aperto no peito',
    'cant catch my breath, cant breathe, short of breath, shortness of breath',
    'chest is hurting, chest hurting, chest is squeezing, chest squeezing',
    'substernal, radiating to l arm, radiating to my arm, radiating down my arm, radiating to my jaw',
    'elephant parked on, elephant sitting on, elephant on me, crushing feeling, crushing pressure',
    'behind my breastbone, behind her breastbone, behind his breastbone, chest feels heavy',
    'chest is heavy, heavy chest, breathless, ache in my jaw, jaw ache, jaw aches, jaw is aching',
    // "My heart feels like it's in a vise".
    'in a vise, in a vice, like a vise, like a vice, vise grip, vice grip',
    'short breath, breath is short',
  ],
  stroke: [
    'double vision, seeing double, see double, saw double, two of everything, everything is double',
    'blurry on one side, vision on one side, lost my vision, lost vision, cant see out of',
    'slurry, slurred, speech is weird, words come out wrong, words coming out wrong',
    'cant find her words, cant find his words, cant find my words, cant get the words out',
    'says stuff that doesnt make sense, saying stuff that doesnt make sense, talking nonsense',
    'saying things that dont make sense',
    'face is drooping, face droop*, face numb, face feels numb, face is numb, face tingly',
    'face feels tingly, face is tingly, one side numb, left side numb, right side numb',
    'one side of my face, one side of her face, one side of his face',
    'arm is weak, arm feels weak, arm went weak, arm went numb, leg went numb, arm is numb',
    'cant lift my arm, cant lift her arm, cant lift his arm, cant move my arm, dropping things',
    'keep dropping my phone, keep dropping things, keeps dropping things',
    'lost my balance, cant walk straight, worst headache, stroke, lost the sight in, curtain came down',
    'smile is crooked, crooked smile, smile crooked, side got weak, side went weak, side is weak',
    'cant say my name, cant say her name, cant say his name',
    'cant get words out, cant get any words out, mouth looks weird, mouth looks crooked',
    'mouth is crooked, mouth droop*, mouth is drooping',
    // Garbled words, a lean to one side, the TV doubled, a hand gone dead, a leg that gave out.
    'all garbled, speech is garbled, talking garbled, words are garbled, leaning to one side',
    'leaning over to one side, cant keep my balance, cant keep her balance, cant keep his balance',
    'tipping to the right, tipping to the left, headache like never, looks doubled, hand feels dead',
    'arm feels dead, leg feels dead, hand went numb, hand is numb, leg just gave out',
    'words arent coming out, words not coming out, words wont come out',
    'gone to one side, went to one side, cant understand what im saying, cant understand what i say',
    // Portuguese on the borders: "a boca torta", "não consegue levantar o braço".
    'boca torta, rosto torto, nao consegue levantar o braco, nao consigo levantar o braco',
    'numb on my left side, numb on my right side, numb on one side, left side is numb, right side is numb',
    'numb on my whole left side, numb on my whole right side, whole left side, whole right side',
    // A hand that "isn't working right", words that "feel weird in my mouth".
    'hand isnt working, hand is not working, arm isnt working, leg isnt working, hand wont work',
    // "Cannot lift his right hand and his mouth is tilted", "talking rubbish".
    'cant lift his hand, cant lift her hand, cant lift my hand, mouth is tilted, mouth tilted',
    'face is tilted, talking rubbish, talking gibberish, speaking rubbish, cant understand us',
    'cant understand what we are saying, cant understand what were saying',
    'words feel weird, words feel funny, words sound weird, words sound funny, words feel wrong',
    // "Typing this with one hand cuz my left hand feels weak and heavy" (never "hand feels…" alone:
    // without its h, "hand" is "and").
    'left hand feels weak, right hand feels weak, my hand feels weak, left hand is weak',
    'right hand is weak, left hand feels heavy, right hand feels heavy',
    // Round 54: "suddenly cannot understand what we say, she answer nonsense".
    'answer nonsense, answers nonsense, answering nonsense, cant understand what we say',
    'cannot understand what we say, suddenly cant understand, suddenly cannot understand',
    // One side at once, whatever stroke came before: "now again his right arm and leg are numb".
    'arm and leg are numb, arm and leg numb, arm and leg went numb, arm and leg are weak',
  ],
  fainting: [
    'woke up on the floor, woke up on the ground, found him on the floor, found her on the floor',
    'collapsed, out cold, lost consciousness, hit the floor',
    'came to on the floor, cant wake him, cant wake her, not waking up, unresponsive, keeled over',
    'went limp, gone limp, isnt answering me, not answering me, wont answer me, eyes half open',
    'desmaiei, desmaiou, desmaiado, desmaiada',
    // "Fell out" is the South's faint; "everything went black".
    'fell out at, fell out in the, fell out on the, wont respond, not responding, isnt responding',
    'everything went black, blacked out, cant rouse, slumped over, dont answer me, didnt answer me',
    'doesnt answer me, cant wake my dad, cant wake my mom, cant wake my husband, cant wake my wife',
    // "Dropped like a sack of feed… don't know how long he was out".
    'dropped like a sack, dropped like a rock, dropped like a stone, went down like a sack',
    'how long he was out, how long she was out, how long i was out',
    'is not answering, isnt answering us, not answering us',
    'went +lights +out, came +to +in +the',
  ],
  low_sugar: [
    'sugar is tanking, sugar tanking, im low !on, i am low !on',
    'going low, running low !on, dropping fast, went low, had a low',
    'sugar crashed, sugar is crashing, crashing low, low af',
  ],
  high_sugar_crisis: [
    'dka, fruity breath, breath smells, nail polish remover, ketone strip went dark',
    'ketone strip dark, ketone strip is dark, ketone strip turned',
  ],
  persistent_vomiting: [
    'cant keep anything down, no puedo keep anything down, cant keep water down, cant keep fluids down',
    'cant keep a sip, cant keep a drop, cant keep nothing down, cant keep nothin down',
    'cant keep fluids in, cant keep anything in, cant hold anything down, cant hold nothing down',
    'cant stop being sick, came straight back up, came straight back, comes straight back',
    'cant keep nada, no puedo keep nada',
    'everything i drink comes out, everything i eat comes out, whatever i drink comes out',
  ],
  eating_disorder: [
    'skip* my insulin to, skip* insulin to, skip* my lantus to, skip* my shots to',
    'make myself puke, puke it up, throw it up on purpose, starving myself, starve myself',
    // Purging, also in a relative's words: "she's been purging after meals".
    'been purging, purging after, purge after, purges after, bathroom get rid of it',
    'bano get rid of it, toilet get rid of it',
    'making myself throw up, making myself puke, hear her throwing up, hear him throwing up',
    // Britain's "make myself sick" is a purge.
    'making myself sick, make myself sick',
    // Days of fasting on purpose, then a binge.
    'days at a time on purpose, day at a time on purpose, fast for days on purpose',
    'fingers down my throat, finger down my throat',
    'water fast for, water fasting for, only water for days',
    // A binge "then throw it all back up".
    'throw it all back up, then throw it back up, then throw it up, then i throw up',
    'finger in my throat, finger in her throat, finger down her throat, making herself sick',
    'making himself sick, makes herself sick, makes himself sick',
    'finger in throat, fingers in throat',
  ],
  pregnancy: [
    'late period, period is late, missed my period, missed period, pregnancy test',
    'two pink lines, preggo, period dont come, period didnt come, period hasnt come',
    'period has not come, havent had my period',
    'preggers, knocked up, im expecting, two lines on the test, 2 lines on the test',
    'found out were expecting, found out we are expecting, were expecting a baby, periods late',
    'period late, shes expecting, she is expecting, found out shes expecting',
  ],
  foot: [
    'open sore, toe is black, toe looks black, toe turning black, black toe, wont heal',
    'toe has become black, toe became black, toe turned black, toe went black, toe has gone black',
  ],
};

/** Both lists must match somewhere in the message. */
export const ENGLISH_BOTH: [TriageCategory, string[], string[]][] = [
  // A whole pen or bottle thought of at once: "i have my insulin right here… using all of it".
  [
    'suicidal',
    ['using all of it, use all of it, take all of it, taking all of them, take them all'],
    ['insulin, insulina, pills, pastillas, meds, kms, die, dead, point, thinking, pensando'],
  ],
  // A whole bottle at once "and just being done".
  [
    'suicidal',
    [
      'all my at once, all of my at once, all the at once, all my in one go, all his at once',
      'all her at once',
    ],
    ['being done, be done, end it, never wake, not wake up, not waking up, be gone'],
  ],
  [
    'low_sugar',
    ['shaky, shaking, sweaty, sweating, jittery, dizzy, lightheaded, confused, blurry'],
    ['forgot to eat, didnt eat, skipped lunch, skipped dinner, skipped breakfast, havent eaten'],
  ],
  [
    'eating_disorder',
    [
      'laxative*, binge*, skip* my insulin, skipping my insulin, skip* my lantus, skip* my humalog',
      'ex lax, exlax, senokot, dulcolax',
      'skip* her insulin, skip* his insulin, skip* insulin',
      'skip* my shot*, havent eaten in, not eating on purpose, on purpose, miralax',
      'half my lantus, half my insulin, half my shots, less insulin, cutting my insulin',
      'dont eat since, havent eaten since, not eaten since, didnt eat since',
      'days without food, days without eating',
      'not eating anything for, days at a time',
    ],
    [
      'lose weight, drop weight, drop pounds, lose pounds, summer ready, get skinny, stay skinny',
      'fit in the, fit into, a1c drops, drops faster, stay thin, be thin, get thin, look thin',
      'so it doesnt count, purge, throw up, puke, keep the weight off, keep weight off',
      'get rid of it, shift the weight, shift weight, lose the weight, drop the kilos, lose the kilos',
      'stays thin, stay slim, stays slim',
      'how low my weight, punish myself, punishing myself',
    ],
  ],
  // A sore on a heel here, its red streaks there: "a sore on her heel… now there's red streaks".
  [
    'foot',
    [
      'sore on heel, sore on foot, sore on toe, sore on ankle, sore on sole, cut on foot, cut on toe',
      'cut on heel, blister on foot, blister on heel, blister on toe',
      'crack in heel, cracked heel, cracks in heel, cracked heels',
    ],
    [
      'red streak*, smells, smelly, stinks, pus, oozing, infected, wont heal, not healing, been open',
      'hot to the touch, warm to the touch, red and hot, warm red, red and painful, red and swollen',
    ],
  ],
  [
    'foot',
    ['open sore, wound, blister*'],
    ['smell*, stinks, infected, oozing, wont heal, not healing, swollen, black, purple, pus'],
  ],
  [
    'urinary_fever',
    ['fever, chills, feverish'],
    [
      'uti, urinary, side hurts, my side, kidney*, peeing blood, blood in my pee, pee, peeing, flank',
    ],
  ],
  [
    'persistent_vomiting',
    ['puking, puke*, vomiting, vomited, throwing up, heaving, heavin, spewing'],
    [
      'cant keep, all day, all night, since yesterday, since this morning, for hours, nonstop',
      'non stop, every hour, hours',
    ],
  ],
  // Heartburn that goes to the back, with a cold sweat: "Tums didn't touch it".
  [
    'chest_pain',
    ['heartburn, indigestion, up high in my stomach, upper stomach'],
    [
      'into my back, going to my back, through to my back, clammy, cold sweat, jaw, down my arm',
      'sweating cold, sweats cold',
    ],
  ],
  // Throwing up after every meal to stay thin or for the numbers.
  [
    'eating_disorder',
    ['throwing up, throw up, puking, to puke'],
    [
      'after every meal, so my numbers, so i stay thin, lost so much weight, obsessed with his weight',
    ],
  ],
  // A gun beside the thoughts: "been cleaning my pistol a lot and thinking about it".
  [
    'suicidal',
    ['pistol, gun, handgun, rifle, shotgun, revolver, firearm'],
    [
      'thinking about it, reason to keep going, no point, end it, not worth it, be gone',
      'cant go on, better off, dont want to be here, sorry to bother, sorry for everything',
    ],
  ],
  // Letters written to the children, and not around for next week.
  [
    'suicidal',
    [
      'letters for my, letters to my, letter for my, letter to my, wrote my letters, written my letters',
      'letters to the kids, letters for the kids, wrote letters to, written letters to',
    ],
    [
      'be around, goodbye, when im gone, no point, not be here, just in case, havent told anyone',
      'cant do this anymore, wanted someone to know',
      'not told anyone',
    ],
  ],
  // A binge, then days without food "to make up for it".
  [
    'eating_disorder',
    ['dont eat for, didnt eat for, not eat for, skip meals for'],
    ['make up for it, make up for, compensate'],
  ],
  // Everything stopped "and let it happen".
  [
    'suicidal',
    ['stop taking everything, stopped taking everything, stop all my meds, stopped all my meds'],
    ['let it happen, tempting, be done, not wake up, no point'],
  ],
  // A breath gone fruity: "my breath tastes weird and fruity".
  ['high_sugar_crisis', ['fruity, nail polish'], ['breath, mouth tastes, taste in my mouth']],
  // Sky-high sugar and vomiting that ended in A&E (a past episode once dated).
  [
    'high_sugar_crisis',
    ['sky high, through the roof'],
    ['vomit*, throwing up, been sick, a&e, er, hospital'],
  ],
  // Two lines on a test, on a GLP-1 or metformin.
  [
    'pregnancy',
    ['two lines, 2 lines'],
    ['pregnan*, period, test, baby, expecting, mounjaro, ozempic, wegovy, metformin'],
  ],
  // A note written, and not fine: "I told my doctor I'm fine but I'm really not. I wrote a note".
  [
    'suicidal',
    ['wrote a note, written a note, left a note'],
    ['really not, not fine, not okay, cant do this, goodbye, no point'],
  ],
  // All of one's pills when the intent is told ("my dad's going to take all his pills tonight, he's
  // been so low"), not a routine of pills at breakfast; a rope got ready with a farewell.
  [
    'suicidal',
    [
      'all my pills, all his pills, all her pills, all of my pills, all of his pills, all of her pills',
    ],
    [
      'tonight, sleep forever, end it, be done, die, dead, goodbye, nobody, notice, so low, so down',
      'depressed, thinking about, gone, just want it over',
    ],
  ],
  [
    'suicidal',
    [
      'got the rope, the rope is, rope in the shed, rope in the garage, bought a rope, rope ready',
      'rope in garage, rope in shed, got a rope, have a rope, i have rope',
    ],
    [
      'thanks for all, thanks for everything, thank you for everything, goodbye, sorry, tonight',
      'thinking about it',
    ],
  ],
  // The lot, or all of it, when the intent is told: "thinking of swallowing the lot, nobody would
  // notice", "going to inject all of it tonight"; "would it be enough?" of all one's tablets.
  [
    'suicidal',
    ['swallow* the lot, take the lot, taking the lot, inject all of it, inject it all'],
    ['tonight, thinking, nobody, notice, done, end it, burden, cant do this, die, going to'],
  ],
  [
    'suicidal',
    ['would it be enough, would that be enough, would it kill me, would that kill me'],
    ['all my, all of my, at once, all together, the whole'],
  ],
  // A plan with a day to it: "I've got a plan for Friday when the house is empty".
  [
    'suicidal',
    ['got a plan for, have a plan for, made a plan for'],
    ['im done, i am done, house is empty, while it lasted, goodbye, havent told anyone'],
  ],
  // A whole pen at once "and being done with it"; the insulin in the fridge and "how easy it
  // would be".
  [
    'suicidal',
    ['whole ozempic pen, whole pen, entire pen, whole box of, whole bottle of'],
    [
      'being done, be done, end it, never wake, not wake up, not waking up, be gone',
      'do anything stupid',
    ],
  ],
  [
    'suicidal',
    ['how easy it would be'],
    ['lantus, insulin, pills, tablets, do anything stupid, bridge, gun'],
  ],
  // A headache that came on at once, the worst of a life.
  [
    'stroke',
    ['headache, head is paining, head paining, pain in my head, head is pounding'],
    [
      'worst ive ever had, worst i ever had, worst of my life, worst ever, like a thunderclap',
      'worst in my life, like never before',
    ],
  ],
  // The amount that would kill asked for: "how many metformin tablets will kill a person".
  [
    'suicidal',
    [
      'how many will kill, how many would kill, how much will kill, how much would kill',
      'how many would be lethal, how much would be lethal, amount would be lethal, amount would kill',
      'how many is lethal, how much is lethal, how many would be fatal, how much would be fatal',
    ],
    ['pills, tablets, tablet, metformin, insulin, units, meds, medicine, pastillas'],
  ],
  // All the pills, or a whole bottle of them, with the night or the end named: "I going and drink
  // out all the pills tonight".
  [
    'suicidal',
    ['all the pills, all the tablets, whole bottle pills, whole bottle tablets'],
    ['tonight, end it, be done, die, goodbye, no more, never wake'],
  ],
  // A gun, or "it", to be used on oneself when thought of: "got a 30-30… thinkin about using it on
  // myself" (never a pen or a cream used on oneself).
  [
    'suicidal',
    ['using it on myself, use it on myself'],
    ['thinking about, thinkin about, been thinking, gun, rifle, pistol, shotgun, 30 30'],
  ],
  // A cut on the arm out of self-hatred.
  [
    'suicidal',
    [
      'cut my arm, cutting my arm, cut my arms, cut my wrist, cutting my wrist, cut my wrists',
      'cut my legs, cutting my legs, cut my thighs',
    ],
    ['hate myself, on purpose, deserve it, punish myself, blade, razor'],
  ],
  // Squeezing around the heart: "heart area very uncomfortable like squeeze".
  [
    'chest_pain',
    ['heart area, around my heart, near my heart'],
    ['squeeze, squeezing, tight, pressure, pain, uncomfortable, heavy, hurts, aching'],
  ],
  // Nothing stays down: "everything I drink comes right back up".
  [
    'persistent_vomiting',
    ['comes right back up, comes back up, come right back up, come back up'],
    ['everything i drink, everything i eat, anything i drink, water, fluids, hours, all day'],
  ],
];

/** English signs of a low now, of a high-sugar crisis, and words that say lows or highs repeat. */
export const ENGLISH_LOW_SUGAR_SYMPTOMS = [
  'sweats, cold sweat, heart pounding, heart racing, cant think straight, out of it, feel weird',
];
export const ENGLISH_HIGH_SUGAR_CRISIS_SIGNS = [
  'confused, so thirsty, super thirsty, really thirsty, mouth is so dry, cant stop drinking',
  'breathing fast, breathing hard, breathing heavy, puking, vomiting, nauseous, out of it',
  'cant stay awake, so sleepy, stomach pain, belly hurts, same thing over and over, so drowsy',
  'threw up, throwing up, been sick, cant drink enough, really drowsy, spewing, been spewing',
  'barely keep my eyes open, cant keep my eyes open',
];
export const ENGLISH_HIGH_SUGAR_WEAK_SIGNS = [
  'thirsty, dry mouth, peeing a lot, pee a lot, drinking so much water, drinking tons of water',
];
export const ENGLISH_REPEATED = [
  'every day, everyday, every night, every morning, every afternoon, all week, keep getting',
  'keeps happening, a lot lately, lately, daily, multiple times, in a row, constantly',
  'all the time, since they upped, since they raised, for days, for weeks, stuck',
  'a few times a day, for 3 days, for 4 days, for 5 days, no matter what i eat, a couple times a day',
  'most nights, most mornings, nights running, mornings running, nights in a row, every evening',
  'for a week, for a whole week',
  // Round 51: "three days running", "3.6 after my walk each time", "most days", "a bunch this week".
  'days running, each time, every time, most days, times this week, times since, third low',
  'third time this week, a bunch this week, a bunch of times, readings in the, lows in the',
  'last few nights, few nights, last few days',
];
