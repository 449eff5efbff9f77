// Preloaded (`node --import`) into the servers the bench starts, never into the site itself:
// every second, this process's memory as V8 and the kernel see it, written to BENCH_MEMORY_FILE
// (JSON, replaced atomically) for scripts/bench/memory.ts. WebAssembly.Memory is wrapped to
// know the WASM memories (PGlite's PostgreSQL); their resident part is read from /proc/self/smaps
// (each is one read-write mapping of exactly its byte length). Costs well under 1 MB.
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
// Not inherited: a child process (PGlite's initdb) must not report in this process's place.
delete process.env.BENCH_MEMORY_FILE;
if (file) {
  const memories = [];
  const Memory = WebAssembly.Memory;
  const Tracked = function TrackedMemory(descriptor) {
    const memory = new.target ? Reflect.construct(Memory, [descriptor], new.target) : undefined;
    if (memory) memories.push(new WeakRef(memory));
    return memory;
  };
  Tracked.prototype = Memory.prototype;
  Object.setPrototypeOf(Tracked, Memory);
  WebAssembly.Memory = Tracked;

  /** Resident KB of the read-write mappings whose size is one of `sizes` (bytes). */
  const residentOf = (sizes) => {
    let text = '';
    try {
      text = fs.readFileSync('/proc/self/smaps', 'utf8');
    } catch {
      return null;
    }
    let matching = false;
    let kb = 0;
    for (const line of text.split('\n')) {
      const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
      if (head) {
        const size = Number(BigInt(`0x${head[2]}`) - BigInt(`0x${head[1]}`));
        matching = head[3].startsWith('rw') && sizes.includes(size);
      } else if (matching && line.startsWith('Rss:')) {
        kb += Number(line.split(/\s+/)[1]);
      }
    }
    return kb;
  };

  const sample = () => {
    const usage = process.memoryUsage();
    const live = memories.map((ref) => ref.deref()).filter(Boolean);
    const sizes = live.map((memory) => memory.buffer.byteLength);
    const wasmBytes = sizes.reduce((sum, size) => sum + size, 0);
    const residentKb = sizes.length > 0 ? residentOf(sizes) : 0;
    const data = {
      at: Date.now(),
      rss: usage.rss,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      wasmMemories: sizes.length,
      wasmBytes,
      wasmResident: residentKb === null ? null : residentKb * 1024,
    };
    try {
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(data));
      fs.renameSync(`${file}.tmp`, file);
    } catch {
      // the bench removed its temp dir: nothing to report to
    }
  };
  setInterval(sample, 1000).unref();
  sample();
}
