import { TIMINGS } from '@tm/shared-contracts';
import { useEffect, useState } from 'react';

/** Every 30 s: fade out, change the text after 1.5 s, fade back in (§4). */
export function useRotatingMessage(messages: readonly string[]) {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let swap: ReturnType<typeof setTimeout> | undefined;
    const rotate = setInterval(() => {
      setVisible(false);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % messages.length);
        setVisible(true);
      }, TIMINGS.motivationFadeMs);
    }, TIMINGS.motivationRotateMs);
    return () => {
      clearInterval(rotate);
      if (swap) clearTimeout(swap);
    };
  }, [messages.length]);
  return { message: messages[index] ?? '', visible };
}
