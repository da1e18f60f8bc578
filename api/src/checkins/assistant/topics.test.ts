// Rounds 19 and 20's topics (docs/decisions.md): words people used for a topic that the catch-all met.
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
    ['el médico dice que tengo sleep apnea, ¿tiene que ver?', 'sleep'],
    ['me pirran las chuches por la noche', 'cravings'],
    ['nadie en casa me apoya, mi marido compra refresco todos los días', 'family'],
    ['mi vieja me cocina frituras porque dice que un poco no hace daño', 'family'],
    ['después de comer quedo inflada como un globo', 'digestion'],
    ['esta semana me fue mejor, bajé a 120 en ayunas y caminé 3 días', 'progress'],
    ['semana complicada, comí de todo en el bautizo, pero el lunes arranco de nuevo', 'progress'],
    ['no hice nada de lo que me propuse, pero aquí seguimos', 'progress'],
    ['los breakfast tacos del trabajo no me llenan, ¿qué puedo desayunar?', 'breakfast'],
    ['por la tarde tomo once con pan y palta, ¿es mucho?', 'snack'],
    ['¿el banano sube mucho el azúcar?', 'fruit'],
    ['desde que camino duermo como un tronco', 'sleep'],
    ['si ceno tarde me cuesta dormir', 'sleep'],
    ['me provoca un pan con queso a toda hora', 'cravings'],
    ['me quise morir de la vergüenza, el médico me regañó delante de mi hija', 'stress'],
    ['semana normal, nada nuevo, solo mucho sueño después de comer', 'progress'],
  ])('"%s" is about %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });
});
