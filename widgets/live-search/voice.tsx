import { useRef, useState } from 'react';
import { t } from '../../shared/platform/messages/live-search';
import './voice.css';

/**
 * Voice search (spec sections 4 and 9): the browser's speech recognition in fa-IR, as a microphone button. States:
 * inactive, active, and off after a 'not-allowed' answer (the shopper or the site refused the microphone; the button
 * then goes). Off on this site: LiveSearch loads this module only where a theme turns voice on and the browser has
 * speech recognition (`hasRecognition`), so no other page pays for it.
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

export interface VoiceButtonProps {
  Recognition: RecognitionClass;
  /** The words heard, in the shopper's words. */
  onText: (text: string) => void;
}

export function VoiceButton({ Recognition, onText }: VoiceButtonProps) {
  const [state, setState] = useState<VoiceState>('inactive');
  const current = useRef<Recognition | null>(null);
  if (state === 'off') return null;
  const toggle = () => {
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
  return (
    <button type="button" class={`hsa-ls__voice is-${state}`} aria-label={t('voiceSearch')} aria-pressed={state === 'active'} onMouseDown={(e) => e.preventDefault()} onClick={toggle}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="9" y="3" width="6" height="11" rx="3" fill="none" stroke="currentColor" stroke-width="2" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      </svg>
    </button>
  );
}
