// The languages a candidate speaks: one tick box per language of the product's list, each with its level once
// ticked; bound to languagesSpoken [{culture, knowledgeLevel}].
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CULTURES, KNOWLEDGE_LEVELS } from '@alfie/shared/contracts/constants';
import { cultureLabel } from '@alfie/shared/contracts/labels';
import type { FormControl } from '@alfie/shared/ui/field-shell';
import { NAMESPACE } from '../i18n/namespace.ts';
import { ChoiceGroup } from './choice-group.tsx';
import type { ApplicationValues } from './form-values.ts';

type Spoken = ApplicationValues['languagesSpoken'][number];
const DEFAULT_LEVEL = 80;

export function LanguagesField({ control }: { control: FormControl<ApplicationValues> }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { field, fieldState } = useController({ control, name: 'languagesSpoken' });
  const list = (field.value ?? []) as Spoken[];
  const toggle = (culture: Spoken['culture'], checked: boolean) =>
    field.onChange(
      checked
        ? [...list, { culture, knowledgeLevel: DEFAULT_LEVEL }]
        : list.filter((l) => l.culture !== culture),
    );
  const setLevel = (culture: Spoken['culture'], level: number) =>
    field.onChange(
      list.map((l) =>
        l.culture === culture ? { ...l, knowledgeLevel: level as Spoken['knowledgeLevel'] } : l,
      ),
    );
  return (
    <ChoiceGroup legend={t('languagesTitle')} hint={t('languagesHint')} error={fieldState.error}>
      <ul className="pa-choices">
        {CULTURES.map((culture, i) => {
          const chosen = list.find((l) => l.culture === culture);
          const language = cultureLabel(culture, i18n.language);
          return (
            <li key={culture} className="pa-language">
              <label className="pa-choice">
                <input
                  type="checkbox"
                  checked={Boolean(chosen)}
                  ref={i === 0 ? field.ref : undefined}
                  onChange={(e) => toggle(culture, e.target.checked)}
                  onBlur={field.onBlur}
                />
                {language}
              </label>
              {chosen && (
                <select
                  aria-label={t('levelOf', { language })}
                  value={chosen.knowledgeLevel}
                  onChange={(e) => setLevel(culture, Number(e.target.value))}
                >
                  {KNOWLEDGE_LEVELS.map((level) => (
                    <option key={level.value} value={level.value}>
                      {t(level.key, { ns: 'common' })}
                    </option>
                  ))}
                </select>
              )}
            </li>
          );
        })}
      </ul>
    </ChoiceGroup>
  );
}
