import type { UseFormReturn } from 'react-hook-form';
import type { TCreateProgram, TCreateProgramInput } from '../../../shared/programs/program-schemas';

/** The program form as its parts share it (made by `useContractForm(createProgram)`). */
export type ProgramFormApi = UseFormReturn<TCreateProgramInput, unknown, TCreateProgram>;
