package pyinterp

import (
	"hash/maphash"
	"slices"
)

// sourceCache keeps the Programs of code an executor's Run was given more
// than once, so that a step repeated on a persistent namespace (a polling
// loop, x = x + 1) is parsed and compiled once: their closures are kept in
// the executor's programCache like those of Compile's programs. Code seen
// once is only remembered by a hash (agent code is mostly new at every
// step, and keeping it all would cost memory for nothing). The cache is
// the host's memory, bounded in entries and in source bytes.
type sourceCache struct {
	seed  maphash.Seed
	seen  []uint64 // hashes of the last code run once, oldest first
	progs map[sourceKey]*Program
	order []sourceKey // least recently used first
	bytes int         // source bytes of progs
}

// sourceKey is what makes the same code the same Program.
type sourceKey struct {
	code, filename          string
	interactive, noTopAwait bool
}

// Bounds of an executor's source cache.
const (
	maxSourcePrograms = 16
	maxSourceBytes    = 64 << 10 // of all the cached code
	maxSourceProgram  = 8 << 10  // code longer than this is not cached
	maxSeenSources    = 64
)

// sourceProgram returns the Program of code under cfg: the executor's
// cached one, or one from the process's cache (programshare.go); keep
// tells whether the executor keeps its compiled closures (the code was run
// before by this executor).
func (e *Executor) sourceProgram(code string, cfg *runConfig) (p *Program, keep bool, perr *Error) {
	c := &e.sources
	key := sourceKey{code, cfg.filename, cfg.interactive, cfg.noTopAwait}
	if p, ok := c.progs[key]; ok {
		if i := slices.Index(c.order, key); i >= 0 && i != len(c.order)-1 {
			c.order = append(slices.Delete(c.order, i, i+1), key)
		}
		return p, true, nil
	}
	if e.opts.PrivatePrograms {
		p, perr = compile(key.code, key.filename, key.interactive, !key.noTopAwait)
	} else {
		p, perr = sharedSources.program(key)
	}
	if perr != nil || len(code) > maxSourceProgram {
		return p, false, perr
	}
	if c.seed == (maphash.Seed{}) {
		c.seed = maphash.MakeSeed()
	}
	h := c.hash(key)
	i := slices.Index(c.seen, h)
	if i < 0 {
		if len(c.seen) >= maxSeenSources {
			c.seen = slices.Delete(c.seen, 0, 1)
		}
		c.seen = append(c.seen, h)
		return p, false, nil
	}
	c.seen = slices.Delete(c.seen, i, i+1)
	for len(c.order) > 0 && (len(c.order) >= maxSourcePrograms || c.bytes+len(code) > maxSourceBytes) {
		old := c.order[0]
		c.order = slices.Delete(c.order, 0, 1)
		e.compiled.drop(c.progs[old])
		delete(c.progs, old)
		c.bytes -= len(old.code)
	}
	if c.progs == nil {
		c.progs = map[sourceKey]*Program{}
	}
	c.progs[key] = p // the executor keeps its closures
	c.order = append(c.order, key)
	c.bytes += len(code)
	return p, true, nil
}

func (c *sourceCache) hash(k sourceKey) uint64 { return k.hash(c.seed) }

// hash is the key's hash under seed (both program caches remember code
// seen once by it).
func (k sourceKey) hash(seed maphash.Seed) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	h.WriteString(k.code)
	h.WriteByte(0)
	h.WriteString(k.filename)
	var flags byte
	if k.interactive {
		flags |= 1
	}
	if k.noTopAwait {
		flags |= 2
	}
	h.WriteByte(flags)
	return h.Sum64()
}
