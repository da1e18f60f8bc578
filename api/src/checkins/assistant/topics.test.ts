// Round 19's topics (docs/decisions.md): words people used for a topic that the catch-all met.
import { detectTopic } from './topics.js';

describe('detectTopic', () => {
  it.each([
    ['¿el jugo natural sin azúcar es igual que comerse la fruta?', 'fruit'],
    ['me muero de los nervios por los análisis del jueves', 'stress'],
    ['estoy agotada, cuido sola a mi mamá y ya ni me cuido yo', 'stress'],
    ['en mi casa es una pelea cada comida', 'family'],
    ['hice bici una hora esta mañana', 'movement'],
    ['¿los frutos secos engordan? ¿cuántos, un puñado?', 'snack'],
    ['me levanto a orinar todas las noches y no descanso', 'sleep'],
    ['me subí a la báscula después de las fiestas: 2 kilos más', 'progress'],
    ['vamos a un sitio de mofongo, ¿ideas para pedir?', 'eating_out'],
    ['tengo un matrimonio el sábado y siempre repito postre', 'eating_out'],
  ])('"%s" is about %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });
});
