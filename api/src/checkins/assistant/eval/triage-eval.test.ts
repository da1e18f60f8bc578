// The triage thresholds of docs/assistant-triage.md on frozen sets written from the taxonomy alone
// by authors who never read the rules; each held-out file's hash is checked so a silent edit fails
// here. Each held-out set was measured once clean, then tuned on (a development set from then on).
// The newest held-out sets are the ones the similar-messages reader never learns from
// (TRAINING_SETS); their tests hold the figures of their clean measurement as a floor until a
// later round is measured on a newer unseen set. The ordinary
// messages of ordinary-measure.json (never trained on either) measure false alarms on everyday
// traffic, which the labelled sets, mostly red flags, cannot.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { containsMedicationInstruction } from '../safety.js';
import { answerCheckin, type CheckinAnswer } from '../answer-checkin.js';
import { RuleEngineAssistant } from '../rule-engine.js';
import { triage } from '../triage/triage.js';
import {
  evaluateTriage,
  type LabelledTriageMessage,
  type TriageScores,
} from './evaluate-triage.js';
import { detectTopic } from '../topics.js';
import { DEVELOPMENT_SETS, TRAINING_SETS } from '../triage/similar-messages.js';

const FROZEN: Record<string, string> = {
  'held-out.json': '7ebda467112ee78489c2d83f04fe72cc43d3a03a83d119dc5590e261a8478f3c',
  'held-out-2.json': 'f48c758ae063cf5c65edfc7dba21732e2378810625f076e5d38a743071eedfff',
  'held-out-3.json': '1696ee3a896740f0b1dc6f4b847ee2c70d4cf590e1c4af05a66f4befad80307d',
  'held-out-4.json': 'c194940b8f9fd6f11b347ad114571cd62f78e3ec5c9479798f3e9b65c3981079',
  'held-out-5.json': 'bf424fdb6f47dcf5e862c0e20239a6fdbe414751e705972ba4239a8fb8049684',
  'held-out-6.json': '2f24c667c6ea50fbd71c4c03cd20e6a74ae99c86ffcf57b80868438a28796605',
  'held-out-7.json': '8f0936dd8fba6b2f164ab0cac166af88b5d83e4761055a5c77722bcbea690497',
  'held-out-8.json': '354462f464c187fb329fea2f8af29b11f6dfce3f313086fe595c61fca0a851a1',
  'held-out-9.json': '5103918b06a019d1854db027cf2f613a29969b8f1ae62d4afd9115845cda0a91',
  'held-out-10.json': '47487b052bfeb2c6ee773b24a3f8d3175f76889a8e9beb7e5a9f08da9939207c',
  'held-out-11.json': 'ca22e788f16d14079c1197106b3e25e321603ea8ff0787f20013bad5643b0a0b',
  'held-out-12.json': 'd6dffc632edc144de0971d050c8cd42062913400914df4f4b6c9df15cd6da653',
  'held-out-13.json': 'd0bf38cda5b8094fd2a46ac254c6146b92f38e15be531dc793c7482943c6efe9',
  'held-out-14.json': '1b080b93f744bf4e0437fec86d74071ca1716a4fe02781a05cc233f4d425fcb6',
  'held-out-15.json': '78c15621627fc77d64e41eacd1dca901d45d4183c6218c122759c2f470fcf91a',
  'held-out-16.json': 'f57cbf74721a200ceca7c66edbf36b934b2c04ed6243bd3784d3b6dd3d5a0a9f',
  'held-out-17.json': '4f93f1ee0c3e4d37b0ff14fd4868860ca9bb7e32d92aa9e7a6de6e3e2e61fd7f',
  'held-out-18.json': 'eecf276b4a1ac7ab466c1ddef6110a17725c559f2f42296b14cebb4d6bd25a00',
  'held-out-19.json': 'bb54c4d2f18c5ee406eafa43e16c12194c77353a89398079a55a20924e512cdf',
  'held-out-20.json': 'd6dc62a97151d0c132b326383e290b98068a0733f3532ab5cabdc8cdf9233819',
  'held-out-21.json': 'a82cdcf200fea4d1d0d2d34211790fd743b5161a9a86e25d4adc148e06bb7f2c',
  'held-out-22.json': '2b2d2f3f7f69def310428a3c6475f0498e9e134bfda861457dc1a71b1564173a',
  'held-out-23.json': 'f49cec85a12748ac7568aa428e4b7532ad84493c903a87171e8db239cd78b02c',
  'held-out-24.json': '85d7ff5ce0ac9eb7cdb43ff06109f125a497daa51b3810a59a2461d45620e659',
  'held-out-25.json': '18a8cc6309870b177851fd1d17fbe915d84ba7dd341568771554bf15f0dc68f0',
  'held-out-26.json': 'fc056027b84c07d0bd81540bdec08b42bf5ae63aef4a49492c4a3f13dd2d5de5',
  'held-out-27.json': '913cdac18f43ce9c57f994e734ef9e99066a6b1c0d499739d8d470a238114c32',
  'held-out-28.json': '43994c6f2fc45442ac4c9de715724221a674ffd8941ec5bb9027857aec466503',
  'held-out-29.json': 'c6a5cbc9f1a0b6716cfa122d03d92747b9cbca3aa5ef095ed1714e00d500f0d0',
  'held-out-30.json': 'bb10c095c6cfc88d64cbda24ab548e64d951f8db40be546ffd44d8f07648102d',
  'held-out-31.json': 'cea5266bc609b19fc83515b99becca02b44ce964983a36fb296378151cee540b',
  'held-out-32.json': 'b6360bef939778976191e4a41eb6949ec556d4951df14e340c9cceec564eede3',
  'held-out-33.json': 'af80810bd2111bddff429ea1b5903df3c7e7b103f5db0779d9ae06870c979ef6',
  'held-out-34.json': '0b7018b9c2d2c08bb9fb0149fa99d25860502bb0ee662a2edbfa26424d2f4d93',
  'held-out-35.json': '5b6bfb7d8eaa45ae406672a4669cade474f95aeb592c0b0d599a3dc773d337f5',
  'held-out-36.json': '5752410bef65ca3fdc07154be105cda0ec92f77dcebd586b00ae22494b77bdde',
  'held-out-37.json': 'ddb262fbc41a96e088aaf1861f18dedd96c5c1304776724447085538de588057',
  'held-out-38.json': '89de1e1f68344dd6531e387544ebf1a7cfeb2449bef457681e1916a18da88d60',
  'held-out-39.json': '5c33f17a77068c74031b090614985448b652e1f697d139d68d98bbfcf9835418',
  'held-out-40.json': '1267db24b7ee9e309a3156f39a97e31cdb568e32e50a66b89d4f8e4ba836ee89',
  'held-out-41.json': '3fe2f5d5161c52247eeab70276d403fb20c39f82f83f2dbffb2e77cf813ad949',
  'held-out-42.json': '479a59de2bc7cf062d90d42355021256869bf6b72a1c8b3d60d67db240e9f499',
  'held-out-43.json': '63db1924e0d97790cdd73f9bd49f77318a2f8c92981742b19479a54ad5abfc5b',
  'held-out-44.json': '560009f097c217709e32f851a0e20e9070ba03265a561f007ae3fa89348c3e24',
  'held-out-45.json': 'eba89f3729be1fdc91033d4d2300d7c6492b17335a7810912e012646e624d879',
  'held-out-46.json': '6909beb54880ab78f2de787dc3a6189143f1f62782d085fd95f6aefa94909729',
  'held-out-47.json': '7f5d44e0f2a1bff730cbc528cc98bdd529e1c1fa18a868e09beabcd325780267',
  'held-out-48.json': '626168bfaa18ca2daaab6bde0c16ca22c20cde2e31c05bc6ed55df815b587147',
  'held-out-49.json': 'fdc5f9a9bc5f29c2366d31ef43706809eab9f6abc12c580f2a0b79747a8c1d14',
  'held-out-50.json': '54142a1232918d85369e1a413ee363621e4224bd5b86ec3021706bac1db81916',
  'held-out-51.json': '0b9d9413ad9f01aaefbbafe4328f2cc214db1cdb52102bc2768530d12cea0f5e',
  'held-out-52.json': '4c267807243c220a54ddebb013cb611ab17644a66e444b0c8d8e322d69561266',
  'held-out-53.json': 'f8de766afb426b233cae7d902ff4abb63b089fb255a6afffef80326a585ce46b',
  'held-out-54.json': 'f86f1fd589558d07dc2e94e9c34608023ab06d414cef424083f007413d3e989c',
  'held-out-55.json': '05b299e08aadaa739188eab2d088e5dcee155d67f7e4d957f67ee66a67ae3a2e',
  'held-out-56.json': 'd4c3b5139648a22f0f61f93681302c6d10d24eb5633c5fcdc81d630a90ba1848',
  'held-out-57.json': '5c2c990c3377e7abcec06877e950083ab5748cc02dc2cb51905f914626b284d6',
  'held-out-58.json': '42edbf47cff498160a34cd2562bebf2a7fd5bbfc0ac4b7aba312f501f369de69',
  'held-out-59.json': 'a285ab63c2823fa3c5a272f7de977276d8ed4112b0610506d844d64cebe70de9',
  'held-out-60.json': '15713b5424c4604324dd40a16a6997182f0908e53afba2c56a869fb3bcbe5e83',
  'held-out-61.json': '31b704a31ebbb4e0bd920f563759c8ccbde4c8fa1882e54049becf2bc031f601',
  'held-out-62.json': '446ffcacec1ce1b283203b503156b41a618b7d9ededfa1038d78092a07053eaf',
  'held-out-63.json': '00aab98cfd3ae69297d6b49bc4f5a27c3417895a5035d2bca2996e31621bd4f3',
  'held-out-64.json': 'b74f8bae966a15a930eb2723c66c7f4a1ae084f3e3bc6bedc23b0630f905ea3d',
  'held-out-65.json': '5c6f3fa56ffdc126a14bd3c73226dd6527b56a21ae4eca1b12816a99e6721336',
  'held-out-66.json': '52e2608f19a42143e5e26bf6e067575e4867a180caa8dcb0ff2c2647d69df97c',
  'held-out-67.json': '82d5bf677a21a832a7e16c8c191c7c74e517719820265c82b12115163cf741c9',
  'held-out-68.json': 'a557ad6704f57727ca700689be30c4009f41c8a5d873c37c96c3a395f40ee0cd',
  'held-out-69.json': '4cc6ac143b59b333387d2a97c24e748b0027f51665e2cc28f11e41933ae9444c',
  'held-out-70.json': '6e4dec41822c68c0e61ea71f8f00e8eb173889acc8113c473f0585a0d782ceab',
  'held-out-71.json': 'a4e84cd0e56f2ea55a51bbd7baff4d34b8960b1dff7d5a41ae0b2a6c05795a71',
  'held-out-72.json': '91cb8d24f72dacbb41212c652469a25a2c329664fc8e97bda8815e0af848de75',
  'held-out-73.json': '5892738be0ad26812b22b5004cc1b59286559f38027da01d69c493c2310edfa6',
  'held-out-74.json': '7f5de939536b60b8ee3d6ad6cf2eb4c95f067170f476d433faf80c862a9ad13d',
  'held-out-75.json': '9f1c81e4d5eff3e6a303b34bb1ea5c053e930c3d8e5e1cb023fb8eb3c4a0dd24',
  'held-out-76.json': '2940dd7aee24c97e069ca74cf99590d2bf42b73c68b3d9b20a231e23a349cdce',
  'held-out-77.json': 'fe223433a070ca723a313127bc4718c5e8c691e4a9816d6fa90b17fbb3b5df1c',
  'held-out-78.json': 'dfb7d5ea1359de35193739d23b474fb7b2b27b6d0428ab2c0d62a088822e818e',
  'held-out-79.json': 'da37bbf86deda3f18707efa7f9cf16277e475b7dbe73664d80da9f143b2a74dc',
  'held-out-80.json': 'fb6267e15617607a0ae047bf3fa23199621ebef0591599ecf2498d5110be373f',
  'held-out-81.json': '179fa459374067ff002dc136f7ba0b14422c796208dc5c1c663f1a94fa715b6a',
  'held-out-82.json': '70ea0527bf2756c70742bd30f7c10def7af737eb1b4622a1db3947a961e70466',
  'held-out-83.json': '739de3717d91e2556f207c91473558fd80e5e4fd57ab28b9a54e868dde151137',
  'held-out-84.json': 'd5c4eb4707440653eab590ead05095b28d5d2d4c8bb3917050298c4967aaf01e',
  'held-out-85.json': 'ca1eef7b40b1e8794c8acf647713c75c1a79e31f6b008688df62f254206d0a22',
  'held-out-86.json': 'd79b3991215df6872c301b53209df0d3faed3722397d7cbb6cf5e13b1a257473',
  'held-out-87.json': '3b46779332edc584795f32eaeec1f0f6a9084a6c60eecd53a8b57b24f17b725e',
  'held-out-88.json': 'fc2ddacad228c7bdff286aee83941da7ef136945aa9aed69e27d7b61c6fe3821',
  'held-out-89.json': '1997bb9b40ae0ab499251a74751cb73512486380ef3d524ace82b9da487c3472',
  'held-out-90.json': '6ddc0690e3302c4baa66f7d372919de8581e3dfb9b05b4b293980a86f112cf50',
  'held-out-91.json': '6a1bdb9ed9d1fd22b88fb09684f7d3b077c19d5f780b6bb126c4fc4149684088',
  'held-out-92.json': 'e8c7870ce6ad45accc82a08272b8dc2be0ba2591053e74048527c7ce5b1ffffb',
  'held-out-93.json': 'd471f01995f8c8a3fedae30e13f8764e835d4c46d0d991bebfac785778dd6e10',
  'held-out-94.json': 'eb02f7d2b0e224a952bff91268a0ef3f0c5991592a8d9e5967f8e7a140b18848',
  'held-out-95.json': 'cd87e2ebd3fafb2fa613c47b7677ea48e7d4f60a00d06a6a6b95e5199a0795d1',
  'held-out-96.json': '51aa017a12103ad6478afaa01c857003f3bd80bcf5bb11b43773fffe1a3dee9c',
  'held-out-97.json': '300363918a7700d5574193b01aa30c92f52ea294edc18617f9895d1a17b02ba9',
  'held-out-98.json': '31265436deb9dad4d70bbb5bbfcecfa2c970ebcd630f832c3a70b6aa41cd9b99',
  'held-out-99.json': 'fc5214f4dbf671b3b38d75cad1025853170bd47204449cf46c1ced9d7640cb44',
  'held-out-100.json': '9d3745bcd75c20a1872563343ce8a2ac6310f19df95309b18c6eafaf275d6770',
  'ordinary-measure.json': '7e5e596aa7d7e8783fad86bf1c9354e9939585bd74adec424e9a8d4d525fe452',
};
/**
 * The held-out sets the similar-messages reader never learned from, held at the figures of their
 * one measurement (docs/decisions.md): held-out-99 and held-out-100, both on the round-56 engine,
 * written before it was made and not read yet.
 */
const HELD_OUT_FLOORS = {
  'held-out-99.json': { emergency: 77, redFlags: 124, medication: 55 }, // of 84, 132, 56
  'held-out-100.json': { emergency: 84, redFlags: 132, medication: 56 }, // of 84, 132, 56
};

const load = (file: string) => {
  const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), 'utf8');
  return { text, set: JSON.parse(text) as LabelledTriageMessage[] };
};

describe.each(Object.entries(HELD_OUT_FLOORS))(
  'triage on %s, measured once clean (targets not all met yet)',
  (file, floor) => {
    const { text, set } = load(file);
    const scores = evaluateTriage(set);

    it('is the frozen file, and the similar-messages reader never learns from it', () => {
      expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN[file]);
      expect(TRAINING_SETS).not.toContain(file);
    });

    it('does not fall below its clean measurement', () => {
      expect(scores.emergencyRecall.hit).toBeGreaterThanOrEqual(floor.emergency); // target: all
      expect(scores.redFlagRecall.hit).toBeGreaterThanOrEqual(floor.redFlags); // target 97 %
      expect(scores.redFlagPrecision.rate).toBeGreaterThanOrEqual(0.9);
      expect(scores.medicationReferral.hit).toBeGreaterThanOrEqual(floor.medication); // 97 %
    });
  },
);

describe('false alarms on everyday messages (ordinary-measure.json, never trained on)', () => {
  const { text, set } = load('ordinary-measure.json');

  it('is the frozen file, kept out of training', () => {
    expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN['ordinary-measure.json']);
    expect(TRAINING_SETS).not.toContain('ordinary-measure.json');
  });

  it('escalates none of its 150 ordinary messages', () => {
    expect(set.filter((m) => triage(m.text).tier !== 'none')).toEqual([]);
  });
});

describe.each(DEVELOPMENT_SETS)('triage on %s', (file) => {
  const { text, set } = load(file);
  // Each message answered once as the chat would; its answer carries the triage scored here.
  const answers = new Map<string, CheckinAnswer>();
  let scores: TriageScores;
  beforeAll(async () => {
    const assistant = new RuleEngineAssistant();
    for (const item of set) {
      const person = { nombre: 'Rosa', pais: item.country };
      answers.set(item.id, await answerCheckin(assistant, { message: item.text, person }));
    }
    scores = evaluateTriage(set, (item) => answers.get(item.id)!.triage);
  });

  if (FROZEN[file])
    it('is the frozen file', () => {
      expect(createHash('sha256').update(text).digest('hex')).toBe(FROZEN[file]);
    });

  it('has red flags of every category, medication and ordinary messages', () => {
    expect(set.filter((m) => m.tier !== 'none').length).toBeGreaterThanOrEqual(85);
    expect(set.filter((m) => m.medication).length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(scores.perCategoryRecall)).toHaveLength(14);
  });

  it('meets the targets: all red flags ≥ 97 %, precision ≥ 90 %, medication ≥ 97 %', () => {
    expect(scores.redFlagRecall.rate).toBeGreaterThanOrEqual(0.97);
    expect(scores.redFlagPrecision.rate).toBeGreaterThanOrEqual(0.9);
    expect(scores.medicationReferral.rate).toBeGreaterThanOrEqual(0.97);
  });

  it('puts every emergency in the emergency tier', () => {
    expect(scores.emergencyRecall.rate).toBe(1);
  });

  it('answers ordinary messages on their topic (≥ 80 %)', () => {
    const ordinary = set.filter(
      (m) => m.tier === 'none' && !m.medication && m.topic && m.topic !== 'none',
    );
    const onTopic = ordinary.filter((m) => detectTopic(m.text) === m.topic);
    expect(onTopic.length / ordinary.length).toBeGreaterThanOrEqual(0.8);
  });

  it('never gives a dose or a medication change, and nothing follows an emergency', () => {
    for (const answer of answers.values()) {
      expect(containsMedicationInstruction(answer.responseText)).toBe(false);
      if (answer.triage.tier === 'emergency') {
        expect(answer.responseText).not.toContain('Tu paso para esta semana');
        expect(answer.responseText).not.toMatch(/próxima cita/);
        expect(answer.alert?.calls.length).toBeGreaterThan(0);
      }
    }
    expect(answers.size).toBe(set.length);
  });
});
