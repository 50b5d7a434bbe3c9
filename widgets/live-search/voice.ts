import { useRef, useState } from 'react';

/**
 * Voice search (spec sections 4 and 9): the browser's speech recognition in fa-IR. States: inactive, active, and
 * off after a 'not-allowed' answer (the shopper or the site refused the microphone). Where the browser has no
 * speech recognition there is no button at all.
 */
export type VoiceState = 'inactive' | 'active' | 'off';

interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

export type RecognitionClass = new () => Recognition;

export function recognitionClass(): RecognitionClass | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** `given`: the recognition to use (a story's stand-in); default the browser's. */
export function useVoiceSearch(enabled: boolean, onText: (text: string) => void, given?: RecognitionClass | null) {
  const [state, setState] = useState<VoiceState>('inactive');
  const current = useRef<Recognition | null>(null);
  const Recognition = enabled ? (given === undefined ? recognitionClass() : given ?? undefined) : undefined;
  const toggle = () => {
    if (!Recognition || state === 'off') return;
    if (current.current) return current.current.stop();
    const recognition = new Recognition();
    recognition.lang = 'fa-IR';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript.trim();
      if (text) onText(text);
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') setState('off');
    };
    recognition.onend = () => {
      current.current = null;
      setState((s) => (s === 'off' ? s : 'inactive'));
    };
    current.current = recognition;
    setState('active');
    try {
      recognition.start();
    } catch {
      current.current = null;
      setState('inactive');
    }
  };
  return { available: Boolean(Recognition) && state !== 'off', state, toggle };
}
