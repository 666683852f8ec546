// Package gen generates random Python programs that attack the host
// running them: calls of every builtin, every method of the builtin types
// and every function, class and method of the modules the default policy
// authorizes (read from a live interpreter: see Inventory), with hostile
// arguments (huge counts, widths and precisions, negative and enormous
// ints, NaN and infinities, deep nesting, long data), re-entrant dunder
// methods that mutate the containers being operated on, operators,
// formatting, slicing, regular expressions, classes with many bases,
// generators with many locals, loops and accumulations.
//
// A program is a function of its seed (Program) or of a byte string
// (FromBytes, for go test -fuzz). Each statement runs inside try/except
// Exception, so a program goes on after the errors most calls raise and
// ends only at its end or at a limit (which no except catches).
package gen

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"
)

// Options tune the programs.
type Options struct {
	// Statements is the number of top-level statements (default 40).
	Statements int
	// Inventory is what programs call (default DefaultInventory()).
	Inventory *Inventory
	// Used, if not nil, records the targets the program calls
	// (Target.String, or "builtin:name").
	Used map[string]bool
}

// Program returns the program of a seed.
func Program(seed uint64, opts Options) string {
	g := newGenerator(rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), opts)
	g.cover = int(seed % (1 << 31))
	return g.program()
}

// FromBytes returns the program a byte string drives: each decision reads
// the next bytes, so that mutating them changes the program locally; past
// their end, decisions come from a generator seeded by their hash.
func FromBytes(data []byte, opts Options) string {
	h := fnv.New64a()
	h.Write(data)
	return newGenerator(rand.New(&byteSource{data: data, rest: rand.NewPCG(h.Sum64(), uint64(len(data)))}), opts).program()
}

// byteSource is a rand.Source reading its numbers from data first.
type byteSource struct {
	data []byte
	rest *rand.PCG
}

func (s *byteSource) Uint64() uint64 {
	if len(s.data) >= 8 {
		v := binary.LittleEndian.Uint64(s.data)
		s.data = s.data[8:]
		return v
	}
	if len(s.data) > 0 {
		var buf [8]byte
		copy(buf[:], s.data)
		s.data = nil
		return binary.LittleEndian.Uint64(buf[:]) ^ s.rest.Uint64()
	}
	return s.rest.Uint64()
}

// generator writes one program.
type generator struct {
	r    *rand.Rand
	inv  *Inventory
	opts Options
	b    strings.Builder
	// imports are the modules the program imports (all authorized ones
	// that exist), and hostile the number of hostile classes H0.. defined
	// in the prelude.
	hostile int
	// depth is the nesting depth of the statement being written.
	depth int
	// uniq numbers helper names.
	uniq int
	// cover, if not negative, is the inventory target the program calls
	// last (callTarget), so that consecutive seeds cover the inventory.
	cover int
}

func newGenerator(r *rand.Rand, opts Options) *generator {
	if opts.Statements <= 0 {
		opts.Statements = 40
	}
	if opts.Inventory == nil {
		opts.Inventory = DefaultInventory()
	}
	return &generator{r: r, inv: opts.Inventory, opts: opts, cover: -1}
}

func (g *generator) program() string {
	g.prelude()
	for range g.opts.Statements {
		g.guarded(g.statement)
	}
	if g.cover >= 0 {
		g.guarded(func() { g.callTarget(g.cover) })
	}
	return g.b.String()
}

// line writes one line at the current depth.
func (g *generator) line(format string, args ...any) {
	for range g.depth {
		g.b.WriteString("    ")
	}
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// guarded writes body inside try/except Exception.
func (g *generator) guarded(body func()) {
	g.line("try:")
	g.depth++
	body()
	g.depth--
	g.line("except Exception:")
	g.line("    pass")
}

// n returns a random int in [0, n).
func (g *generator) n(n int) int { return g.r.IntN(n) }

// chance returns true with probability p.
func (g *generator) chance(p float64) bool { return g.r.Float64() < p }

// pick returns a random element.
func pick[T any](g *generator, xs []T) T { return xs[g.r.IntN(len(xs))] }

// weighted calls one of fs, chosen by weight.
type weighted struct {
	w int
	f func()
}

func (g *generator) oneOf(choices ...weighted) {
	total := 0
	for _, c := range choices {
		total += c.w
	}
	k := g.n(total)
	for _, c := range choices {
		if k < c.w {
			c.f()
			return
		}
		k -= c.w
	}
}

// name returns a fresh helper name.
func (g *generator) name(prefix string) string {
	g.uniq++
	return fmt.Sprintf("%s%d", prefix, g.uniq)
}
