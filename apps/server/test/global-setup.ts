import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, newTemplateRef } from './database';

/** Migrates one template database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const template = newTemplateRef();
  await createTemplate(template);
  project.provide('template', template);
  return () => dropTemplate(template);
}
