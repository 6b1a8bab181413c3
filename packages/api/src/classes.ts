import type { ClassConfig } from './contract/entities.ts';

type Named = Pick<ClassConfig, 'group_name' | 'section_name'> & {
  class_name: ClassConfig['class_name'] | null;
};

/**
 * "Six (A)", "XI Science (A)": the name people use for a class config, as the result card and the
 * report card print it and the provider's verification answers it. Null without a class name.
 */
export function classLabel(config: Named): string | null {
  if (!config.class_name) return null;
  const name = [config.class_name, config.group_name].filter(Boolean).join(' ');
  return config.section_name ? `${name} (${config.section_name})` : name;
}
