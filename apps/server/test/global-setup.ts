import { createTemplate, dropTemplate } from './database';

/** Migrates one template database per run; every test file starts from a copy of it. */
export async function setup() {
  await createTemplate();
}

export async function teardown() {
  await dropTemplate();
}
