// Rounds 19 to 21's topics (docs/decisions.md): words people used for a topic that the catch-all met.
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
    ['¿qué puedo cenar que no sea ensalada? mi esposo cena tacos y se me antojan', 'dinner'],
    ['dinner ideas plis, llego tarde y siempre termino pidiendo pizza', 'dinner'],
    ['la nutri me dijo una once liviana, ¿qué como en la once?', 'snack'],
    ['en navidad el coquito es obligado, ¿cuánto puedo tomar?', 'alcohol'],
    ['¿el azúcar prieta es mejor que la blanca?', 'sweeteners'],
    ['is diet coke ok? me tomo 3 al día', 'sweeteners'],
    [
      'ando con harta pena, en el cumpleaños de la oficina todos notaron que no comí torta',
      'stress',
    ],
    ['late night cravings me están matando', 'cravings'],
    ['my kids dicen que ya no soy divertida porque no como pizza con ellos', 'family'],
    [
      'mi madre tuvo una bajada hace años y desde entonces me vigila todo lo que como, me agobia',
      'family',
    ],
    ['esta semana bien! bajé 2 kilos y caminé 4 días', 'progress'],
    ['semana meh, el finde se fue todo al carajo, 1 step forward 2 back', 'progress'],
    ['listo esta semana: 3 caminatas y voy mejorando poquito a poquito', 'progress'],
    ['when I go out to lunch con mis coworkers, what should I order?', 'eating_out'],
    ['me levanto 3 veces en la noche a hacer pis, ¿es el azúcar?', 'sleep'],
    ['estoy que me da algo con tanto problema, solo me desahogo', 'stress'],
    ['me quise morir de la vergüenza, el médico me regañó delante de mi hija', 'stress'],
    ['semana normal, nada nuevo, solo mucho sueño después de comer', 'progress'],
  ])('"%s" is about %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });
});
