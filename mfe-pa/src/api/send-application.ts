// A PA's application (POST /PersonalAssistant/alfie/apply).
import type { PaApplication, PaApplicationAnswer } from '@alfie/shared/contracts';
import { alfie } from './alfie.ts';

async function sendApplication(application: PaApplication): Promise<PaApplicationAnswer> {
  return (await alfie.post('/PersonalAssistant/alfie/apply', application)).data;
}

export const useSendApplication = () => sendApplication;
