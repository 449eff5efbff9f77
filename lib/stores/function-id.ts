import { create } from 'zustand';

/** requirements: Shared state — the function id, '0' until a page picks one. */
export const DEFAULT_FUNCTION_ID = '0';

type FunctionIdState = {
  functionId: string;
  setFunctionId: (id: string) => void;
  reset: () => void;
};

export const useFunctionId = create<FunctionIdState>()((set) => ({
  functionId: DEFAULT_FUNCTION_ID,
  setFunctionId: (functionId) => set({ functionId }),
  reset: () => set({ functionId: DEFAULT_FUNCTION_ID }),
}));
